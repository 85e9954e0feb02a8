import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Space, Spin, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useRouteTitle } from '../../../lib/permissions.ts';
import { useProjectDetail } from '../api.ts';
import '../project-locales.ts';
import { PROJECT_ROUTE } from '../project-routes.ts';
import { MaterialTab } from '../components/material-tab.tsx';
import { PackingTab } from '../components/packing-tab.tsx';
import { PickingTab } from '../components/picking-tab.tsx';
import { ProcessingTab } from '../components/progress-tabs.tsx';
import { SecondaryTab } from '../components/secondary-tab.tsx';
import { OverviewTab } from '../components/overview-tab.tsx';
import { SettingsTab } from '../components/settings-tab.tsx';

const TABS = [
  'overview',
  'material',
  'processing',
  'picking',
  'secondProcessing',
  'packingList',
  'settings',
] as const;

/** /solutionDetails?id=…: one project with its planes, plans, packing list and settings. */
export default function ProjectDetailsPage() {
  const { t } = useTranslation('projects');
  const routeTitle = useRouteTitle('solutionDetails');
  const [search, setSearch] = useSearchParams();
  const id = search.get('id') ?? '';
  const tab = TABS.find((k) => k === search.get('tab')) ?? 'overview';
  const detail = useProjectDetail(id);
  useDocumentTitle(detail.data?.project.name ?? routeTitle);

  const back = (
    <Link to={PROJECT_ROUTE.path}>
      <Button type="link" icon={<ArrowLeftOutlined />}>
        {t('detail.back')}
      </Button>
    </Link>
  );
  if (!id)
    return (
      <Card variant="borderless">
        <Empty description={t('detail.missingId')}>{back}</Empty>
      </Card>
    );
  if (detail.isLoading) return <Spin size="large" />;
  const data = detail.data;
  if (!data)
    return (
      <Card variant="borderless">
        <Empty>{back}</Empty>
      </Card>
    );

  return (
    <Card
      variant="borderless"
      title={
        <Space wrap>
          {back}
          <Typography.Title level={4} style={{ margin: 0 }}>
            {data.project.name}
          </Typography.Title>
        </Space>
      }
    >
      <Tabs
        activeKey={tab}
        onChange={(key) =>
          setSearch((current) => {
            const next = new URLSearchParams(current);
            if (key === 'overview') next.delete('tab');
            else next.set('tab', key);
            return next;
          })
        }
        items={[
          {
            key: 'overview',
            label: t('detail.tabs.overview'),
            children: <OverviewTab data={data} />,
          },
          // Each tab reads its own data when first opened, and is empty only when nothing exists.
          {
            key: 'material',
            label: t('detail.tabs.material'),
            children: <MaterialTab projectId={id} />,
          },
          {
            key: 'processing',
            label: t('detail.tabs.processing'),
            children: <ProcessingTab projectId={id} />,
          },
          {
            key: 'picking',
            label: t('detail.tabs.picking'),
            children: <PickingTab projectId={id} />,
          },
          {
            key: 'secondProcessing',
            label: t('detail.tabs.secondProcessing'),
            children: <SecondaryTab projectId={id} />,
          },
          {
            key: 'packingList',
            label: t('detail.tabs.packingList'),
            children: <PackingTab data={data} />,
          },
          {
            key: 'settings',
            label: t('detail.tabs.settings'),
            children: <SettingsTab data={data} />,
          },
        ]}
      />
    </Card>
  );
}

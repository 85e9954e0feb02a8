import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Spin, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { movementListBody } from '@stone/shared/material-flows/schemas';
import { type MaterialDetailsRow } from '@stone/shared/material-flows/details';
import { StatusTag } from '../../../components/crud/status-tag.tsx';
import { useListScreen } from '../../../components/crud/use-list-screen.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useRouteTitle } from '../../../lib/permissions.ts';
import { useMaterialDetails, useMaterialMovements } from '../api.ts';
import '../flow-locales.ts';
import '../flows.css';
import { PICKING_ROUTE } from '../flow-routes.ts';
import { PICK_STATE } from '../flow-status.ts';
import { MovementHistory } from '../components/movement-history.tsx';

/** /materialDetails?id=…: a project's plan slabs with their picks, the counts and its movements. */
export default function MaterialDetailsPage() {
  const { t } = useTranslation('materialFlows');
  const routeTitle = useRouteTitle('materialDetails');
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const details = useMaterialDetails(id);
  const list = useListScreen(movementListBody);
  const history = useMaterialMovements({ ...list.body, projectId: id });
  const data = details.data;
  useDocumentTitle(data?.name ?? routeTitle);

  const back = (
    <Link to={PICKING_ROUTE.to(id ? { tab: 'pick', projectId: id } : { tab: 'pick' })}>
      <Button type="link" icon={<ArrowLeftOutlined />}>
        {t('details.back')}
      </Button>
    </Link>
  );
  if (!id || (!details.isLoading && !data))
    return (
      <Card variant="borderless">
        <Empty description={t(id ? 'details.notFound' : 'details.missingId')}>{back}</Empty>
      </Card>
    );
  if (!data) return <Spin size="large" />;

  const slab = (r: MaterialDetailsRow, key: 'barcode' | 'blockNo' | 'bundleNo' | 'slabNo') =>
    r.slab?.[key] || '—';
  const columns: TableColumnsType<MaterialDetailsRow> = [
    { key: 'plane', dataIndex: 'planeName', title: t('fields.plane') },
    { key: 'seq', dataIndex: 'seq', title: t('fields.seq') },
    {
      key: 'size',
      title: t('fields.planSize'),
      render: (_v, r) => `${r.lengthMm} × ${r.widthMm}`,
    },
    {
      key: 'state',
      title: t('fields.state'),
      render: (_v, r) => <StatusTag status={PICK_STATE} value={r.state} />,
    },
    { key: 'barcode', title: t('fields.barcode'), render: (_v, r) => slab(r, 'barcode') },
    { key: 'blockNo', title: t('details.blockNo'), render: (_v, r) => slab(r, 'blockNo') },
    { key: 'bundleNo', title: t('details.bundleNo'), render: (_v, r) => slab(r, 'bundleNo') },
    { key: 'slabNo', title: t('details.slabNo'), render: (_v, r) => slab(r, 'slabNo') },
  ];
  return (
    <div className="flow-stack">
      <Card
        variant="borderless"
        title={`${data.orderNo} ${data.name}`}
        extra={back}
        className="flow-material-details"
      >
        <Typography.Paragraph>
          {t('details.summary', {
            picked: data.pickedCount,
            total: data.totalCount,
            material: data.material,
            thickness: data.thicknessMm,
          })}
        </Typography.Paragraph>
        <Table<MaterialDetailsRow>
          rowKey="layoutId"
          size="middle"
          columns={columns}
          dataSource={data.rows}
          loading={details.isFetching}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('details.emptyPlan') }}
        />
      </Card>
      <MovementHistory title={t('details.history')} list={list} query={history} />
    </div>
  );
}

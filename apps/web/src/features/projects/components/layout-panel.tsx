import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Empty, Space, Spin, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCuttingPlan, useExportDxf } from '../api.ts';
import { formatYield } from './layout-types.ts';
import { LayoutPrintSheet } from './layout-print-sheet.tsx';
import { LayoutViewer } from './layout-viewer.tsx';
import './layout-viewer.css';

type Props = { planeId: string; planeName: string; runId?: string };

/** A plane's cutting plan (the accepted run, or the run chosen in the history): yields, export, print. */
export function LayoutPanel({ planeId, planeName, runId }: Props) {
  const { t } = useTranslation('projects');
  const plan = useCuttingPlan(planeId, runId);
  const exportDxf = useExportDxf();
  if (plan.isLoading) return <Spin />;
  const data = plan.data;
  if (!data || data.slabs.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.empty.layouts')} />;
  const title = t('layout.title', { name: planeName });

  const download = async () => {
    if (!data.runId) return;
    // A signed GET address: the browser downloads it like any link (no header needed).
    const file = await exportDxf.mutateAsync({ runId: data.runId });
    const link = document.createElement('a');
    link.href = file.url;
    link.download = file.fileName;
    document.body.appendChild(link);
    link.click();
    link.remove();
  };

  return (
    <div className="layout-panel">
      <div className="crud-toolbar">
        <Space wrap size="large">
          <Statistic title={t('layout.runYieldLabel')} value={formatYield(data.runYieldPercent)} />
          <Statistic
            title={t('layout.planeYieldLabel')}
            value={formatYield(data.planeYieldPercent)}
          />
          <Statistic
            title={t('layout.projectYieldLabel')}
            value={formatYield(data.projectYieldPercent)}
          />
        </Space>
        <Space wrap>
          <Button
            icon={<DownloadOutlined />}
            loading={exportDxf.isPending}
            onClick={() => void download().catch(() => undefined)}
          >
            {t('layout.exportDxf')}
          </Button>
          <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
            {t('layout.print')}
          </Button>
        </Space>
      </div>
      <Typography.Paragraph type="secondary">{t('layout.keysHint')}</Typography.Paragraph>
      <LayoutViewer slabs={data.slabs} />
      <LayoutPrintSheet
        title={title}
        planeYieldPercent={data.planeYieldPercent}
        layouts={data.slabs}
        sheet={data.sheet}
      />
    </div>
  );
}

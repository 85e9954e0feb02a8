import { Button, Card, Empty, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../components/crud/use-permission.ts';
import { useScanContext } from '../api.ts';
import { ReportTabs } from '../components/report-tabs.tsx';
import { ScanPanel } from '../components/scan-panel.tsx';
import '../work-report-locales.ts';
import { REPORT_WORK_ROUTE } from '../work-report-routes.ts';
import '../work-reports.css';

/**
 * /producePlan/reportWork (issue 17): workers report finished work by scanning piece labels,
 * on a phone as on a desktop; below, their reports (a lead's: everyone's, with undo and audit).
 */
export default function ReportWorkPage() {
  const { t } = useTranslation('workReports');
  const can = useCan();
  const context = useScanContext();
  if (context.isLoading)
    return (
      <Card variant="borderless">
        <Skeleton active />
      </Card>
    );
  if (!context.data)
    return (
      <Result
        status="warning"
        title={t('scan.loadFailed')}
        extra={<Button onClick={() => void context.refetch()}>{t('scan.retry')}</Button>}
      />
    );
  const data = context.data;
  const canReport = can(...REPORT_WORK_ROUTE.perm.report);
  return (
    <div className="work-page">
      {!canReport ? (
        <Typography.Paragraph type="secondary">{t('scan.noReportPermission')}</Typography.Paragraph>
      ) : data.processes.length === 0 ? (
        <Card variant="borderless">
          <Empty description={t('scan.noProcesses')} />
        </Card>
      ) : (
        <ScanPanel context={data} />
      )}
      <ReportTabs context={data} />
    </div>
  );
}

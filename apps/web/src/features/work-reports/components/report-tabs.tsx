import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ScanContextData } from '@stone/shared/production/work-reports';
import { AuditTrail } from './audit-trail.tsx';
import { ReportList } from './report-list.tsx';

/**
 * The reports below the scan panel, and for a lead the audit trail. Only the open tab is
 * mounted, and each owns the URL's filters; switching tabs starts from a clean URL.
 */
export function ReportTabs({ context }: { context: ScanContextData }) {
  const { t } = useTranslation('workReports');
  const [search, setSearch] = useSearchParams();
  const tab = context.canUndo && search.get('tab') === 'audit' ? 'audit' : 'reports';
  return (
    <Card variant="borderless" className="work-reports">
      <Tabs
        activeKey={tab}
        onChange={(key) => setSearch(key === 'audit' ? { tab: 'audit' } : {})}
        items={[
          { key: 'reports', label: t(context.canUndo ? 'tabs.all' : 'tabs.mine') },
          ...(context.canUndo ? [{ key: 'audit', label: t('tabs.audit') }] : []),
        ]}
      />
      {tab === 'audit' ? <AuditTrail /> : <ReportList context={context} />}
    </Card>
  );
}

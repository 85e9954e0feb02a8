import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import '../process-locales.ts';
import { ProcessCodesTab } from '../components/process-codes-tab.tsx';
import { ProcessesTab } from '../components/processes-tab.tsx';

const TABS = ['processes', 'codes'] as const;

/**
 * /codeManagement: the processes of the catalogue and the process codes pieces carry. Only the
 * open tab is mounted, so each list owns the URL's page, sort and filters.
 */
export default function CodeManagementPage() {
  const { t } = useTranslation('processes');
  const [search, setSearch] = useSearchParams();
  const tab = TABS.find((k) => k === search.get('tab')) ?? 'processes';
  return (
    <Card variant="borderless">
      <Tabs
        activeKey={tab}
        onChange={(key) => setSearch(key === 'processes' ? {} : { tab: key })}
        items={TABS.map((key) => ({ key, label: t(`tabs.${key}`) }))}
      />
      {tab === 'processes' ? <ProcessesTab /> : <ProcessCodesTab />}
    </Card>
  );
}

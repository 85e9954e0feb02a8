import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import '../material-locales.ts';
import { CATEGORY_ROUTE } from '../material-routes.ts';
import { RacksTab } from '../components/racks-tab.tsx';
import { StonesTab } from '../components/stones-tab.tsx';
import { WarehousesTab } from '../components/warehouses-tab.tsx';
import { WorkshopsTab } from '../components/workshops-tab.tsx';

const TABS = ['warehouses', 'racks', 'workshops', 'stones'] as const;

/**
 * /basicManagement: warehouses, racks, workshops and the stone-material catalogue (issue 23). Only the open tab is mounted, so each list
 * owns the URL's page, sort and filters; switching tabs starts from a clean query.
 */
export default function BasicPage() {
  const { t } = useTranslation('materials');
  const [search, setSearch] = useSearchParams();
  const tab = TABS.find((k) => k === search.get('tab')) ?? 'warehouses';
  const body = {
    warehouses: <WarehousesTab />,
    racks: <RacksTab />,
    workshops: <WorkshopsTab />,
    stones: <StonesTab />,
  }[tab];
  return (
    // The link sits in the card's head, not in the tab list (only tabs belong there).
    <Card
      variant="borderless"
      extra={<Link to={CATEGORY_ROUTE.path}>{t('basic.processCategories')}</Link>}
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => setSearch(key === 'warehouses' ? {} : { tab: key })}
        items={TABS.map((key) => ({ key, label: t(`basic.tabs.${key}`) }))}
      />
      {body}
    </Card>
  );
}

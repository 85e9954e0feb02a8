import { Card, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import '../flow-locales.ts';
import '../flows.css';
import { PickForProject } from './pick-for-project.tsx';

/**
 * /aboutMaterial/picking: the inventory (another feature's list, passed in by app/) and picking
 * for a project. The inventory is the tab without a `tab` query, so the slab list's links and
 * filters (`?barcode=…`) keep working; only the open tab is mounted, each owning the URL.
 */
export function PickingTabs({ inventory }: { inventory: ReactNode }) {
  const { t } = useTranslation('materialFlows');
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'pick' ? 'pick' : 'inventory';
  return (
    <Card variant="borderless">
      <Tabs
        activeKey={tab}
        onChange={(key) => setSearch(key === 'pick' ? { tab: 'pick' } : {})}
        items={[
          { key: 'inventory', label: t('tabs.inventory') },
          { key: 'pick', label: t('tabs.pickForProject') },
        ]}
      />
      {tab === 'pick' ? <PickForProject /> : inventory}
    </Card>
  );
}

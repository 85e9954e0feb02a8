import { Card, Flex, Space, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { canOpen } from '../../../lib/permissions.ts';
import { useUserInfo } from '../../../lib/session.ts';
import '../box-order-locales.ts';
import { ORDER_MANAGE_ROUTE, SETTLEMENT_ROUTE } from '../box-order-routes.ts';
import { BoxOrdersTab } from './box-orders-tab.tsx';

/**
 * /produceManagement/produceProject (issue 19): the projects (another feature's list, passed in
 * by app/) and "my packing orders". The projects are the tab without `view`, so their links and
 * filters keep working; only the open tab is mounted, each owning the URL.
 */
export function ProduceProjectTabs({ projects }: { projects: ReactNode }) {
  const { t } = useTranslation('boxOrders');
  const [search, setSearch] = useSearchParams();
  const view = search.get('view') === 'boxOrders' ? 'boxOrders' : 'projects';
  const user = useUserInfo().data;
  // Orders and settlements are hidden routes (money): linked here for the roles that have them.
  const links = [
    { route: ORDER_MANAGE_ROUTE, label: t('ordersLink') },
    { route: SETTLEMENT_ROUTE, label: t('settlementsLink') },
  ].filter(({ route }) => !!user && canOpen(user, route.name));
  return (
    <>
      {/* The links sit beside the tab bar, not in it: a tablist may hold only tabs (axe). */}
      <Flex align="center" gap={16}>
        <Tabs
          activeKey={view}
          onChange={(key) => setSearch(key === 'boxOrders' ? { view: 'boxOrders' } : {})}
          items={[
            { key: 'projects', label: t('projectsTab') },
            { key: 'boxOrders', label: t('tab') },
          ]}
          style={{ marginBottom: 0, flex: 1 }}
        />
        {links.length > 0 && (
          <Space>
            {links.map(({ route, label }) => (
              <Link key={route.name} to={route.path}>
                {label}
              </Link>
            ))}
          </Space>
        )}
      </Flex>
      {view === 'boxOrders' ? (
        <Card variant="borderless">
          <BoxOrdersTab />
        </Card>
      ) : (
        projects
      )}
    </>
  );
}

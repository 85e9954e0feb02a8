import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { routeTitleKey, routeTrail } from '../lib/permissions.ts';

/** Home › group › page, from the route table. */
export function AppBreadcrumb() {
  const { t } = useTranslation(['menu']);
  const { pathname } = useLocation();
  const trail = routeTrail(pathname).filter((route) => route.name !== 'index');
  const current = pathname === '/mes' ? [{ path: '/mes', name: 'mes' as const }] : trail;
  const items = [
    { key: 'index', title: <Link to="/index">{t(routeTitleKey('index'))}</Link> },
    ...current.map((route) => ({ key: route.path, title: t(routeTitleKey(route.name)) })),
  ];
  return <Breadcrumb className="app-breadcrumb" items={items} />;
}

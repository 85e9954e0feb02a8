import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { APP_ROUTES } from '@stone/shared/routes';
import { FeatureNotOpen } from '../components/feature-not-open.tsx';
import { PageLoading } from '../components/page-loading.tsx';
import { canOpen, routeTitleKey } from '../lib/permissions.ts';
import { useUserInfo } from '../lib/session.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { SCREENS } from './screens.tsx';
import { menuEn } from '../layout/locales/menu-en.ts';
import { menuZh } from '../layout/locales/menu-zh.ts';
import { addLocales } from '../lib/i18n.ts';

addLocales('menu', { en: menuEn, zh: menuZh });

const ROUTES_BY_PATH = new Map(APP_ROUTES.map((route) => [route.path, route]));

/**
 * Any path inside the shell: unknown → /404; forbidden → /401; then the route's redirect, its
 * screen, or the shared "feature not open" placeholder.
 */
export function RouteScreen() {
  const { t } = useTranslation(['common', 'menu']);
  const { pathname } = useLocation();
  const user = useUserInfo().data;
  const route = ROUTES_BY_PATH.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
  // Every screen of the route table gets its tab title here, in the current language, so no
  // screen can forget it; t() re-renders this on a language switch.
  useDocumentTitle(route && !route.redirect ? t(routeTitleKey(route.name)) : '');
  if (!route) return <Navigate to="/404" replace />;
  if (!user || !canOpen(user, route.name)) return <Navigate to="/401" replace />;
  if (route.redirect) return <Navigate to={route.redirect} replace />;
  const Screen = SCREENS[route.name];
  const title = t(routeTitleKey(route.name));
  // One h1 per screen names it for screen readers; the breadcrumb and tab already show it.
  const heading = <h1 className="visually-hidden">{title}</h1>;
  if (!Screen)
    return (
      <>
        {heading}
        <FeatureNotOpen title={title} />
      </>
    );
  return (
    <>
      {heading}
      <Suspense fallback={<PageLoading />}>
        <Screen />
      </Suspense>
    </>
  );
}

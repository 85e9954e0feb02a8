import { Layout } from 'antd';
import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { PageLoading } from '../components/page-loading.tsx';
import { buildMenus, routeTrail } from '../lib/permissions.ts';
import { useUserInfo } from '../lib/session.ts';
import { updateSettings, useSettings } from '../lib/settings.ts';
import { useIsMobile } from '../lib/use-is-mobile.ts';
import { CustomerService } from './customer-service.tsx';
import { Navbar } from './navbar.tsx';
import { Sidebar } from './sidebar.tsx';
import { addTag } from './tags-store.ts';
import { TagsView } from './tags-view.tsx';
import './app-layout.css';
import { addLocales } from '../lib/i18n.ts';
import { en } from './locales/en.ts';
import { menuEn } from './locales/menu-en.ts';
import { menuZh } from './locales/menu-zh.ts';
import { zh } from './locales/zh.ts';

/**
 * The settings drawer (its colour picker and form: 80 KB gzipped) loads when first opened, not
 * with the shell every signed-in page waits for (issue 24: the shell's budget is 450 KB).
 */
const SettingsDrawer = lazy(() =>
  import('./settings-drawer.tsx').then((m) => ({ default: m.SettingsDrawer })),
);

// The shell's texts and the route titles arrive with the shell.
addLocales('layout', { en, zh });
addLocales('menu', { en: menuEn, zh: menuZh });

/** The shell of spec §2: sidebar, top bar, tags view, settings drawer, customer service. */
export function AppLayout() {
  const { t } = useTranslation('layout');
  const user = useUserInfo().data;
  const settings = useSettings();
  const isMobile = useIsMobile();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // Mounted from the first opening on, so closing it keeps its closing animation.
  const [settingsOpened, setSettingsOpened] = useState(false);
  const menus = useMemo(() => (user ? buildMenus(user) : []), [user]);

  useEffect(() => {
    const route = routeTrail(pathname).at(-1);
    if (route && !route.redirect) addTag({ path: route.path, name: route.name });
    if (pathname === '/mes') addTag({ path: pathname, name: 'mes' });
  }, [pathname]);

  if (!user) return <PageLoading />;
  const sidebarOpen = isMobile ? drawerOpen : !settings.sidebarCollapsed;
  const toggleSidebar = () => {
    if (isMobile) setDrawerOpen((open) => !open);
    else updateSettings({ sidebarCollapsed: !settings.sidebarCollapsed });
  };

  return (
    <Layout className="app-layout" hasSider={!isMobile}>
      {/* The first stop of the Tab key: past the sidebar's many entries to the screen. */}
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <Sidebar
        menus={menus}
        isMobile={isMobile}
        collapsed={settings.sidebarCollapsed}
        drawerOpen={drawerOpen}
        showLogo={settings.sidebarLogo}
        onCloseDrawer={() => setDrawerOpen(false)}
      />
      <Layout className="app-layout__body">
        <header className={`app-header${settings.fixedHeader ? ' app-header--fixed' : ''}`}>
          <Navbar
            user={user}
            isMobile={isMobile}
            sidebarOpen={sidebarOpen}
            onToggleSidebar={toggleSidebar}
            onOpenSettings={() => {
              setSettingsOpened(true);
              setSettingsOpen(true);
            }}
          />
          {settings.tagsView ? <TagsView /> : null}
        </header>
        <Layout.Content className="app-main" id="main" tabIndex={-1}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
      {settingsOpened ? (
        <Suspense fallback={null}>
          <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
        </Suspense>
      ) : null}
      <CustomerService />
    </Layout>
  );
}

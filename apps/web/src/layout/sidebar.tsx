import { Drawer, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LIMITS } from '@stone/shared/limits';
import type { MenuNode } from '../lib/permissions.ts';
import { SidebarMenu } from './sidebar-menu.tsx';

type Props = {
  menus: MenuNode[];
  isMobile: boolean;
  collapsed: boolean;
  drawerOpen: boolean;
  showLogo: boolean;
  onCloseDrawer: () => void;
};

function Logo({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Link to="/index" className="app-logo" aria-label={t('appName')}>
      <span className="app-logo__mark" aria-hidden>
        S
      </span>
      {collapsed ? null : <span className="app-logo__text">{t('appName')}</span>}
    </Link>
  );
}

/** 270 px and collapsible on desktop; a drawer below 992 px (spec §9). */
export function Sidebar({
  menus,
  isMobile,
  collapsed,
  drawerOpen,
  showLogo,
  onCloseDrawer,
}: Props) {
  const { t } = useTranslation('layout');
  if (isMobile) {
    return (
      <Drawer
        placement="left"
        open={drawerOpen}
        onClose={onCloseDrawer}
        size={LIMITS.sidebarWidthPx}
        closable={false}
        title={null}
        className="app-sidebar-drawer"
        styles={{ body: { padding: 0, background: '#001529' } }}
        aria-label={t('sidebar.menu')}
      >
        <nav aria-label={t('sidebar.menu')} data-testid="sidebar">
          {showLogo ? <Logo collapsed={false} /> : null}
          <SidebarMenu menus={menus} collapsed={false} onNavigate={onCloseDrawer} />
        </nav>
      </Drawer>
    );
  }
  return (
    <Layout.Sider
      width={LIMITS.sidebarWidthPx}
      collapsedWidth={64}
      collapsible
      collapsed={collapsed}
      trigger={null}
      className="app-sider"
    >
      <nav aria-label={t('sidebar.menu')} data-testid="sidebar">
        {showLogo ? <Logo collapsed={collapsed} /> : null}
        <SidebarMenu menus={menus} collapsed={collapsed} />
      </nav>
    </Layout.Sider>
  );
}

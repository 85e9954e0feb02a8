import { MenuFoldOutlined, MenuUnfoldOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@stone/shared/account/user';
import { LanguageSwitch } from '../components/language-switch.tsx';
import { AppBreadcrumb } from './breadcrumb.tsx';
import { FullscreenToggle } from './fullscreen-toggle.tsx';
import { UserMenu } from './user-menu.tsx';

type Props = {
  user: UserInfo;
  isMobile: boolean;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  onOpenSettings: () => void;
};

/** Sidebar toggle, breadcrumb, full screen, language, settings, user menu. */
export function Navbar({ user, isMobile, sidebarOpen, onToggleSidebar, onOpenSettings }: Props) {
  const { t } = useTranslation('layout');
  const toggleLabel = sidebarOpen ? t('sidebar.collapse') : t('sidebar.expand');
  return (
    <div className="app-navbar">
      <Button
        type="text"
        aria-label={toggleLabel}
        aria-expanded={sidebarOpen}
        data-testid="sidebar-toggle"
        icon={sidebarOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        onClick={onToggleSidebar}
      />
      <div className="app-navbar__crumbs">
        <AppBreadcrumb />
      </div>
      <div className="app-navbar__tools">
        <FullscreenToggle />
        <LanguageSwitch showLabel={!isMobile} />
        <Tooltip title={t('settings.open')}>
          <Button
            type="text"
            aria-label={t('settings.open')}
            icon={<SettingOutlined />}
            onClick={onOpenSettings}
            data-testid="settings-open"
          />
        </Tooltip>
        <UserMenu user={user} compact={isMobile} />
      </div>
    </div>
  );
}

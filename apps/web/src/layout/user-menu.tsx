import { HomeOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { UserInfo } from '@stone/shared/account/user';
import { logout } from '../lib/session.ts';
import { resetTags } from './tags-store.ts';

/** Home, personal settings, log out (spec §2 "Shell"). */
export function UserMenu({ user, compact }: { user: UserInfo; compact: boolean }) {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const name = user.nickname || user.username;

  const onLogout = async () => {
    await logout();
    resetTags();
    void navigate('/login', { replace: true });
  };

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'home', icon: <HomeOutlined />, label: t('userMenu.home') },
          { key: 'personal', icon: <UserOutlined />, label: t('userMenu.personalSettings') },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: t('userMenu.logout'), danger: true },
        ],
        onClick: ({ key }) => {
          if (key === 'home') void navigate('/index');
          if (key === 'personal') void navigate('/personalSettings');
          if (key === 'logout') void onLogout();
        },
      }}
    >
      <Button type="text" className="app-user" data-testid="user-menu" aria-label={name}>
        <Avatar size="small" src={user.avatar ?? undefined} icon={<UserOutlined />} />
        {compact ? null : <span className="app-user__name">{name}</span>}
      </Button>
    </Dropdown>
  );
}

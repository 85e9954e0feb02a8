import { Menu, type MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { routeTitleKey, routeTrail, type MenuNode } from '../lib/permissions.ts';
import { menuIcon } from './menu-icons.tsx';

type Props = { menus: MenuNode[]; collapsed: boolean; onNavigate?: () => void };

/** The permitted menus of the route table; hidden detail pages select their parent. */
export function SidebarMenu({ menus, collapsed, onNavigate }: Props) {
  const { t } = useTranslation(['menu']);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const trail = routeTrail(pathname);
  const selected = [...trail].reverse().find((route) => !route.hidden)?.path ?? pathname;
  const parentPath = trail.length > 1 ? trail[0]?.path : undefined;
  const [openKeys, setOpenKeys] = useState<string[]>(parentPath ? [parentPath] : []);

  const items = useMemo<MenuProps['items']>(
    () =>
      menus.map((menu) => ({
        key: menu.path,
        icon: menuIcon(menu.icon),
        label: t(routeTitleKey(menu.name)),
        children: menu.children.length
          ? menu.children.map((child) => ({ key: child.path, label: t(routeTitleKey(child.name)) }))
          : undefined,
      })),
    [menus, t],
  );

  return (
    <Menu
      mode="inline"
      theme="dark"
      items={items}
      selectedKeys={[selected]}
      openKeys={collapsed ? undefined : openKeys}
      onOpenChange={setOpenKeys}
      onClick={({ key }) => {
        void navigate(key);
        onNavigate?.();
      }}
    />
  );
}

import { Tree } from 'antd';
import { useTranslation } from 'react-i18next';
import { actionKey, ALWAYS_ALLOWED_ROUTES, APP_ROUTES, type AppRoute } from '@stone/shared/routes';
import { routeTitleKey } from '../../../lib/permissions.ts';
import { en } from '../locales/en.ts';

type Node = { key: string; title: string; children?: Node[] };

export const menuKey = (menuId: number) => `m:${menuId}`;
export const actionNodeKey = (route: string, action: string) => `a:${actionKey(route, action)}`;

/** Keys of the tree ⇄ the role's menu ids and `route:action` permissions. */
export function toKeys(menuIds: number[], actions: string[]): string[] {
  return [...menuIds.map(menuKey), ...actions.map((a) => `a:${a}`)];
}
export function fromKeys(keys: string[]) {
  return {
    menuIds: keys.filter((k) => k.startsWith('m:')).map((k) => Number(k.slice(2))),
    actions: keys.filter((k) => k.startsWith('a:')).map((k) => k.slice(2)),
  };
}

/** Grouped as the sidebar groups them; pages everyone may open are left out. */
const granted = (r: AppRoute) => !ALWAYS_ALLOWED_ROUTES.has(r.name);
const TOP = APP_ROUTES.filter((r) => !r.parent && granted(r) && (!r.hidden || r.actions));

type Props = { value?: string[]; onChange?: (keys: string[]) => void };

/** An action this screen has a name for (a newer server's action shows as it is). */
const isNamed = (action: string): action is keyof typeof en.actionNames =>
  Object.hasOwn(en.actionNames, action);

/** The permission editor: menus of the shared route table, actions under each screen. */
export function PermissionTree({ value = [], onChange }: Props) {
  const { t } = useTranslation(['roles', 'menu']);
  const screen = (r: AppRoute): Node => {
    const actions = (r.actions ?? []).map((a) => ({
      key: actionNodeKey(r.name, a),
      title: isNamed(a) ? t(`actionNames.${a}`) : a,
    }));
    const children = APP_ROUTES.filter(
      (c) => c.parent === r.name && granted(c) && (!c.hidden || c.actions),
    ).map(screen);
    const all = [...children, ...actions];
    return {
      key: menuKey(r.menuId),
      title: t(routeTitleKey(r.name)),
      ...(all.length ? { children: all } : {}),
    };
  };
  return (
    <Tree
      checkable
      // Each box stands alone: granting a screen must not grant every action under it.
      checkStrictly
      selectable={false}
      defaultExpandAll
      treeData={TOP.map(screen)}
      checkedKeys={value}
      onCheck={(checked) =>
        onChange?.((Array.isArray(checked) ? checked : checked.checked).map(String))
      }
    />
  );
}

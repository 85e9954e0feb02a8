import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@stone/shared/account/user';
import {
  APP_ROUTES,
  canOpenRoute,
  isRouteName,
  ROUTES_BY_NAME,
  type AppRoute,
  type Grants,
  type RouteName,
} from '@stone/shared/routes';
import type { PlanContext } from '@stone/shared/enterprise-plan';

export type MenuNode = {
  name: RouteName;
  path: string;
  icon?: string;
  children: MenuNode[];
};

export function planOf(user: UserInfo): PlanContext {
  return {
    moduleIds: user.moduleLevelOne.map((m) => m.moduleId),
    resourceCodes: user.resourceCodeList,
    partnershipMode: user.orgPartnershipMode,
  };
}

export function grantsOf(user: UserInfo): Grants {
  return {
    isSuperAdmin: user.webRoleList.some((role) => role.isSuperAdmin),
    menuIds: user.menuIds,
    actions: user.actions,
  };
}

/** May this user open the route (plan has it, role grants it)? Unknown names: no. */
export function canOpen(user: UserInfo, routeName: string): boolean {
  const route = ROUTES_BY_NAME.get(routeName);
  if (!route || user.orgId === null) return false;
  return canOpenRoute(route, planOf(user), grantsOf(user));
}

export function hasAction(user: UserInfo, routeName: string, action: string): boolean {
  return grantsOf(user).isSuperAdmin || user.actions.includes(`${routeName}:${action}`);
}

/**
 * The sidebar: first-level routes and their visible children that this user may open. A group
 * whose visible children are all forbidden disappears; a group without visible children (only
 * hidden detail pages) is a leaf.
 */
export function buildMenus(user: UserInfo, routes: readonly AppRoute[] = APP_ROUTES): MenuNode[] {
  const visible = routes.filter((r) => !r.hidden && canOpen(user, r.name));
  const menus: MenuNode[] = [];
  for (const route of visible) {
    if (route.parent) continue;
    const declaredChildren = routes.filter((r) => r.parent === route.name && !r.hidden);
    const children = visible
      .filter((r) => r.parent === route.name)
      .map((r) => ({ name: r.name, path: r.path, children: [] }));
    if (declaredChildren.length > 0 && children.length === 0) continue;
    menus.push({
      name: route.name,
      path: route.path,
      ...(route.icon ? { icon: route.icon } : {}),
      children,
    });
  }
  return menus;
}

/** The route a path belongs to, with its ancestors first (for the breadcrumb). */
export function routeTrail(pathname: string, routes: readonly AppRoute[] = APP_ROUTES): AppRoute[] {
  const route = routes.find((r) => r.path === pathname);
  if (!route) return [];
  const trail: AppRoute[] = [route];
  let parent = route.parent ? ROUTES_BY_NAME.get(route.parent) : undefined;
  while (parent) {
    trail.unshift(parent);
    parent = parent.parent ? ROUTES_BY_NAME.get(parent.parent) : undefined;
  }
  return trail;
}

/** What has a title in the `menu` namespace: a route of the table, or the board (/mes). */
export type TitledName = RouteName | 'mes';
export const isTitledName = (name: unknown): name is TitledName =>
  name === 'mes' || (typeof name === 'string' && isRouteName(name));

type Underscored<S extends string> = S extends `${infer A}.${infer B}`
  ? `${A}_${Underscored<B>}`
  : S;

/** Route titles live in the `menu` namespace; dotted names (employeeDetails.x) use `_`. */
export const routeTitleKey = <N extends TitledName>(name: N) =>
  // The replace is what Underscored spells, so the key is one of the menu's.
  `menu:${name.replace(/\./g, '_')}` as `menu:${Underscored<N>}`;

/** A route's title (its menu name) in the current language. */
export function useRouteTitle(name: TitledName): string {
  const { t } = useTranslation(['menu']);
  return t(routeTitleKey(name));
}

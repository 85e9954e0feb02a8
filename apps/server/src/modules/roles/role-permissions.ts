import { ALL_ACTIONS, ROUTES_BY_MENU_ID, ROUTES_BY_NAME } from '@stone/shared';
import { invalid } from '../../lib/app-error.ts';

const KNOWN_ACTIONS = new Set(ALL_ACTIONS);

/**
 * Checks a permission set against the shared route table and completes it: an action grants its
 * screen, and a screen its menu group, so the sidebar can always show what the role may open.
 */
export function normalizePermissions(menuIds: number[], actions: string[]) {
  if (menuIds.length === 0 && actions.length === 0)
    throw invalid('role.permissionRequired', { menuIds: 'role.permissionRequired' });
  const unknownMenu = menuIds.some((id) => !ROUTES_BY_MENU_ID.has(id));
  const unknownAction = actions.some((a) => !KNOWN_ACTIONS.has(a));
  if (unknownMenu || unknownAction)
    throw invalid('role.unknownPermission', {
      [unknownMenu ? 'menuIds' : 'actions']: 'role.unknownPermission',
    });
  const granted = new Set(menuIds);
  for (const action of actions) {
    const route = ROUTES_BY_NAME.get(action.split(':')[0] ?? '');
    if (route) granted.add(route.menuId);
  }
  for (const id of [...granted]) {
    let route = ROUTES_BY_MENU_ID.get(id);
    while (route?.parent) {
      route = ROUTES_BY_NAME.get(route.parent);
      if (route) granted.add(route.menuId);
    }
  }
  return {
    menuIds: [...granted].sort((a, b) => a - b),
    actions: [...new Set(actions)].sort(),
  };
}

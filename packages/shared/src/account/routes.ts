import type { RouteDef } from '../route-def.ts';

/** The signed-in person's own settings. */
export const ACCOUNT_ROUTES = [
  { name: 'personalSettings', path: '/personalSettings', menuId: 188, hidden: true },
] as const satisfies readonly RouteDef[];

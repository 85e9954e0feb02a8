import { ACCOUNT_ROUTES } from './account/routes.ts';
import { BOARD_ROUTES } from './boards/routes.ts';
import { CUTTING_ROUTES } from './cutting/routes.ts';
import { deriveMesLevel, ORDER_PARTNERSHIP_MODE, type PlanContext } from './enterprise-plan.ts';
import { ENTERPRISE_ROUTES } from './enterprise/routes.ts';
import { FLOW_ROUTES } from './material-flows/routes.ts';
import { MATERIAL_ROUTES } from './materials/routes.ts';
import { ORDER_ROUTES } from './orders/routes.ts';
import { PACKING_ROUTES } from './packing/routes.ts';
import { PAY_ROUTES } from './pay/routes.ts';
import { PROCESS_ROUTES } from './processes/routes.ts';
import { PRODUCTION_ROUTES } from './production/routes.ts';
import { PROJECT_ROUTES } from './projects/routes.ts';
import type { RouteDef } from './route-def.ts';
import { TEAM_ROUTES } from './teams/routes.ts';

export type { RouteDef, RouteGate } from './route-def.ts';

const AREA_ROUTES = [
  ...ACCOUNT_ROUTES,
  ...BOARD_ROUTES,
  ...CUTTING_ROUTES,
  ...ENTERPRISE_ROUTES,
  ...FLOW_ROUTES,
  ...MATERIAL_ROUTES,
  ...ORDER_ROUTES,
  ...PACKING_ROUTES,
  ...PAY_ROUTES,
  ...PROCESS_ROUTES,
  ...PRODUCTION_ROUTES,
  ...PROJECT_ROUTES,
  ...TEAM_ROUTES,
];

/** The routes as declared, each with its literal name and actions. */
type DeclaredRoute = (typeof AREA_ROUTES)[number];
export type RouteName = DeclaredRoute['name'];
/** The actions a role can be granted under route `N` (never for a view-only screen). */
export type RouteAction<N extends RouteName> =
  Extract<DeclaredRoute, { name: N }> extends { actions: readonly (infer A)[] } ? A : never;
/** A route of the table: its name is one the compiler knows. */
export type AppRoute = RouteDef & { readonly name: RouteName };

/**
 * The one route table, in menu order: the server derives menus and permissions from it, the web
 * its router and sidebar. Each area declares its routes in its own folder.
 */
export const APP_ROUTES: readonly AppRoute[] = [...AREA_ROUTES].sort((a, b) => a.menuId - b.menuId);

/** Routes every member may open regardless of role (their own settings, home). */
export const ALWAYS_ALLOWED_ROUTES: ReadonlySet<string> = new Set<RouteName>([
  'index',
  'personalSettings',
]);

export const ROUTES_BY_NAME: ReadonlyMap<string, AppRoute> = new Map(
  APP_ROUTES.map((r) => [r.name, r]),
);
export const ROUTES_BY_MENU_ID: ReadonlyMap<number, AppRoute> = new Map(
  APP_ROUTES.map((r) => [r.menuId, r]),
);

export const isRouteName = (name: string): name is RouteName => ROUTES_BY_NAME.has(name);

/** Does the enterprise's plan switch this route (and every ancestor) on? */
export function isRouteInPlan(route: RouteDef, plan: PlanContext): boolean {
  const mesLevel = deriveMesLevel(plan.resourceCodes);
  const gatesOk = (route.gates ?? []).every((gate) => {
    if ('resource' in gate) return plan.resourceCodes.includes(gate.resource);
    if ('module' in gate) return plan.moduleIds.includes(gate.module);
    if ('mesLevel' in gate) return mesLevel >= gate.mesLevel;
    const hasOrderRight =
      plan.resourceCodes.includes('MC_SQQ_ORDER') ||
      plan.partnershipMode === ORDER_PARTNERSHIP_MODE;
    return hasOrderRight && plan.moduleIds.includes(201);
  });
  const parent = route.parent ? ROUTES_BY_NAME.get(route.parent) : undefined;
  return gatesOk && (parent ? isRouteInPlan(parent, plan) : true);
}

export type Grants = {
  isSuperAdmin: boolean;
  menuIds: readonly number[];
  actions: readonly string[];
};

/** A user sees a route when the plan has it AND their role grants its menu id. */
export function canOpenRoute(route: RouteDef, plan: PlanContext, grants: Grants): boolean {
  if (!isRouteInPlan(route, plan)) return false;
  if (grants.isSuperAdmin || ALWAYS_ALLOWED_ROUTES.has(route.name)) return true;
  return grants.menuIds.includes(route.menuId);
}

/** Action permission names look like `memberManagement:add`. */
export const actionKey = (routeName: string, action: string): string => `${routeName}:${action}`;

export const ALL_ACTIONS: string[] = APP_ROUTES.flatMap((r: RouteDef) =>
  (r.actions ?? []).map((a) => actionKey(r.name, a)),
);

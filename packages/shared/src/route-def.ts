/**
 * What a route needs from the enterprise's plan. `order` is the order-management rule of
 * product-spec §6: the order resource code or partnership mode 4, and the PROJECT_MANAGE module.
 */
export type RouteGate =
  | { readonly resource: string }
  | { readonly module: number }
  | { readonly mesLevel: 2 | 3 | 4 }
  | { readonly order: true };

/**
 * One screen of the route table. Each area declares its own routes `as const satisfies
 * readonly RouteDef[]`, so names and actions stay literal types (routes.ts joins them).
 */
export type RouteDef = {
  /** Unique route name; also the i18n key suffix `menu.<name>`. */
  readonly name: string;
  /** Absolute path. */
  readonly path: string;
  readonly menuId: number;
  readonly parent?: string;
  readonly hidden?: boolean;
  readonly redirect?: string;
  readonly icon?: string;
  readonly gates?: readonly RouteGate[];
  /** Action permissions a role can grant under this screen (besides seeing it). */
  readonly actions?: readonly string[];
};

export const BASIC_GATE = { resource: 'MC_ORG_WEB_BASIC_MODULE' } as const;

import type { z } from 'zod';
import type { RouteAction, RouteName } from './routes.ts';

/**
 * Who may call an endpoint. `public`: anyone; `session`: any signed-in user, with or without an
 * enterprise; `{ route, action? }`: a member of an enterprise whose plan has the route and whose
 * role grants it (and the action, when named).
 */
export type Access = 'public' | 'session' | { route: RouteName; action?: string };

/** Marks the four calls of a simple entity (crud.ts), so tests and docs can treat them alike. */
export type CrudTag = {
  op: 'list' | 'create' | 'update' | 'delete';
  /** A valid create body named with `marker`. */
  example: (marker: string) => Record<string, unknown>;
  /** The entity's create call, to make rows an update or a delete can act on. */
  createPath: string;
};

export type EndpointDef = { body: z.ZodType; data: z.ZodType; access: Access; crud?: CrudTag };

export function endpoint<B extends z.ZodType, D extends z.ZodType>(
  body: B,
  data: D,
  access: Access,
) {
  return { body, data, access };
}

/**
 * The access of a screen's endpoints, checked by the compiler: `access('picking', 'pick')`
 * names a route of the table and one of its own actions, or only the route to need just seeing it.
 */
export function access<N extends RouteName>(route: N, action?: RouteAction<N>): Access {
  return action === undefined ? { route } : { route, action: String(action) };
}

/** `access` bound to one route, for an area whose endpoints all sit under the same screen. */
export const routeAccess =
  <N extends RouteName>(route: N) =>
  (action?: RouteAction<N>): Access =>
    access(route, action);

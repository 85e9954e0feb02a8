import { ROUTES_BY_NAME, type RouteAction, type RouteName } from '@stone/shared/routes';
import type { CrudRoute } from '@stone/shared/crud';

/** A `[route, action]` pair of the shared table: a wrong route or action fails the type check. */
export type Perm = {
  [N in RouteName]: [RouteAction<N>] extends [never] ? never : readonly [N, RouteAction<N>];
}[RouteName];

/**
 * A route a feature uses, with the actions it gates (docs/adr/0008): the name and each action are
 * literal types of packages/shared/src/routes.ts, so the compiler checks them; the path comes from
 * that table.
 */
export function featureRoute<N extends RouteName, const A extends RouteAction<N> & string = never>(
  name: N,
  actions: readonly A[] = [],
) {
  const route = ROUTES_BY_NAME.get(name);
  // Only a name cast past the compiler gets here; fail at load rather than link nowhere.
  if (!route) throw new Error(`Route "${name}" is not in the shared route table`);
  const perm = Object.fromEntries(actions.map((a) => [a, [name, a] as const])) as {
    [K in A]: readonly [N, K];
  };
  return {
    name,
    path: route.path,
    perm,
    /** The route's path with a query (`?id=…`), for links and navigate(). */
    to: (query: Record<string, string> = {}) => {
      const text = new URLSearchParams(query).toString();
      return text ? `${route.path}?${text}` : route.path;
    },
  };
}

/** The add, edit and delete pairs of a simple entity's screen (a route that has all three). */
export const crudPerms = (route: CrudRoute) => ({
  add: [route, 'add'] as const as Perm,
  edit: [route, 'edit'] as const as Perm,
  delete: [route, 'delete'] as const as Perm,
});

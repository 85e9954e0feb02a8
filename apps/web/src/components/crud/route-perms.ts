import { ROUTES_BY_NAME } from '@stone/shared/routes';

export type Perm = readonly [route: string, action: string];

/** Every route a feature declared, for the test that checks them against the shared table. */
export const DECLARED_ROUTES: { name: string; actions: readonly string[] }[] = [];

/**
 * A route a feature uses, with the actions it gates (docs/adr/0008): typed names instead of
 * string pairs scattered over the screens. The path comes from packages/shared/src/routes.ts, and
 * an unknown route fails at once; the actions are checked against that table by a test.
 */
export function featureRoute<A extends string>(name: string, actions: readonly A[] = []) {
  const route = ROUTES_BY_NAME.get(name);
  if (!route) throw new Error(`Route "${name}" is not in the shared route table`);
  DECLARED_ROUTES.push({ name, actions });
  const perm = Object.fromEntries(actions.map((a) => [a, [name, a] as const])) as {
    [K in A]: readonly [string, K];
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

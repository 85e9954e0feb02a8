import type { RouteDef } from '../route-def.ts';

/** Production plans and workshop tasks (issue 18); machine pickup sits under them. */
export const PRODUCTION_ROUTES = [
  {
    name: 'producePlan',
    path: '/producePlan',
    menuId: 130,
    icon: 'plan',
    redirect: '/producePlan/devicePicking',
  },
] as const satisfies readonly RouteDef[];

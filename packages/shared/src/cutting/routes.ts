import type { RouteDef } from '../route-def.ts';

/** Production data: the cutting records of the saws (issue 17). */
export const CUTTING_ROUTES = [
  {
    name: 'produceData',
    path: '/produceData',
    menuId: 110,
    icon: 'data',
    redirect: '/produceData/cuttingData',
  },
  {
    name: 'cuttingData',
    path: '/produceData/cuttingData',
    menuId: 111,
    parent: 'produceData',
    actions: ['export'],
  },
] as const satisfies readonly RouteDef[];

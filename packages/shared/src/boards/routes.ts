import type { RouteDef } from '../route-def.ts';

/** Home and the production boards (issue 20). */
export const BOARD_ROUTES = [
  { name: 'index', path: '/index', menuId: 100, icon: 'home' },
  {
    name: 'mesDigitalFactory',
    path: '/produceData/mesDigitalFactory',
    menuId: 112,
    parent: 'produceData',
    gates: [{ resource: 'MC_DIGITAL_FACTORY_1_0_BOARD' }],
  },
  { name: 'newMes', path: '/newMes', menuId: 410, icon: 'mes', gates: [{ mesLevel: 2 }] },
  {
    name: 'mesBoard',
    path: '/mesBoard',
    menuId: 411,
    icon: 'board',
    gates: [{ mesLevel: 2 }, { module: 500 }],
  },
  {
    name: 'digitalFactory',
    path: '/digitalFactory',
    menuId: 415,
    icon: 'board',
    gates: [{ resource: 'MC_DIGITAL_FACTORY_1_0_BOARD' }],
  },
] as const satisfies readonly RouteDef[];

import type { RouteDef } from '../route-def.ts';

/** Iron frames, kit check and packing (issue 18). */
export const PACKING_ROUTES = [
  { name: 'ironFrameDetails', path: '/ironFrameDetails', menuId: 185, hidden: true },
  { name: 'packedBoxDetails', path: '/packedBoxDetails', menuId: 186, hidden: true },
  {
    name: 'frameManagement',
    path: '/frameManagement',
    menuId: 408,
    icon: 'frame',
    gates: [{ mesLevel: 4 }],
  },
  {
    name: 'mesPack',
    path: '/mesPack',
    menuId: 414,
    icon: 'pack',
    gates: [{ mesLevel: 3 }, { module: 502 }],
  },
] as const satisfies readonly RouteDef[];

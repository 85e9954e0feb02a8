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
    // `edit`: manage frames (create, labels, stages, return); `scan`: bind and move them (the
    // shop floor's); `unbind`: take a piece back off its frame (a lead's).
    actions: ['edit', 'scan', 'unbind'],
  },
  {
    name: 'mesPack',
    path: '/mesPack',
    menuId: 414,
    icon: 'pack',
    gates: [{ mesLevel: 3 }, { module: 502 }],
    // `check`: kit check by scan; `boxes`: create wooden boxes; `pack`: pack by scan and seal;
    // `unpack`: a lead takes a packed piece out again, with a reason.
    actions: ['check', 'boxes', 'pack', 'unpack'],
  },
] as const satisfies readonly RouteDef[];

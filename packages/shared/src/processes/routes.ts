import { BASIC_GATE, type RouteDef } from '../route-def.ts';

/** The process catalogue, process flows and work reporting (issue 17). */
export const PROCESS_ROUTES = [
  { name: 'processDetail', path: '/processDetail', menuId: 183, hidden: true },
  {
    name: 'spCraftsManagement',
    path: '/spCraftsManagement',
    menuId: 405,
    icon: 'craft',
    gates: [{ resource: 'SG_PROCESS_CRAFT_DESIGN' }],
  },
  {
    name: 'codeManagement',
    path: '/codeManagement',
    menuId: 406,
    icon: 'code',
    gates: [BASIC_GATE],
  },
  {
    name: 'mesProcessCraft',
    path: '/mesProcessCraft',
    menuId: 412,
    icon: 'craft',
    gates: [{ mesLevel: 3 }, { module: 501 }],
  },
  {
    name: 'mesClassify',
    path: '/mesClassify',
    menuId: 413,
    icon: 'classify',
    gates: [{ mesLevel: 3 }],
  },
  {
    name: 'setForklift',
    path: '/setForklift',
    menuId: 416,
    icon: 'forklift',
    gates: [{ mesLevel: 3 }],
  },
  {
    name: 'setReportWork',
    path: '/setReportWork',
    menuId: 417,
    icon: 'report',
    gates: [{ mesLevel: 2 }],
  },
] as const satisfies readonly RouteDef[];

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
    actions: ['add', 'edit', 'delete'],
  },
  {
    name: 'codeManagement',
    path: '/codeManagement',
    menuId: 406,
    icon: 'code',
    gates: [BASIC_GATE],
    // Processes and process codes (issue 17) are edited on this screen.
    actions: ['add', 'edit', 'delete'],
  },
  {
    name: 'mesProcessCraft',
    path: '/mesProcessCraft',
    menuId: 412,
    icon: 'craft',
    gates: [{ mesLevel: 3 }, { module: 501 }],
    // Setting a process code's route.
    actions: ['edit'],
  },
  {
    name: 'mesClassify',
    path: '/mesClassify',
    menuId: 413,
    icon: 'classify',
    gates: [{ mesLevel: 3 }],
    actions: ['add', 'edit', 'delete'],
  },
  {
    name: 'setForklift',
    path: '/setForklift',
    menuId: 416,
    icon: 'forklift',
    gates: [{ mesLevel: 3 }],
    actions: ['edit'],
  },
  {
    name: 'setReportWork',
    path: '/setReportWork',
    menuId: 417,
    icon: 'report',
    gates: [{ mesLevel: 2 }],
    actions: ['edit'],
  },
] as const satisfies readonly RouteDef[];

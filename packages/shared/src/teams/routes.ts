import { BASIC_GATE, type RouteDef } from '../route-def.ts';

/** Team groups with performance coefficients and process team members (issue 20). */
export const TEAM_ROUTES = [
  {
    name: 'teamManagement',
    path: '/basicManagement/teamManagement',
    menuId: 142,
    parent: 'basicManagement',
    hidden: true,
    actions: ['add', 'edit', 'delete'],
  },
  {
    name: 'teamManManagement',
    path: '/teamManManagement',
    menuId: 407,
    icon: 'team',
    gates: [BASIC_GATE],
    actions: ['add', 'delete'],
  },
] as const satisfies readonly RouteDef[];

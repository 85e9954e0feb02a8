import { BASIC_GATE, type RouteDef } from '../route-def.ts';

/** Enterprise administration (issue 5). */
export const ENTERPRISE_ROUTES = [
  {
    name: 'orgManagement',
    path: '/orgManagement',
    menuId: 150,
    icon: 'team',
    redirect: '/orgManagement/orgInfo',
    gates: [BASIC_GATE],
  },
  {
    name: 'orgInfo',
    path: '/orgManagement/orgInfo',
    menuId: 151,
    parent: 'orgManagement',
    actions: ['edit'],
  },
  {
    name: 'memberManagement',
    path: '/orgManagement/memberManagement',
    menuId: 152,
    parent: 'orgManagement',
    actions: ['add', 'edit', 'disable', 'remove', 'export', 'department', 'review'],
  },
  {
    name: 'rolesManagement',
    path: '/rolesManagement',
    menuId: 402,
    icon: 'lock',
    gates: [{ resource: 'MC_ROLE_RIGHTS_MANAGEMENT' }],
    actions: ['add', 'edit', 'delete'],
  },
  {
    name: 'extendedApplication',
    path: '/extendedApplication',
    menuId: 404,
    icon: 'app',
    gates: [BASIC_GATE],
    actions: ['allocate'],
  },
] as const satisfies readonly RouteDef[];

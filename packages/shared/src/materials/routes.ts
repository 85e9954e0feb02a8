import { BASIC_GATE, type RouteDef } from '../route-def.ts';

/** Inventory (issue 13): warehouses, racks, workshops, process categories, slabs, devices. */
export const MATERIAL_ROUTES = [
  {
    name: 'basicManagement',
    path: '/basicManagement',
    menuId: 140,
    icon: 'setting',
    gates: [BASIC_GATE],
    // Warehouses, racks and workshops (issue 13) are edited on this screen.
    actions: ['add', 'edit', 'delete'],
  },
  {
    name: 'processCategory',
    path: '/basicManagement/processCategory',
    menuId: 141,
    parent: 'basicManagement',
    hidden: true,
    actions: ['add', 'edit', 'delete'],
  },
  {
    name: 'aboutMaterial',
    path: '/aboutMaterial',
    menuId: 170,
    icon: 'material',
    redirect: '/aboutMaterial/picking',
    // The large-slab inventory (issue 13) that picking, return and transfer work on.
    actions: ['add', 'edit', 'delete', 'export'],
  },
  { name: 'slabDetails', path: '/slabDetails', menuId: 184, hidden: true },
  { name: 'spaceDetails', path: '/spaceDetails', menuId: 187, hidden: true },
  { name: 'deviceDetails', path: '/deviceDetails', menuId: 189, hidden: true },
  {
    name: 'deviceManagement',
    path: '/deviceManagement',
    menuId: 401,
    icon: 'device',
    gates: [{ module: 204 }],
    actions: ['add', 'edit', 'delete'],
  },
] as const satisfies readonly RouteDef[];

import type { RouteDef } from '../route-def.ts';

/** Stone operations (issue 13): picking, return, transfer, machine-table pickup and cut. */
export const FLOW_ROUTES = [
  {
    name: 'devicePicking',
    path: '/producePlan/devicePicking',
    menuId: 131,
    parent: 'producePlan',
    // Taking a slab onto a machine table, and confirming its cut (issue 13).
    actions: ['take', 'cut'],
  },
  {
    name: 'picking',
    path: '/aboutMaterial/picking',
    menuId: 171,
    parent: 'aboutMaterial',
    actions: ['pick'],
  },
  {
    name: 'return',
    path: '/aboutMaterial/return',
    menuId: 172,
    parent: 'aboutMaterial',
    // `edit`: the machine type a warehouse feeds, which decides what a return may bring back.
    actions: ['return', 'edit'],
  },
  {
    name: 'transfer',
    path: '/aboutMaterial/transfer',
    menuId: 173,
    parent: 'aboutMaterial',
    actions: ['transfer'],
  },
  { name: 'materialDetails', path: '/materialDetails', menuId: 182, hidden: true },
] as const satisfies readonly RouteDef[];

import type { RouteDef } from '../route-def.ts';

/**
 * Production plans and workshop tasks (issue 18); machine pickup and work reports (issue 17) sit
 * under them.
 */
export const PRODUCTION_ROUTES = [
  {
    name: 'producePlan',
    path: '/producePlan',
    menuId: 130,
    icon: 'plan',
    redirect: '/producePlan/devicePicking',
  },
  {
    name: 'reportWork',
    path: '/producePlan/reportWork',
    menuId: 132,
    parent: 'producePlan',
    icon: 'report',
    // `report`: a worker reports finished work by scanning piece labels (the shop floor's only
    // permission); `undo`: a lead sees everyone's reports and takes one back with a reason.
    actions: ['report', 'undo'],
  },
] as const satisfies readonly RouteDef[];

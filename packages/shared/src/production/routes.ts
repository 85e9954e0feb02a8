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
  // Issue 18: plans release planes to workshops (`edit` the plan and its tasks, `release` and
  // close it); each workshop stage's shift lead starts tasks, a secondary one transfers them.
  {
    name: 'productionPlans',
    path: '/producePlan/plans',
    menuId: 133,
    parent: 'producePlan',
    icon: 'plan',
    actions: ['edit', 'release'],
  },
  {
    name: 'cuttingTasks',
    path: '/producePlan/cuttingTasks',
    menuId: 134,
    parent: 'producePlan',
    icon: 'device',
    actions: ['start'],
  },
  {
    name: 'secondTasks',
    path: '/producePlan/secondTasks',
    menuId: 135,
    parent: 'producePlan',
    icon: 'craft',
    actions: ['start', 'transfer'],
  },
  {
    name: 'packTasks',
    path: '/producePlan/packTasks',
    menuId: 136,
    parent: 'producePlan',
    icon: 'pack',
    actions: ['start'],
  },
] as const satisfies readonly RouteDef[];

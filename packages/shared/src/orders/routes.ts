import type { RouteDef } from '../route-def.ts';

const ORDER_RULE = [{ order: true }] as const;

/** Orders with price lock, settlement, box orders and their documents (issue 19). */
export const ORDER_ROUTES = [
  {
    name: 'orderManage',
    path: '/produceManagement/orderManage',
    menuId: 122,
    parent: 'produceManagement',
    hidden: true,
    gates: ORDER_RULE,
    actions: ['add', 'edit', 'delete'],
  },
  {
    name: 'orderManageDetail',
    path: '/produceManagement/orderManageDetail',
    menuId: 123,
    parent: 'produceManagement',
    hidden: true,
    gates: ORDER_RULE,
  },
  {
    name: 'solutionSettlement',
    path: '/produceManagement/solutionSettlement',
    menuId: 124,
    parent: 'produceManagement',
    hidden: true,
    gates: ORDER_RULE,
    actions: ['create', 'settle', 'arrive', 'delete'],
  },
  {
    name: 'solutionSettlementDetail',
    path: '/produceManagement/solutionSettlementDetail',
    menuId: 125,
    parent: 'produceManagement',
    hidden: true,
    gates: ORDER_RULE,
  },
  {
    name: 'docManagement',
    path: '/docManagement',
    menuId: 160,
    icon: 'file',
    redirect: '/docManagement/oemOrderDoc',
    gates: [{ resource: 'MC_RECEIPT_MANAGEMENT' }],
  },
  { name: 'oemOrderDoc', path: '/docManagement/oemOrderDoc', menuId: 161, parent: 'docManagement' },
  {
    name: 'prodOrderDoc',
    path: '/docManagement/prodOrderDoc',
    menuId: 162,
    parent: 'docManagement',
  },
  {
    name: 'prodOrderFoundry',
    path: '/docManagement/prodOrderFoundry',
    menuId: 163,
    parent: 'docManagement',
    hidden: true,
  },
  {
    name: 'showOrder',
    path: '/docManagement/showOrder',
    menuId: 164,
    parent: 'docManagement',
    hidden: true,
  },
  { name: 'orderDetails', path: '/orderDetails', menuId: 181, hidden: true },
] as const satisfies readonly RouteDef[];

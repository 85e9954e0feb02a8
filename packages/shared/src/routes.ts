import { deriveMesLevel, ORDER_PARTNERSHIP_MODE, type PlanContext } from './plan.ts';

/**
 * What a route needs from the enterprise's plan. `order` is the order-management rule of
 * product-spec §6: the order resource code or partnership mode 4, and the PROJECT_MANAGE module.
 */
export type RouteGate =
  { resource: string } | { module: number } | { mesLevel: 2 | 3 | 4 } | { order: true };

export type RouteDef = {
  /** Unique route name; also the i18n key suffix `menu.<name>`. */
  name: string;
  /** Absolute path. */
  path: string;
  menuId: number;
  parent?: string;
  hidden?: boolean;
  redirect?: string;
  icon?: string;
  gates?: RouteGate[];
  /** Action permissions a role can grant under this screen (besides seeing it). */
  actions?: string[];
};

const BASIC: RouteGate = { resource: 'MC_ORG_WEB_BASIC_MODULE' };

/** The one route table: the server derives menus and permissions from it, the web its router. */
export const APP_ROUTES: RouteDef[] = [
  { name: 'index', path: '/index', menuId: 100, icon: 'home' },
  {
    name: 'produceData',
    path: '/produceData',
    menuId: 110,
    icon: 'data',
    redirect: '/produceData/cuttingData',
  },
  { name: 'cuttingData', path: '/produceData/cuttingData', menuId: 111, parent: 'produceData' },
  {
    name: 'mesDigitalFactory',
    path: '/produceData/mesDigitalFactory',
    menuId: 112,
    parent: 'produceData',
    gates: [{ resource: 'MC_DIGITAL_FACTORY_1_0_BOARD' }],
  },
  {
    name: 'produceManagement',
    path: '/produceManagement',
    menuId: 120,
    icon: 'production',
    redirect: '/produceManagement/produceProject',
    gates: [{ module: 201 }],
  },
  {
    name: 'produceProject',
    path: '/produceManagement/produceProject',
    menuId: 121,
    parent: 'produceManagement',
    actions: ['add', 'edit', 'approve', 'archive', 'terminate', 'plan', 'delete'],
  },
  {
    name: 'orderManage',
    path: '/produceManagement/orderManage',
    menuId: 122,
    parent: 'produceManagement',
    hidden: true,
    gates: [{ order: true }],
    actions: ['add', 'edit', 'delete'],
  },
  {
    name: 'orderManageDetail',
    path: '/produceManagement/orderManageDetail',
    menuId: 123,
    parent: 'produceManagement',
    hidden: true,
    gates: [{ order: true }],
  },
  {
    name: 'solutionSettlement',
    path: '/produceManagement/solutionSettlement',
    menuId: 124,
    parent: 'produceManagement',
    hidden: true,
    gates: [{ order: true }],
  },
  {
    name: 'solutionSettlementDetail',
    path: '/produceManagement/solutionSettlementDetail',
    menuId: 125,
    parent: 'produceManagement',
    hidden: true,
    gates: [{ order: true }],
  },
  {
    name: 'producePlan',
    path: '/producePlan',
    menuId: 130,
    icon: 'plan',
    redirect: '/producePlan/devicePicking',
  },
  {
    name: 'devicePicking',
    path: '/producePlan/devicePicking',
    menuId: 131,
    parent: 'producePlan',
    // Taking a slab onto a machine table, and confirming its cut (issue 13).
    actions: ['take', 'cut'],
  },
  {
    name: 'basicManagement',
    path: '/basicManagement',
    menuId: 140,
    icon: 'setting',
    gates: [BASIC],
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
    name: 'teamManagement',
    path: '/basicManagement/teamManagement',
    menuId: 142,
    parent: 'basicManagement',
    hidden: true,
  },
  {
    name: 'orgManagement',
    path: '/orgManagement',
    menuId: 150,
    icon: 'team',
    redirect: '/orgManagement/orgInfo',
    gates: [BASIC],
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
  {
    name: 'aboutMaterial',
    path: '/aboutMaterial',
    menuId: 170,
    icon: 'material',
    redirect: '/aboutMaterial/picking',
    // The large-slab inventory (issue 13) that picking, return and transfer work on.
    actions: ['add', 'edit', 'delete', 'export'],
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
  ...detailRoutes(),
  {
    name: 'employeeDetails',
    path: '/employeeDetails',
    menuId: 190,
    hidden: true,
    gates: [{ resource: 'MC_EMPLOYEE_PERFORMANCE' }],
  },
  ...[
    'employeeDetails',
    'spEmployeeDetails',
    'boardEmployeeDetails',
    'pickEmployeeDetails',
    'qualityEmployeeDetails',
  ].map((name, i): RouteDef => ({
    name: `employeeDetails.${name}`,
    path: `/employeeDetails/${name}`,
    menuId: 191 + i,
    parent: 'employeeDetails',
    hidden: true,
  })),
  {
    name: 'deviceManagement',
    path: '/deviceManagement',
    menuId: 401,
    icon: 'device',
    gates: [{ module: 204 }],
    actions: ['add', 'edit', 'delete'],
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
    name: 'performanceManagement',
    path: '/performanceManagement',
    menuId: 403,
    icon: 'performance',
    gates: [{ resource: 'MC_EMPLOYEE_PERFORMANCE' }],
  },
  {
    name: 'extendedApplication',
    path: '/extendedApplication',
    menuId: 404,
    icon: 'app',
    gates: [BASIC],
    actions: ['allocate'],
  },
  {
    name: 'spCraftsManagement',
    path: '/spCraftsManagement',
    menuId: 405,
    icon: 'craft',
    gates: [{ resource: 'SG_PROCESS_CRAFT_DESIGN' }],
  },
  { name: 'codeManagement', path: '/codeManagement', menuId: 406, icon: 'code', gates: [BASIC] },
  {
    name: 'teamManManagement',
    path: '/teamManManagement',
    menuId: 407,
    icon: 'team',
    gates: [BASIC],
  },
  {
    name: 'frameManagement',
    path: '/frameManagement',
    menuId: 408,
    icon: 'frame',
    gates: [{ mesLevel: 4 }],
  },
  {
    name: 'monthStandard',
    path: '/monthStandard',
    menuId: 409,
    icon: 'target',
    gates: [{ module: 205 }],
  },
  { name: 'newMes', path: '/newMes', menuId: 410, icon: 'mes', gates: [{ mesLevel: 2 }] },
  {
    name: 'mesBoard',
    path: '/mesBoard',
    menuId: 411,
    icon: 'board',
    gates: [{ mesLevel: 2 }, { module: 500 }],
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
    name: 'mesPack',
    path: '/mesPack',
    menuId: 414,
    icon: 'pack',
    gates: [{ mesLevel: 3 }, { module: 502 }],
  },
  {
    name: 'digitalFactory',
    path: '/digitalFactory',
    menuId: 415,
    icon: 'board',
    gates: [{ resource: 'MC_DIGITAL_FACTORY_1_0_BOARD' }],
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
];

function detailRoutes(): RouteDef[] {
  const names = [
    'solutionDetails',
    'orderDetails',
    'materialDetails',
    'processDetail',
    'slabDetails',
    'ironFrameDetails',
    'packedBoxDetails',
    'spaceDetails',
    'personalSettings',
    'deviceDetails',
  ];
  // Each detail route is hidden with a single child of the same name (product-spec §2).
  return names.map((name, i) => ({ name, path: `/${name}`, menuId: 180 + i, hidden: true }));
}

/** Routes every member may open regardless of role (their own settings, home). */
export const ALWAYS_ALLOWED_ROUTES = new Set(['index', 'personalSettings']);

export const ROUTES_BY_NAME = new Map(APP_ROUTES.map((r) => [r.name, r]));
export const ROUTES_BY_MENU_ID = new Map(APP_ROUTES.map((r) => [r.menuId, r]));

/** Does the enterprise's plan switch this route (and every ancestor) on? */
export function isRouteInPlan(route: RouteDef, plan: PlanContext): boolean {
  const mesLevel = deriveMesLevel(plan.resourceCodes);
  const gatesOk = (route.gates ?? []).every((gate) => {
    if ('resource' in gate) return plan.resourceCodes.includes(gate.resource);
    if ('module' in gate) return plan.moduleIds.includes(gate.module);
    if ('mesLevel' in gate) return mesLevel >= gate.mesLevel;
    const hasOrderRight =
      plan.resourceCodes.includes('MC_SQQ_ORDER') ||
      plan.partnershipMode === ORDER_PARTNERSHIP_MODE;
    return hasOrderRight && plan.moduleIds.includes(201);
  });
  const parent = route.parent ? ROUTES_BY_NAME.get(route.parent) : undefined;
  return gatesOk && (parent ? isRouteInPlan(parent, plan) : true);
}

export type Grants = {
  isSuperAdmin: boolean;
  menuIds: readonly number[];
  actions: readonly string[];
};

/** A user sees a route when the plan has it AND their role grants its menu id. */
export function canOpenRoute(route: RouteDef, plan: PlanContext, grants: Grants): boolean {
  if (!isRouteInPlan(route, plan)) return false;
  if (grants.isSuperAdmin || ALWAYS_ALLOWED_ROUTES.has(route.name)) return true;
  return grants.menuIds.includes(route.menuId);
}

/** Action permission names look like `memberManagement:add`. */
export const actionKey = (routeName: string, action: string): string => `${routeName}:${action}`;

export const ALL_ACTIONS: string[] = APP_ROUTES.flatMap((r) =>
  (r.actions ?? []).map((a) => actionKey(r.name, a)),
);

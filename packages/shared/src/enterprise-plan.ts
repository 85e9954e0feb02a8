/** What an enterprise's service plan can switch on (product-spec §6, domain.md). */
export const RESOURCE_CODES = [
  'MC_ORG_WEB_BASIC_MODULE',
  'MC_DIGITAL_FACTORY_1_0_BOARD',
  'MC_MES_DIGITAL_FACTORY_2_0',
  'MC_MES_DIGITAL_FACTORY_3_0',
  'MC_MES_DIGITAL_FACTORY_4_0',
  'MC_ROLE_RIGHTS_MANAGEMENT',
  'MC_EMPLOYEE_PERFORMANCE',
  'SG_PROCESS_CRAFT_DESIGN',
  'MC_RECEIPT_MANAGEMENT',
  'MC_SQQ_ORDER',
] as const;
export type ResourceCode = (typeof RESOURCE_CODES)[number];

/**
 * Plan modules. The spec names the ids 204, 205, 500, 501, 502, 303, 304 and the code
 * PROJECT_MANAGE; what each id switches on is our assignment, recorded in docs/adr/0002.
 */
export const MODULES = [
  { moduleId: 201, moduleCode: 'PROJECT_MANAGE' },
  { moduleId: 204, moduleCode: 'DEVICE_MANAGE' },
  { moduleId: 205, moduleCode: 'MONTH_STANDARD' },
  { moduleId: 303, moduleCode: 'SECOND_PROCESS_PAGE' },
  { moduleId: 304, moduleCode: 'PACKING_PAGE' },
  { moduleId: 500, moduleCode: 'MES_BOARD' },
  { moduleId: 501, moduleCode: 'MES_PROCESS_CRAFT' },
  { moduleId: 502, moduleCode: 'MES_PACK' },
] as const;
export type ModuleId = (typeof MODULES)[number]['moduleId'];

/** Partnership mode 4 lets a partner enterprise manage orders without MC_SQQ_ORDER. */
export const ORDER_PARTNERSHIP_MODE = 4;

export type MesLevel = 0 | 2 | 3 | 4;

/** mes level: the highest MC_MES_DIGITAL_FACTORY_n_0 code the plan has, else 0. */
export function deriveMesLevel(resourceCodes: readonly string[]): MesLevel {
  if (resourceCodes.includes('MC_MES_DIGITAL_FACTORY_4_0')) return 4;
  if (resourceCodes.includes('MC_MES_DIGITAL_FACTORY_3_0')) return 3;
  if (resourceCodes.includes('MC_MES_DIGITAL_FACTORY_2_0')) return 2;
  return 0;
}

/** What the plan grants, as the route gates read it. */
export type PlanContext = {
  moduleIds: readonly number[];
  resourceCodes: readonly string[];
  partnershipMode: number;
};

export const TRIAL_PLAN = {
  moduleIds: MODULES.map((m) => m.moduleId),
  resourceCodes: [...RESOURCE_CODES],
};

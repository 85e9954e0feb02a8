import { z } from 'zod';
import { listRequestShape, listResponse } from '../common.ts';
import { defineCrud, idField, versionField } from '../crud.ts';
import { int32 } from '../integers.ts';
import { PROCESS_LIMITS, PROCESS_STAGES, REPORT_MODES } from './enums.ts';
import { optionalText, requiredText, spacelessCode, textWithDefault } from './fields.ts';

const L = PROCESS_LIMITS;

/**
 * A process code (工艺编码) pieces carry, e.g. "MB-1": its name and the ordered route of
 * processes it takes (cut → reinforce → chamfer → polish → kit check → pack). The route is set
 * on the process-flow screen (webProcessCraft/saveProcessFlow), which checks every process.
 */
export const PROCESS_CODES = defineCrud({
  group: 'webProcessCode',
  entity: 'ProcessCode',
  route: 'codeManagement',
  table: 'process_codes',
  unique: { code: 'processCode.codeTaken' },
  fields: {
    code: spacelessCode('processCode.codeFormat'),
    name: requiredText(L.nameMax),
    remark: textWithDefault(L.remarkMax),
  },
  extra: {
    /** The route, in order. */
    processIds: z.array(z.string()),
  },
  filters: { keyword: optionalText(L.nameMax) },
  sortable: ['code', 'name', 'createdAt'],
  example: (marker) => ({ code: `${marker.replace(/\s/g, '')}-PC`, name: `${marker}-CODE` }),
});
export type ProcessCodeItem = z.output<typeof PROCESS_CODES.schemas.item>;

/** One step of a route, as work reports need it. */
export const routeStep = z.object({
  processId: z.string(),
  name: z.string(),
  code: z.string(),
  reportMode: z.enum(REPORT_MODES),
  stage: z.enum(PROCESS_STAGES),
  bonding: z.boolean(),
});
export type RouteStep = z.infer<typeof routeStep>;

/** webProcessCraft/getProcessFlowList: process codes with their routes spelled out. */
export const processFlowListBody = z.strictObject({
  ...listRequestShape,
  sortField: z.enum(['code', 'createdAt']).optional(),
  keyword: optionalText(L.nameMax),
});
export const processFlowItem = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  steps: z.array(routeStep),
  version: int32(),
});
export type ProcessFlowItem = z.infer<typeof processFlowItem>;
export const processFlowListData = listResponse(processFlowItem);

/** webProcessCraft/saveProcessFlow: the whole route of one process code, in order. */
export const saveProcessFlowBody = z.strictObject({
  id: idField,
  processIds: z
    .array(idField)
    .max(L.routeMax, 'process.routeRepeats')
    .refine((ids) => new Set(ids).size === ids.length, 'process.routeRepeats'),
  version: versionField,
});

import type { z } from 'zod';
import { ACCOUNT_ENDPOINTS } from './account/endpoints.ts';
import { ENTERPRISE_ENDPOINTS } from './enterprise/endpoints.ts';
import { CUTTING_ENDPOINTS } from './cutting/endpoints.ts';
import { FLOW_ENDPOINTS } from './material-flows/endpoints.ts';
import { FRAME_ENDPOINTS } from './frames/endpoints.ts';
import { MATERIAL_ENDPOINTS } from './materials/endpoints.ts';
import { PLAN_ENDPOINTS } from './planning/endpoints.ts';
import { PROCESS_ENDPOINTS } from './processes/endpoints.ts';
import { PROJECT_ENDPOINTS } from './projects/endpoints.ts';
import { PRODUCTION_ENDPOINTS } from './production/endpoints.ts';
import { PACKING_ENDPOINTS } from './packing/endpoints.ts';
import { BOX_ORDER_ENDPOINTS } from './box-orders/endpoints.ts';
import { ORDER_ENDPOINTS } from './orders/endpoints.ts';
import { SETTLEMENT_ENDPOINTS } from './settlements/endpoints.ts';
import { TEAM_ENDPOINTS } from './teams/endpoints.ts';
import { PAY_ENDPOINTS } from './pay/endpoints.ts';
import { BOARD_ENDPOINTS } from './boards/endpoints.ts';

export * from './endpoint-def.ts';

/**
 * Every JSON endpoint, by path under /api/v1/: one schema pair each, shared by server and web.
 * Each area keeps its list in its own file; this merges them.
 */
export const ENDPOINTS = {
  ...ACCOUNT_ENDPOINTS,
  ...ENTERPRISE_ENDPOINTS,
  ...PROJECT_ENDPOINTS,
  ...PLAN_ENDPOINTS,
  ...MATERIAL_ENDPOINTS,
  ...FLOW_ENDPOINTS,
  ...CUTTING_ENDPOINTS,
  ...PROCESS_ENDPOINTS,
  ...PRODUCTION_ENDPOINTS,
  ...PACKING_ENDPOINTS,
  ...FRAME_ENDPOINTS,
  ...BOX_ORDER_ENDPOINTS,
  ...ORDER_ENDPOINTS,
  ...SETTLEMENT_ENDPOINTS,
  ...TEAM_ENDPOINTS,
  ...PAY_ENDPOINTS,
  ...BOARD_ENDPOINTS,
} as const;

export type EndpointPath = keyof typeof ENDPOINTS;
export type BodyOf<P extends EndpointPath> = z.input<(typeof ENDPOINTS)[P]['body']>;
/** The calls of simple entities (crud.ts): tests and docs derive what they need from them. */
export type CrudPath = {
  [P in EndpointPath]: (typeof ENDPOINTS)[P] extends { crud: object } ? P : never;
}[EndpointPath];
export type DataOf<P extends EndpointPath> = z.output<(typeof ENDPOINTS)[P]['data']>;

export { API_PREFIX } from './prefix.ts';

import type { z } from 'zod';
import { ACCOUNT_ENDPOINTS } from './account-endpoints.ts';
import { ADMIN_ENDPOINTS } from './admin-endpoints.ts';
import { FLOW_ENDPOINTS } from './flow-endpoints.ts';
import { MATERIAL_ENDPOINTS } from './material-endpoints.ts';
import { PLAN_ENDPOINTS } from './plan-endpoints.ts';
import { PROJECT_ENDPOINTS } from './project-endpoints.ts';

export * from './endpoint-def.ts';

/**
 * Every JSON endpoint, by path under /api/v1/: one schema pair each, shared by server and web.
 * Each area keeps its list in its own file; this merges them.
 */
export const ENDPOINTS = {
  ...ACCOUNT_ENDPOINTS,
  ...ADMIN_ENDPOINTS,
  ...PROJECT_ENDPOINTS,
  ...PLAN_ENDPOINTS,
  ...MATERIAL_ENDPOINTS,
  ...FLOW_ENDPOINTS,
} as const;

export type EndpointPath = keyof typeof ENDPOINTS;
export type BodyOf<P extends EndpointPath> = z.input<(typeof ENDPOINTS)[P]['body']>;
export type DataOf<P extends EndpointPath> = z.output<(typeof ENDPOINTS)[P]['data']>;

export { API_PREFIX } from './prefix.ts';

import type { EndpointPath } from '@stone/shared';
import type { Entry } from './authorization-matrix.types.ts';

type ControlPath = Extract<EndpointPath, 'webMes/getProductionControl'>;

/** Production control (issue 18): a read of the caller's own live projects only. */
export const CONTROL_ENTRIES: Record<ControlPath, Entry> = {
  'webMes/getProductionControl': { body: () => ({ pageNum: 1, pageSize: 50 }) },
};

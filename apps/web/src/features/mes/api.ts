import { featureKeys, useApiQuery } from '../../components/crud/api-query.ts';

/** The production board's one call (docs/adr/0008). */
export const mesKeys = featureKeys('mes');

/**
 * Asked afresh at every visit (the address may change); quiet, because the screen says itself
 * when no board is configured.
 */
export const useBoardAddress = () =>
  useApiQuery(mesKeys, 'webMes/jumpToMes', {}, { quiet: true, staleTime: 0, gcTime: 0 });

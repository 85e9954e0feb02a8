import type { BodyOf } from '@stone/shared';
import { featureKeys, useApiMutation, useApiQuery } from '../../components/crud/api-query.ts';

/** The quotas screen's calls (docs/adr/0008): a seat change refreshes the totals and the seats. */
export const quotaKeys = featureKeys('quotas');
const ALL = [quotaKeys.all];

export const useQuotaList = () => useApiQuery(quotaKeys, 'webQuota/getQuotaList', {});
export const useSeatList = (body: BodyOf<'webQuota/getSeatList'>) =>
  useApiQuery(quotaKeys, 'webQuota/getSeatList', body);
export const useAllocateSeat = () => useApiMutation('webQuota/allocateSeat', ALL);
export const useReclaimSeat = () => useApiMutation('webQuota/reclaimSeat', ALL);

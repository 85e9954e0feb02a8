import type { BodyOf } from '@stone/shared';
import { featureKeys, useApiMutation, useApiQuery } from '../../components/crud/api-query.ts';

/** Pay, performance and monthly targets (issue 20), keyed under `pay` (docs/adr/0008). */
export const payKeys = featureKeys('pay');
const keepPrevious = { placeholderData: <T>(previous: T | undefined) => previous };

export const usePaySummary = (body: BodyOf<'webPerformance/getPaySummary'>) =>
  useApiQuery(payKeys, 'webPerformance/getPaySummary', body, keepPrevious);
export const useWorkerReports = (body: BodyOf<'webPerformance/getWorkerReports'>) =>
  useApiQuery(payKeys, 'webPerformance/getWorkerReports', body, keepPrevious);
export const useExportPay = () => useApiMutation('webPerformance/exportPaySummary', []);

export const useMonthTargets = (month: string) =>
  useApiQuery(payKeys, 'webMonthStandard/getTargets', { month }, keepPrevious);
export const useCreateTarget = () => useApiMutation('webMonthStandard/createTarget', [payKeys.all]);
export const useUpdateTarget = () => useApiMutation('webMonthStandard/updateTarget', [payKeys.all]);
export const useDeleteTarget = () => useApiMutation('webMonthStandard/deleteTarget', [payKeys.all]);

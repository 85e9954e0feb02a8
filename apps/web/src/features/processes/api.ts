import type { BodyOf } from '@stone/shared';
import { featureKeys, useApiMutation, useApiQuery } from '../../components/crud/api-query.ts';

/** Every call of the process screens (docs/adr/0008); a write refreshes all they show. */
export const processKeys = featureKeys('processes');
const ALL = [processKeys.all];
const keepPrevious = { placeholderData: <T>(previous: T | undefined) => previous };

export const useProcessList = (body: BodyOf<'webProcess/getProcessList'>) =>
  useApiQuery(processKeys, 'webProcess/getProcessList', body, keepPrevious);
export const useCreateProcess = () => useApiMutation('webProcess/createProcess', ALL);
export const useUpdateProcess = () => useApiMutation('webProcess/updateProcess', ALL);
export const useDeleteProcess = () => useApiMutation('webProcess/deleteProcess', ALL);
export const useProcessFormOptions = () =>
  useApiQuery(processKeys, 'webProcess/getProcessFormOptions', {});
export const useProcessDetail = (id: string) =>
  useApiQuery(processKeys, 'webProcess/getProcessDetail', { id }, { enabled: id !== '' });
/** The code-management screen reads processes through its own list (a route for each call). */
export const useCatalogueProcesses = () =>
  useApiQuery(processKeys, 'webProcess/getProcessList', { pageNum: 1, pageSize: 100 });

export const useFlowList = (body: BodyOf<'webProcessCraft/getProcessFlowList'>) =>
  useApiQuery(processKeys, 'webProcessCraft/getProcessFlowList', body, keepPrevious);
export const useFlowChoices = () =>
  useApiQuery(processKeys, 'webProcessCraft/getProcessFlowChoices', {});
export const useSaveFlow = () => useApiMutation('webProcessCraft/saveProcessFlow', ALL);

export const useReportWorkSettings = () =>
  useApiQuery(processKeys, 'webReportWork/getReportWorkSettings', {});
export const useSaveReportWork = () => useApiMutation('webReportWork/saveReportWorkSettings', ALL);
export const useForkliftSettings = () =>
  useApiQuery(processKeys, 'webForklift/getForkliftSettings', {});
export const useSaveForklift = () => useApiMutation('webForklift/saveForkliftSettings', ALL);

import type { BodyOf } from '@stone/shared';
import { featureKeys, useApiMutation, useApiQuery } from '../../components/crud/api-query.ts';

/**
 * The production-plan and task screens' calls (docs/adr/0008). Every write refreshes all the
 * feature shows: a plan's change moves its tasks, a task's change its plan's counts.
 */
export const planKeys = featureKeys('productionPlans');
const ALL = [planKeys.all];
const keepPrevious = { placeholderData: <T>(previous: T | undefined) => previous };

export const TASK_LIST_PATHS = {
  cutting: 'webWorkshopTask/getCuttingTasks',
  secondary: 'webWorkshopTask/getSecondTasks',
  packing: 'webWorkshopTask/getPackTasks',
} as const;
export const START_TASK_PATHS = {
  cutting: 'webWorkshopTask/startCuttingTask',
  secondary: 'webWorkshopTask/startSecondTask',
  packing: 'webWorkshopTask/startPackTask',
} as const;
export type Stage = keyof typeof TASK_LIST_PATHS;

export const useTaskList = (stage: Stage, body: BodyOf<'webWorkshopTask/getCuttingTasks'>) =>
  useApiQuery(planKeys, TASK_LIST_PATHS[stage], body, keepPrevious);
export const useStartTask = (stage: Stage) => useApiMutation(START_TASK_PATHS[stage], ALL);
export const useTransferTask = () => useApiMutation('webWorkshopTask/transferSecondTask', ALL);
export const useTaskTransfers = (id: string | null) =>
  useApiQuery(
    planKeys,
    'webWorkshopTask/getSecondTaskTransfers',
    { id: id ?? '' },
    {
      enabled: !!id,
    },
  );

export const usePlanList = (body: BodyOf<'webProducePlan/getPlanList'>) =>
  useApiQuery(planKeys, 'webProducePlan/getPlanList', body, keepPrevious);
export const usePlanDetail = (id: string | null) =>
  useApiQuery(planKeys, 'webProducePlan/getPlanDetail', { id: id ?? '' }, { enabled: !!id });
export const useReleaseChoices = (enabled: boolean) =>
  useApiQuery(planKeys, 'webProducePlan/getReleaseChoices', {}, { enabled });
export const useCreatePlan = () => useApiMutation('webProducePlan/createPlan', ALL);
export const useUpdatePlan = () => useApiMutation('webProducePlan/updatePlan', ALL);
export const useDeletePlan = () => useApiMutation('webProducePlan/deletePlan', ALL);
export const useReleasePlan = () => useApiMutation('webProducePlan/releasePlan', ALL);
export const useClosePlan = () => useApiMutation('webProducePlan/closePlan', ALL);
export const useAddPlanTasks = () => useApiMutation('webProducePlan/addPlanTasks', ALL);
export const useRemovePlanTask = () => useApiMutation('webProducePlan/removePlanTask', ALL);

/** One per create call: a retried request is answered once by the server. */
export const newRequestId = () => crypto.randomUUID?.() ?? `${Date.now()}-${Math.random()}`;

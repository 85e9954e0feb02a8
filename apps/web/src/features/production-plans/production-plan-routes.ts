import { featureRoute } from '../../components/crud/route-perms.ts';

/** `edit`: a plan and its tasks; `release`: release and close it. */
export const PLANS_ROUTE = featureRoute('productionPlans', ['edit', 'release']);
/** Each workshop stage's task list; only a secondary task is transferred. */
export const CUTTING_TASKS_ROUTE = featureRoute('cuttingTasks', ['start']);
export const SECOND_TASKS_ROUTE = featureRoute('secondTasks', ['start', 'transfer']);
export const PACK_TASKS_ROUTE = featureRoute('packTasks', ['start']);

import { nullData } from './common.ts';
import { endpoint, type EndpointDef } from './endpoint-def.ts';
import * as plan from './plan-schemas.ts';

/** Runs and accepts cutting plans: the project's `plan` action. */
const planAction = { route: 'produceProject', action: 'plan' };
/** Reading plans belongs to the project detail screen, like the other detail reads. */
const details = { route: 'solutionDetails' };

/** Cutting-layout planning (issue 12). */
export const PLAN_ENDPOINTS = {
  'webPlan/startPlanning': endpoint(plan.startPlanningBody, plan.startPlanningData, planAction),
  'webPlan/getPlanningJob': endpoint(plan.planRunIdBody, plan.planningJobData, details),
  'webPlan/cancelPlanning': endpoint(plan.planRunIdBody, nullData, planAction),
  'webPlan/getPlanRuns': endpoint(plan.planeIdBody, plan.planRunsData, details),
  'webPlan/getCuttingPlan': endpoint(plan.cuttingPlanBody, plan.cuttingPlanData, details),
  'webPlan/acceptPlanRun': endpoint(plan.planRunIdBody, nullData, planAction),
  'webPlan/exportLayoutDxf': endpoint(plan.exportLayoutDxfBody, plan.exportLayoutDxfData, details),
} as const satisfies Record<string, EndpointDef>;

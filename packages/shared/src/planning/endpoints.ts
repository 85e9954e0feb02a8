import { nullData } from '../common.ts';
import { access, endpoint, type EndpointDef } from '../endpoint-def.ts';
import * as plan from './schemas.ts';

/** Runs and accepts cutting plans: the project's `plan` action. */
const planAction = access('produceProject', 'plan');
/** Reading plans belongs to the project detail screen, like the other detail reads. */
const details = access('solutionDetails');

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

import { emptyBody, nullData } from '../common.ts';
import { access, endpoint, routeAccess, type EndpointDef } from '../endpoint-def.ts';
import * as plans from './plans.ts';
import * as tasks from './tasks.ts';
import * as wr from './work-reports.ts';
import { productionControlBody, productionControlData } from './control.ts';

const report = routeAccess('reportWork');
const plan = routeAccess('productionPlans');
const cutting = routeAccess('cuttingTasks');
const second = routeAccess('secondTasks');
const pack = routeAccess('packTasks');

/** Work reports (issue 17): the shop floor's scan screen and a lead's list, undo and audit. */
export const PRODUCTION_ENDPOINTS = {
  'webReportWork/getScanContext': endpoint(emptyBody, wr.scanContextData, report()),
  'webReportWork/reportWork': endpoint(wr.reportWorkBody, wr.reportWorkData, report('report')),
  // Seeing the list needs only the screen: without `undo` a member sees their own reports.
  'webReportWork/getReportList': endpoint(wr.workReportListBody, wr.workReportListData, report()),
  'webReportWork/undoReport': endpoint(wr.undoWorkReportBody, nullData, report('undo')),
  'webReportWork/getReportAudit': endpoint(
    wr.workReportAuditBody,
    wr.workReportAuditData,
    report('undo'),
  ),
  // Production plans (issue 18): a plan releases planes to workshops as tasks.
  'webProducePlan/getPlanList': endpoint(plans.planListBody, plans.planListData, plan()),
  'webProducePlan/getPlanDetail': endpoint(plans.planIdBody, plans.planDetailData, plan()),
  'webProducePlan/getReleaseChoices': endpoint(
    plans.releaseChoicesBody,
    plans.releaseChoicesData,
    plan(),
  ),
  'webProducePlan/createPlan': endpoint(plans.createPlanBody, plans.planItem, plan('edit')),
  'webProducePlan/updatePlan': endpoint(plans.updatePlanBody, nullData, plan('edit')),
  'webProducePlan/deletePlan': endpoint(plans.planVersionBody, nullData, plan('edit')),
  'webProducePlan/addPlanTasks': endpoint(
    plans.addPlanTasksBody,
    plans.addPlanTasksData,
    plan('edit'),
  ),
  'webProducePlan/removePlanTask': endpoint(plans.planIdBody, nullData, plan('edit')),
  'webProducePlan/releasePlan': endpoint(plans.planVersionBody, nullData, plan('release')),
  'webProducePlan/closePlan': endpoint(plans.planVersionBody, nullData, plan('release')),
  // Each workshop stage's task list is its own screen, so a lead sees only their stage.
  'webWorkshopTask/getCuttingTasks': endpoint(tasks.taskListBody, tasks.taskListData, cutting()),
  'webWorkshopTask/startCuttingTask': endpoint(tasks.startTaskBody, nullData, cutting('start')),
  'webWorkshopTask/getSecondTasks': endpoint(tasks.taskListBody, tasks.taskListData, second()),
  'webWorkshopTask/startSecondTask': endpoint(tasks.startTaskBody, nullData, second('start')),
  'webWorkshopTask/transferSecondTask': endpoint(
    tasks.transferTaskBody,
    nullData,
    second('transfer'),
  ),
  'webWorkshopTask/getSecondTaskTransfers': endpoint(
    tasks.taskTransfersBody,
    tasks.taskTransfersData,
    second(),
  ),
  'webWorkshopTask/getPackTasks': endpoint(tasks.taskListBody, tasks.taskListData, pack()),
  'webWorkshopTask/startPackTask': endpoint(tasks.startTaskBody, nullData, pack('start')),
  // Production control (/newMes, issue 18): live projects by plane, late risk first.
  'webMes/getProductionControl': endpoint(
    productionControlBody,
    productionControlData,
    access('newMes'),
  ),
} as const satisfies Record<string, EndpointDef>;

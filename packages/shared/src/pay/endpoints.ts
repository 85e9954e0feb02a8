import { nullData, emptyBody } from '../common.ts';
import { createdData } from '../crud.ts';
import { access, endpoint, routeAccess, type EndpointDef } from '../endpoint-def.ts';
import * as p from './pay.ts';

const performance = routeAccess('performanceManagement');
const details = routeAccess('employeeDetails');
const targets = routeAccess('monthStandard');

/**
 * Pay and performance (issue 20, docs/adr/0022). Seeing a screen shows the caller's own figures;
 * the `all` action of /performanceManagement shows every worker's (the server decides, never the
 * screen). Targets are read by every member of the screen and changed with `edit`; the home card
 * is every member's (route index), as the other home figures are.
 */
export const PAY_ENDPOINTS = {
  'webPerformance/getPaySummary': endpoint(p.paySummaryBody, p.paySummaryData, performance()),
  'webPerformance/exportPaySummary': endpoint(
    p.payExportBody,
    p.payFileData,
    performance('export'),
  ),
  'webPerformance/getWorkerReports': endpoint(p.payReportsBody, p.payReportsData, details()),
  'webMonthStandard/getTargets': endpoint(p.monthTargetListBody, p.monthTargetListData, targets()),
  'webMonthStandard/createTarget': endpoint(p.createMonthTargetBody, createdData, targets('edit')),
  'webMonthStandard/updateTarget': endpoint(p.updateMonthTargetBody, nullData, targets('edit')),
  'webMonthStandard/deleteTarget': endpoint(p.deleteMonthTargetBody, nullData, targets('edit')),
  'webMonthStandard/getHomeTargets': endpoint(emptyBody, p.homeTargetsData, access('index')),
} as const satisfies Record<string, EndpointDef>;

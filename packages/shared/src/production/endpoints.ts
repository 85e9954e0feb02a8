import { emptyBody, nullData } from '../common.ts';
import { endpoint, routeAccess, type EndpointDef } from '../endpoint-def.ts';
import * as wr from './work-reports.ts';

const report = routeAccess('reportWork');

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
} as const satisfies Record<string, EndpointDef>;

import { z } from 'zod';
import { listRequestShape, listResponse } from '../common.ts';
import { idField, requestIdField } from '../crud.ts';
import { int32 } from '../integers.ts';
import { DEFAULTS_LIMITS } from '../processes/defaults.ts';
import { REPORT_MODES } from '../processes/enums.ts';
import { singleLineText } from '../text.ts';
import { PIECE_LIFECYCLE } from './piece-lifecycle.ts';

/**
 * Work reports (issue 17, product-spec §3 "work-reporting mode", domain.md step 7): a worker
 * scans piece labels (`PC-<id>`, piece-label.ts) at a process of the piece's route. One report
 * per piece and process, enforced by a unique key, so scans racing on two tablets leave one.
 */
export const WORK_REPORT_LIMITS = {
  scanMax: 80,
  reasonMax: 200,
  /** How far back the list looks when no range is given, and the longest range. */
  rangeDaysMax: 366,
} as const;

const scanText = singleLineText().min(1, 'workReport.scanRequired').max(WORK_REPORT_LIMITS.scanMax);
const dayText = singleLineText().regex(/^\d{4}-\d{2}-\d{2}$/, 'cutting.badDay');

/** What the scan screen needs: the processes a worker reports at, and the batch limit. */
export const scanContextData = z.object({
  processes: z.array(
    z.object({
      id: z.string(),
      code: z.string(),
      name: z.string(),
      reportMode: z.enum(REPORT_MODES),
    }),
  ),
  batchMax: int32(),
  /** The caller may see everyone's reports and undo them (the route's `undo` action). */
  canUndo: z.boolean(),
});
export type ScanContextData = z.infer<typeof scanContextData>;

/**
 * A report of one or more scanned pieces at one process. The process is named by id (picked on
 * the screen) or by its scanned QR label (`STONE-PROC:<code>`). A single-scan process takes one
 * piece per call; a batch or switchable one up to the enterprise's batch limit. All or none.
 */
export const reportWorkBody = z
  .strictObject({
    processId: idField.optional(),
    processQr: scanText.optional(),
    scans: z
      .array(scanText)
      .min(1, 'workReport.scanRequired')
      .max(DEFAULTS_LIMITS.batchMax, 'workReport.batchLimit'),
    requestId: requestIdField,
  })
  .refine((b) => (b.processId ? 1 : 0) + (b.processQr ? 1 : 0) === 1, {
    message: 'workReport.processRequired',
    path: ['processId'],
  });

export const workReportItem = z.object({
  id: z.string(),
  pieceId: z.string(),
  pieceCode: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  planeId: z.string(),
  planeName: z.string(),
  processId: z.string(),
  processCode: z.string(),
  processName: z.string(),
  workerId: z.string(),
  workerName: z.string(),
  reportedAt: z.string(),
  /** The piece's state after the report, and the process it goes to next (null: route done). */
  pieceStatus: z.enum(PIECE_LIFECYCLE),
  nextProcessName: z.string().nullable(),
});
export type WorkReportItem = z.infer<typeof workReportItem>;

export const reportWorkData = z.object({ reports: z.array(workReportItem) });

/** Reports newest first; a member without `undo` sees only their own. */
export const workReportListBody = z.strictObject({
  ...listRequestShape,
  fromDay: dayText.optional(),
  toDay: dayText.optional(),
  workerId: idField.optional(),
  processId: idField.optional(),
  projectId: idField.optional(),
  /** A scanned piece label, to find one piece's reports. */
  scan: scanText.optional(),
});
export const workReportListData = listResponse(workReportItem);

export const undoWorkReportBody = z.strictObject({
  id: idField,
  reason: singleLineText()
    .trim()
    .min(1, 'workReport.reasonRequired')
    .max(WORK_REPORT_LIMITS.reasonMax, 'workReport.reasonRequired'),
});

export const WORK_REPORT_ACTIONS = ['report', 'undo'] as const;

/** The audit trail: every report and undo, who did it, when, and an undo's reason. */
export const workReportAuditBody = z.strictObject({
  ...listRequestShape,
  scan: scanText.optional(),
});
export const workReportAuditItem = z.object({
  id: z.string(),
  action: z.enum(WORK_REPORT_ACTIONS),
  reportId: z.string(),
  pieceCode: z.string(),
  processName: z.string(),
  workerName: z.string(),
  actorName: z.string(),
  reason: z.string(),
  at: z.string(),
});
export const workReportAuditData = listResponse(workReportAuditItem);

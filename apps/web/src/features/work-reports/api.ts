import type { BodyOf } from '@stone/shared';
import { featureKeys, useApiMutation, useApiQuery } from '../../components/crud/api-query.ts';

/**
 * The work-report screen's calls (docs/adr/0008). A report or an undo refreshes the lists (not
 * the scan context, which a scan does not change: one scan, one extra read at most), so they
 * show it at once. Reports are quiet: the scan panel shows each answer, the server's refusal
 * included, in its own result list.
 */
export const workReportKeys = featureKeys('workReports');
const LISTS = [
  workReportKeys.of('webReportWork/getReportList'),
  workReportKeys.of('webReportWork/getReportAudit'),
];
const keepPrevious = { placeholderData: <T>(previous: T | undefined) => previous };

export const useScanContext = () => useApiQuery(workReportKeys, 'webReportWork/getScanContext', {});
export const useReportWork = () =>
  useApiMutation('webReportWork/reportWork', LISTS, { quiet: true });
export const useReportList = (body: BodyOf<'webReportWork/getReportList'>) =>
  useApiQuery(workReportKeys, 'webReportWork/getReportList', body, keepPrevious);
export const useUndoReport = () => useApiMutation('webReportWork/undoReport', LISTS);
export const useReportAudit = (body: BodyOf<'webReportWork/getReportAudit'>) =>
  useApiQuery(workReportKeys, 'webReportWork/getReportAudit', body, keepPrevious);

/** One per report call: a retried request is answered once by the server, not reported twice. */
export const newRequestId = () => crypto.randomUUID?.() ?? `${Date.now()}-${Math.random()}`;

/* Issue 17: work reports and their audit trail (migration w01). */

export type WorkReportsTable = {
  org_id: string;
  id: string;
  piece_id: string;
  process_id: string;
  project_id: string;
  step: number;
  worker_id: string;
  reported_at: string;
};

export type WorkReportAuditTable = {
  org_id: string;
  id: string;
  action: 'report' | 'undo';
  report_id: string;
  piece_id: string;
  process_id: string;
  worker_id: string;
  actor_id: string;
  /** '' for a report; an undo's reason. */
  reason: string;
  at: string;
};

export type WorkReportTables = {
  work_reports: WorkReportsTable;
  work_report_audit: WorkReportAuditTable;
};

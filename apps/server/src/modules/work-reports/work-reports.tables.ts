/* Issue 17: work reports and their audit trail (migration w01); issue 20: each report's value,
 * frozen when written, and the day totals beside them (migration w03). */
import type { ColumnType } from 'kysely';

/** A bigint column: PostgreSQL reads it back as text. */
type BigintColumn = ColumnType<number | string, number, number>;

export type WorkReportsTable = {
  org_id: string;
  id: string;
  piece_id: string;
  process_id: string;
  project_id: string;
  step: number;
  worker_id: string;
  reported_at: string;
  /** What the report is worth in cents, at the fee in force when it was written (ADR 0022). */
  value_cents: BigintColumn;
  /** The process's fee (cents) and unit the value was computed with, shown in the drill-down. */
  fee_cents: number;
  unit: string;
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

/**
 * Per factory day (UTC+8), worker and process: how many reports and what they are worth, and the
 * pieces' net area. Kept in step with work_reports in the same transaction
 * (report-days.repository.ts), so pay, month targets and boards never scan a month of reports.
 */
export type WorkReportDaysTable = {
  org_id: string;
  day: string;
  worker_id: string;
  process_id: string;
  report_count: ColumnType<number, number, number>;
  value_cents: BigintColumn;
  area_mm2: BigintColumn;
};

export type WorkReportTables = {
  work_reports: WorkReportsTable;
  work_report_audit: WorkReportAuditTable;
  work_report_days: WorkReportDaysTable;
};

import type { Selectable } from 'kysely';
import { sameOrg, type OrgScope } from '../../db/org-scope.ts';
import { addToReportDays } from './report-days.repository.ts';
import { pieceSizeOf, reportValue, unitOf } from './report-value.ts';
import type { WorkReportsTable } from './work-reports.tables.ts';

// Queries of work reports (issue 17). Pieces and their reports are read a batch at a time: a
// batch report carries at most 500 scans (DEFAULTS_LIMITS.batchMax), one statement each way.
// Every writer of work_reports (the scan screen, kit-check and packing steps, demo seeds and
// test kits) goes through `insertReports` and `deleteReport`, which keep each report's frozen
// value and the day totals (report-days.repository.ts) in step in the caller's transaction.

export const piecesByIds = (org: OrgScope, ids: readonly string[]) =>
  org
    .selectFrom('project_slabs as s')
    .innerJoin('projects as p', (j) => j.onRef('p.id', '=', 's.project_id').on(sameOrg('p', 's')))
    .innerJoin('planes as l', (j) => j.onRef('l.id', '=', 's.plane_id').on(sameOrg('l', 's')))
    .select([
      's.id',
      's.code',
      's.status',
      's.process_code',
      's.project_id',
      'p.name as project_name',
      'l.id as plane_id',
      'l.name as plane_name',
    ])
    .where('s.id', 'in', [...ids])
    .execute();
export type PieceRow = Awaited<ReturnType<typeof piecesByIds>>[number];

/** Every report of these pieces, oldest step first: where each piece stands on its route. */
export const reportsOfPieces = (org: OrgScope, pieceIds: readonly string[]) =>
  org
    .selectFrom('work_reports as r')
    .leftJoin('users as u', 'u.id', 'r.worker_id')
    .select(['r.id', 'r.piece_id', 'r.process_id', 'r.step', 'r.reported_at', 'u.nickname'])
    .where('r.piece_id', 'in', [...pieceIds])
    .orderBy('r.step')
    .execute();

/** A report as read back (its enterprise comes from the scope). */
export type ReportRow = Omit<Selectable<WorkReportsTable>, 'org_id'>;
/** A report to write: its value is the repository's to freeze. */
export type NewReport = Omit<ReportRow, 'value_cents' | 'fee_cents' | 'unit'>;

/**
 * Each report with its value at the fee now in force, and its piece's net area. A piece or
 * process we do not know is worth nothing (pay never counted such a report).
 */
async function valued(org: OrgScope, rows: readonly NewReport[]) {
  const [pieces, processes] = await Promise.all([
    org
      .selectFrom('project_slabs')
      .select(['id', 'width_mm', 'height_mm', 'area_mm2'])
      .where('id', 'in', [...new Set(rows.map((r) => r.piece_id))])
      .execute(),
    org
      .selectFrom('processes')
      .select(['id', 'fee', 'unit'])
      .where('id', 'in', [...new Set(rows.map((r) => r.process_id))])
      .execute(),
  ]);
  const sizeOf = new Map(pieces.map((p) => [p.id, pieceSizeOf(p)]));
  const processOf = new Map(processes.map((p) => [p.id, p]));
  return rows.map((r) => {
    const size = sizeOf.get(r.piece_id);
    const process = processOf.get(r.process_id);
    const unit = unitOf(process?.unit ?? '');
    // Fees are stored as integer cents (a bigint string on PostgreSQL): exact as a number.
    const feeCents = Number(process?.fee ?? 0);
    return {
      row: {
        ...r,
        value_cents: size && process ? reportValue(unit, feeCents, size) : 0,
        fee_cents: feeCents,
        unit,
      },
      area_mm2: size?.areaMm2 ?? 0,
    };
  });
}

/** Writes reports with their frozen values, adds them to their day rows, and audits them. */
export async function insertReports(org: OrgScope, reports: readonly NewReport[], actorId: string) {
  if (reports.length === 0) return;
  const withValues = await valued(org, reports);
  const rows = withValues.map((v) => v.row);
  // Reports first: a racing duplicate fails on their unique key before any day row moves.
  await org.insertInto('work_reports').values(rows).execute();
  await addToReportDays(
    org,
    withValues.map((v) => ({ ...v.row, area_mm2: v.area_mm2 })),
    1,
  );
  await org
    .insertInto('work_report_audit')
    .values(
      rows.map((r) => ({
        id: `${r.id}-r`,
        action: 'report' as const,
        report_id: r.id,
        piece_id: r.piece_id,
        process_id: r.process_id,
        worker_id: r.worker_id,
        actor_id: actorId,
        reason: '',
        at: r.reported_at,
      })),
    )
    .execute();
}

export const findReport = (org: OrgScope, id: string) =>
  org.selectFrom('work_reports').selectAll().where('id', '=', id).executeTakeFirst();

/** Removes the report and writes the undo into the audit trail; false when already gone. */
export async function deleteReport(
  org: OrgScope,
  report: ReportRow,
  undo: { actorId: string; reason: string; at: string },
) {
  const gone = await org.deleteFrom('work_reports').where('id', '=', report.id).executeTakeFirst();
  if (Number(gone.numDeletedRows) !== 1) return false;
  const piece = await org
    .selectFrom('project_slabs')
    .select(['width_mm', 'height_mm', 'area_mm2'])
    .where('id', '=', report.piece_id)
    .executeTakeFirst();
  // The value taken off is the one the report was written with, whatever the fee is now.
  await addToReportDays(org, [{ ...report, area_mm2: piece ? pieceSizeOf(piece).areaMm2 : 0 }], -1);
  await org
    .insertInto('work_report_audit')
    .values({
      id: `${report.id}-u`,
      action: 'undo',
      report_id: report.id,
      piece_id: report.piece_id,
      process_id: report.process_id,
      worker_id: report.worker_id,
      actor_id: undo.actorId,
      reason: undo.reason,
      at: undo.at,
    })
    .execute();
  return true;
}

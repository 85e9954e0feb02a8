import { sameOrg, type OrgScope } from '../../db/org-scope.ts';
import type { WorkReportsTable } from './work-reports.tables.ts';

// Queries of work reports (issue 17). Pieces and their reports are read a batch at a time: a
// batch report carries at most 500 scans (DEFAULTS_LIMITS.batchMax), one statement each way.

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

/** A report as inserted and read back (its enterprise comes from the scope). */
export type ReportRow = Omit<WorkReportsTable, 'org_id'>;

export async function insertReports(org: OrgScope, rows: ReportRow[], actorId: string) {
  await org.insertInto('work_reports').values(rows).execute();
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

// Queries of pay (docs/adr/0022). Each report's value is frozen on it when it is written
// (work-reports/report-value.ts), and its day row (work_report_days: factory day, worker,
// process) sums the values, so a range's pay reads at most days × workers × processes rows
// however many reports there are; the drill-down reads the reports themselves, a page at a time.
import { sql } from 'kysely';
import type { ProcessStage } from '@stone/shared/processes/enums';
import { sameOrg, type OrgScope } from '../../db/org-scope.ts';
import { cappedTotal, pageOf, type ListPaging } from '../../db/list-query.ts';
import type { TeamMember, WorkerProcessValue } from './pay-math.ts';

export type PayWindow = {
  /** Factory days, both included: what the day rows are read by. */
  fromDay: string;
  toDay: string;
  /** The same days as UTC times [from, to): what reports are read by. */
  fromIso: string;
  toIso: string;
  /** Only processes of these stages; every stage when null. */
  stages: readonly ProcessStage[] | null;
  workerId?: string | undefined;
};

/** The stage filter: no stage at all (picking) matches nothing. */
const stagesOf = (w: PayWindow) => (w.stages?.length ? [...w.stages] : ['']);

function reportsIn(org: OrgScope, w: PayWindow) {
  let q = org
    .selectFrom('work_reports as r')
    .innerJoin('processes as c', (j) => j.onRef('c.id', '=', 'r.process_id').on(sameOrg('c', 'r')))
    .innerJoin('project_slabs as s', (j) =>
      j.onRef('s.id', '=', 'r.piece_id').on(sameOrg('s', 'r')),
    )
    .where('r.reported_at', '>=', w.fromIso)
    .where('r.reported_at', '<', w.toIso);
  if (w.stages) q = q.where('c.stage', 'in', stagesOf(w));
  if (w.workerId) q = q.where('r.worker_id', '=', w.workerId);
  return q;
}

/** Σ of report values per (worker, process) in the window, from the day rows. */
export async function workerProcessValues(
  org: OrgScope,
  w: PayWindow,
): Promise<WorkerProcessValue[]> {
  // Joined to the process as the drill-down is, so both leave out the reports of one deleted.
  let q = org
    .selectFrom('work_report_days as d')
    .innerJoin('processes as c', (j) => j.onRef('c.id', '=', 'd.process_id').on(sameOrg('c', 'd')))
    .where('d.day', '>=', w.fromDay)
    .where('d.day', '<=', w.toDay);
  if (w.stages) q = q.where('c.stage', 'in', stagesOf(w));
  if (w.workerId) q = q.where('d.worker_id', '=', w.workerId);
  const rows = await q
    .select([
      'd.worker_id',
      'd.process_id',
      sql<string | number>`sum(d.report_count)`.as('n'),
      sql<string | number>`sum(d.value_cents)`.as('cents'),
    ])
    .groupBy(['d.worker_id', 'd.process_id'])
    .execute();
  return rows.map((r) => ({
    workerId: r.worker_id,
    processId: r.process_id,
    count: Number(r.n),
    cents: Number(r.cents),
  }));
}

/** Every team member of the enterprise (teams are few; the split needs whole teams). */
export async function teamMembers(org: OrgScope): Promise<(TeamMember & { teamName: string })[]> {
  const rows = await org
    .selectFrom('team_members as m')
    .innerJoin('team_groups as g', (j) => j.onRef('g.id', '=', 'm.team_id').on(sameOrg('g', 'm')))
    .select(['m.team_id', 'm.process_id', 'm.worker_id', 'm.coefficient_bp', 'g.name'])
    .execute();
  return rows.map((r) => ({
    teamId: r.team_id,
    processId: r.process_id,
    workerId: r.worker_id,
    coefficientBp: r.coefficient_bp,
    teamName: r.name,
  }));
}

/** Names of users by id (workers are users; `work_reports.worker_id` is a user id). */
export async function userNames(org: OrgScope, ids: readonly string[]) {
  const names = new Map<string, string>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await org.db
      .selectFrom('users')
      .select(['id', 'nickname'])
      .where('id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const r of rows) names.set(r.id, r.nickname ?? '');
  }
  return names;
}

const perimeterMm = sql<number>`cast(round(2 * (s.width_mm + s.height_mm)) as bigint)`;
const areaMm2 = sql<number>`cast(round(s.area_mm2) as bigint)`;

/** A page of one worker's reports, newest first, each with the value, fee and unit it froze. */
export async function workerReportPage(org: OrgScope, w: PayWindow, q: ListPaging) {
  const page = pageOf(q);
  const total = await cappedTotal(org.db, reportsIn(org, w), page);
  const rows = await reportsIn(org, w)
    .innerJoin('projects as p', (j) => j.onRef('p.id', '=', 's.project_id').on(sameOrg('p', 's')))
    .select([
      'r.id',
      'r.reported_at',
      'r.process_id',
      's.code as piece_code',
      'p.name as project_name',
      'c.name as process_name',
      'r.unit',
      'r.fee_cents',
      'r.value_cents',
    ])
    .select([perimeterMm.as('perimeter_mm'), areaMm2.as('area_mm2')])
    .orderBy('r.reported_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { rows, total };
}

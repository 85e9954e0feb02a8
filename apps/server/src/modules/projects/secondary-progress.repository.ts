// Queries of secondary progress (issue 18): counts grouped in SQL over project_slabs and
// work_reports, never a loop over pieces. Routes (process codes → ordered processes) are read
// whole from the catalogue: an enterprise has tens of codes, not thousands.
import { sql, type ExpressionBuilder } from 'kysely';
import { sameOrg, type OrgScope } from '../../db/org-scope.ts';
import type { Database } from '../../tables.ts';
import {
  listProcessChoices,
  listProcessCodeRows,
  routeIds,
} from '../processes/processes.repository.ts';

/** States a piece can be reported in (work reports): cut, bound, or already processing. */
export const AT_PROCESS_STATES = ['cut', 'pendingProcessing', 'processing'] as const;

export type RouteStep = { processId: string; code: string; name: string; stage: string };

/** Every process code's route, each step with its stage; steps gone from the catalogue dropped. */
export async function readRoutes(org: OrgScope): Promise<Map<string, RouteStep[]>> {
  const [codes, processes] = await Promise.all([listProcessCodeRows(org), listProcessChoices(org)]);
  const byId = new Map(processes.map((p) => [p.id, p]));
  return new Map(
    codes.map((c) => [
      c.code,
      routeIds(c.process_ids).flatMap((id) => {
        const p = byId.get(id);
        return p ? [{ processId: id, code: p.code, name: p.name, stage: p.stage }] : [];
      }),
    ]),
  );
}

/** A piece's number of reports: where it stands on its route (reports are a prefix of it). */
const reportsPerPiece = (org: OrgScope, projectIds: readonly string[]) =>
  org
    .selectFrom('work_reports as w')
    .select((eb) => ['w.piece_id', eb.fn.countAll<string | number>().as('n')])
    .where('w.project_id', 'in', [...projectIds])
    .groupBy('w.piece_id');

/**
 * Pieces per (project, plane, process code, status, number of reports): the few groups from
 * which every cell's "to process" and "in progress" follow (planes × codes × states × steps).
 */
export const standingGroups = (
  org: OrgScope,
  q: { projectIds: readonly string[]; codes: readonly string[] },
) =>
  q.codes.length === 0 || q.projectIds.length === 0
    ? Promise.resolve([])
    : org
        .selectFrom('project_slabs as s')
        .leftJoin(reportsPerPiece(org, q.projectIds).as('r'), (j) =>
          j.onRef('r.piece_id', '=', 's.id'),
        )
        .select((eb) => [
          's.project_id',
          's.plane_id',
          's.process_code',
          's.status',
          'r.n',
          eb.fn.countAll<string | number>().as('pieces'),
        ])
        .where('s.project_id', 'in', [...q.projectIds])
        .where('s.process_code', 'in', [...q.codes])
        .groupBy(['s.project_id', 's.plane_id', 's.process_code', 's.status', 'r.n'])
        .execute();

type Pair = { code: string; processId: string };
const onRoute = (
  eb: ExpressionBuilder<Database, 'project_slabs' | 'work_reports'>,
  pairs: Pair[],
) =>
  eb.or(
    pairs.map((p) =>
      eb.and([
        eb('project_slabs.process_code', '=', p.code),
        eb('work_reports.process_id', '=', p.processId),
      ]),
    ),
  );

/** Reports per (project, plane, process), only at processes of the piece's own route. */
export const doneGroups = (org: OrgScope, q: { projectIds: readonly string[]; pairs: Pair[] }) =>
  q.pairs.length === 0 || q.projectIds.length === 0
    ? Promise.resolve([])
    : org
        .selectFrom('work_reports')
        .innerJoin('project_slabs', (j) =>
          j
            .onRef('project_slabs.id', '=', 'work_reports.piece_id')
            .on(sameOrg('project_slabs', 'work_reports')),
        )
        .select((eb) => [
          'project_slabs.project_id',
          'project_slabs.plane_id',
          'work_reports.process_id',
          eb.fn.countAll<string | number>().as('pieces'),
        ])
        .where('work_reports.project_id', 'in', [...q.projectIds])
        .where((eb) => onRoute(eb, q.pairs))
        .groupBy(['project_slabs.project_id', 'project_slabs.plane_id', 'work_reports.process_id'])
        .execute();

export const planesOf = (org: OrgScope, projectIds: readonly string[]) =>
  projectIds.length === 0
    ? Promise.resolve([])
    : org
        .selectFrom('planes')
        .select(['id', 'name', 'project_id'])
        .where('project_id', 'in', [...projectIds])
        .orderBy('created_at')
        .orderBy('id')
        .execute();

/** The project's distinct process codes (an index on the project's pieces serves it). */
export async function codesOfProject(org: OrgScope, projectId: string) {
  const rows = await org
    .selectFrom('project_slabs')
    .select('process_code')
    .distinct()
    .where('project_id', '=', projectId)
    .where('process_code', '<>', '')
    .execute();
  return rows.map((r) => r.process_code);
}

export const countAbnormal = async (org: OrgScope, projectId: string) =>
  Number(
    (
      await org
        .selectFrom('project_slabs')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('abnormal', '=', 1)
        .where('project_id', '=', projectId)
        .executeTakeFirstOrThrow()
    ).n,
  );

/**
 * One cell's pieces: `done` reported at the process; `inProgress` standing at it (state, and as
 * many reports as steps before it on its code's route); `toProcess` the rest of the route's pieces.
 */
export function cellPieces(
  org: OrgScope,
  q: {
    planeId: string;
    processId: string;
    bucket: 'toProcess' | 'inProgress' | 'done';
    /** code → the process's index on that code's route. */
    indexByCode: Map<string, number>;
  },
) {
  const codes = [...q.indexByCode.keys()];
  const reportedHere = (eb: ExpressionBuilder<Database, 'project_slabs'>) =>
    eb.exists(
      org
        .selectFrom('work_reports as w')
        .select('w.id')
        // Correlated with the outer piece (the scope already keeps both on one enterprise).
        .where(sql<boolean>`${sql.ref('w.piece_id')} = ${sql.ref('project_slabs.id')}`)
        .where('w.process_id', '=', q.processId),
    );
  // The piece's number of reports, through the scope like every other read.
  const reportCount = org
    .selectFrom('work_reports as w2')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(sql<boolean>`${sql.ref('w2.piece_id')} = ${sql.ref('project_slabs.id')}`);
  const standingHere = (eb: ExpressionBuilder<Database, 'project_slabs'>) =>
    eb.and([
      eb('project_slabs.status', 'in', [...AT_PROCESS_STATES]),
      eb.not(reportedHere(eb)),
      eb.or(
        [...q.indexByCode].map(([code, i]) =>
          eb.and([eb('project_slabs.process_code', '=', code), eb(reportCount, '=', i)]),
        ),
      ),
    ]);
  let base = org.selectFrom('project_slabs').where('project_slabs.plane_id', '=', q.planeId);
  // No code routes the process: no piece (an empty IN list is no SQL).
  base = codes.length
    ? base.where('project_slabs.process_code', 'in', codes)
    : base.where(sql<boolean>`1 = 0`);
  if (q.bucket === 'done') base = base.where((eb) => reportedHere(eb));
  else if (q.bucket === 'inProgress') base = base.where((eb) => standingHere(eb));
  else
    base = base.where((eb) =>
      eb.and([eb.not(reportedHere(eb)), eb.not(standingHere(eb) as ReturnType<typeof eb.and>)]),
    );
  return base;
}

// Reads and writes of planning; every query filters by the caller's enterprise (orgTable for
// single-table reads, an explicit org_id on joins and writes).
import type { Cut, Rect } from '@stone/planner';
import type { Db } from '../../db/database.ts';
import { orgTable } from '../../db/org-scope.ts';
import type { PlanRunState, PlanRunsTable } from './planning.tables.ts';
import type { PlanPiece } from './plan-problem.ts';

export type StoredPlacement = {
  pieceId: string;
  code: string;
  x: number;
  y: number;
  width: number;
  height: number;
  rotated: boolean;
};
/** plan_layouts.layout_json. */
export type StoredLayout = {
  slabId: string;
  trim: number;
  kerf: number;
  placements: StoredPlacement[];
  cuts: Cut[];
  /** Off-cuts of at least the minimum remnant (runs since migration 0011; older rows lack it). */
  remnants?: Rect[];
};

export const ACTIVE_STATES: PlanRunState[] = ['queued', 'running'];

export async function findPlaneForPlanning(db: Db, orgId: string, planeId: string) {
  return db
    .selectFrom('planes as p')
    .innerJoin('projects as s', (j) =>
      j.onRef('s.org_id', '=', 'p.org_id').onRef('s.id', '=', 'p.project_id'),
    )
    .select([
      'p.id',
      'p.project_id',
      'p.accepted_run_id',
      'p.yield_bp',
      's.settings_json',
      's.archived',
      's.terminated',
      's.yield_bp as project_yield_bp',
    ])
    .where('p.org_id', '=', orgId)
    .where('p.id', '=', planeId)
    .executeTakeFirst();
}

export async function listPlanePieces(db: Db, orgId: string, planeId: string) {
  const rows = await orgTable(db, 'project_slabs', orgId)
    .select(['id', 'code', 'width_mm', 'height_mm'])
    .where('plane_id', '=', planeId)
    .orderBy('code')
    .orderBy('id')
    .execute();
  return rows.map((r): PlanPiece => ({
    id: r.id,
    code: r.code,
    width: Number(r.width_mm),
    height: Number(r.height_mm),
  }));
}

export async function findActiveRun(db: Db, orgId: string, planeId: string) {
  return orgTable(db, 'plan_runs', orgId)
    .select('id')
    .where('plane_id', '=', planeId)
    .where('state', 'in', ACTIVE_STATES)
    .executeTakeFirst();
}

export async function insertRun(db: Db, row: PlanRunsTable) {
  await db.insertInto('plan_runs').values(row).execute();
}

export async function findRun(db: Db, orgId: string, runId: string) {
  return orgTable(db, 'plan_runs', orgId).selectAll().where('id', '=', runId).executeTakeFirst();
}

export async function listRuns(db: Db, orgId: string, planeId: string) {
  return orgTable(db, 'plan_runs', orgId)
    .selectAll()
    .where('plane_id', '=', planeId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function updateRun(
  db: Db,
  orgId: string,
  runId: string,
  values: Partial<Omit<PlanRunsTable, 'org_id' | 'id'>>,
) {
  await db
    .updateTable('plan_runs')
    .set(values)
    .where('org_id', '=', orgId)
    .where('id', '=', runId)
    .execute();
}

export async function listLayouts(db: Db, orgId: string, runId: string) {
  const rows = await orgTable(db, 'plan_layouts', orgId)
    .select(['seq', 'slab_length_mm', 'slab_width_mm', 'yield_bp', 'layout_json'])
    .where('run_id', '=', runId)
    .orderBy('seq')
    .execute();
  return rows.map((r) => ({
    seq: r.seq,
    lengthMm: Number(r.slab_length_mm),
    widthMm: Number(r.slab_width_mm),
    yieldBp: r.yield_bp,
    layout: JSON.parse(r.layout_json) as StoredLayout,
  }));
}

/**
 * Planning state, yield and placed count of a plane. Not a user edit, so its `version` (which
 * guards the user's own edits of the plane) stays as it is.
 */
export async function updatePlane(
  db: Db,
  orgId: string,
  planeId: string,
  values: {
    planning_state?: 'toPlan' | 'planning' | 'planned';
    accepted_run_id?: string | null;
    yield_bp?: number;
    planned_count?: number;
  },
  now: string,
) {
  await db
    .updateTable('planes')
    .set({ ...values, updated_at: now })
    .where('org_id', '=', orgId)
    .where('id', '=', planeId)
    .execute();
}

/**
 * The project's slab count and yield are those of its planes' accepted runs: piece area over
 * slab area, summed, so a large plane weighs more than a small one.
 */
export async function refreshProjectTotals(db: Db, orgId: string, projectId: string, now: string) {
  const slabs = await db
    .selectFrom('plan_layouts as l')
    .innerJoin('planes as p', (j) =>
      j.onRef('p.org_id', '=', 'l.org_id').onRef('p.accepted_run_id', '=', 'l.run_id'),
    )
    .select(['l.slab_length_mm', 'l.slab_width_mm', 'l.yield_bp'])
    .where('l.org_id', '=', orgId)
    .where('p.project_id', '=', projectId)
    .execute();
  let slabArea = 0;
  let pieceArea = 0;
  for (const s of slabs) {
    const area = Number(s.slab_length_mm) * Number(s.slab_width_mm);
    slabArea += area;
    pieceArea += (area * s.yield_bp) / 10_000;
  }
  await db
    .updateTable('projects')
    .set({
      slab_count: slabs.length,
      yield_bp: slabArea > 0 ? Math.round((pieceArea / slabArea) * 10_000) : 0,
      updated_at: now,
    })
    .where('org_id', '=', orgId)
    .where('id', '=', projectId)
    .execute();
}

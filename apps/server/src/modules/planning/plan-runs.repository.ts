// Planning runs and the layouts a finished run leaves, in one enterprise's scope.
import type { OrgInsert, OrgScope } from '../../db/org-scope.ts';
import type { Db } from '../../db/database.ts';
import type { PlanRunState, PlanRunsTable, StoredLayout } from './planning.tables.ts';

export const ACTIVE_STATES: PlanRunState[] = ['queued', 'running'];

/** Bound parameters per statement stay well under SQLite's and PostgreSQL's limits. */
const LAYOUTS_PER_INSERT = 500;

export const findActiveRun = (org: OrgScope, planeId: string) =>
  org
    .selectFrom('plan_runs')
    .select('id')
    .where('plane_id', '=', planeId)
    .where('state', 'in', ACTIVE_STATES)
    .executeTakeFirst();

export async function insertRun(org: OrgScope, row: OrgInsert<'plan_runs'>) {
  await org.insertInto('plan_runs').values(row).execute();
}

export const findRun = (org: OrgScope, runId: string) =>
  org.selectFrom('plan_runs').selectAll().where('id', '=', runId).executeTakeFirst();

export const listRuns = (org: OrgScope, planeId: string) =>
  org
    .selectFrom('plan_runs')
    .selectAll()
    .where('plane_id', '=', planeId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();

export async function updateRun(
  org: OrgScope,
  runId: string,
  values: Partial<Omit<PlanRunsTable, 'org_id' | 'id'>>,
) {
  await org.updateTable('plan_runs').set(values).where('id', '=', runId).execute();
}

/**
 * Ends a run that is still queued or running; false if it has already ended, so a run ends
 * exactly once however a cancel, the planner's answer and a failure race.
 */
export async function endRun(
  org: OrgScope,
  runId: string,
  values: Partial<Omit<PlanRunsTable, 'org_id' | 'id'>>,
): Promise<boolean> {
  const result = await org
    .updateTable('plan_runs')
    .set(values)
    .where('id', '=', runId)
    .where('state', 'in', ACTIVE_STATES)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Progress of a running run, with the best layout so far (a poller on another instance reads
 * it from here); a late tick never overwrites a run that has ended. False once it has ended,
 * which is how a planner on a worker process learns of a cancel it did not hear.
 */
export async function writeRunProgress(
  org: OrgScope,
  runId: string,
  progress: { progressBp: number; slabCount?: number; yieldBp?: number },
): Promise<boolean> {
  const result = await org
    .updateTable('plan_runs')
    .set({
      progress_bp: progress.progressBp,
      ...(progress.slabCount === undefined ? {} : { slab_count: progress.slabCount }),
      ...(progress.yieldBp === undefined ? {} : { yield_bp: progress.yieldBp }),
    })
    .where('id', '=', runId)
    .where('state', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Queued (or running, on a retry after a lost worker) → running; false if it has ended. */
export async function markRunRunning(org: OrgScope, runId: string, startedAt: string) {
  const result = await org
    .updateTable('plan_runs')
    .set({ state: 'running', started_at: startedAt })
    .where('id', '=', runId)
    .where('state', 'in', ACTIVE_STATES)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Start-up: runs the last process left queued or running, of every enterprise (no caller: each
 * is then ended in its own enterprise's scope). The one read of plan_runs without a scope.
 */
export const listInterruptedRuns = (db: Db) =>
  db
    .selectFrom('plan_runs')
    .select(['org_id', 'id', 'plane_id'])
    .where('state', 'in', ACTIVE_STATES)
    .execute();

export async function insertLayouts(org: OrgScope, rows: OrgInsert<'plan_layouts'>[]) {
  for (let i = 0; i < rows.length; i += LAYOUTS_PER_INSERT)
    await org
      .insertInto('plan_layouts')
      .values(rows.slice(i, i + LAYOUTS_PER_INSERT))
      .execute();
}

/** A run's layouts in slab order, each slab as stored: length × width (plan-axes.ts). */
export async function listLayouts(org: OrgScope, runId: string) {
  const rows = await org
    .selectFrom('plan_layouts')
    .select(['seq', 'slab_length_mm', 'slab_width_mm', 'yield_bp', 'piece_area_mm2', 'layout_json'])
    .where('run_id', '=', runId)
    .orderBy('seq')
    .execute();
  return rows.map((r) => ({
    seq: r.seq,
    lengthMm: Number(r.slab_length_mm),
    widthMm: Number(r.slab_width_mm),
    yieldBp: r.yield_bp,
    pieceAreaMm2: Number(r.piece_area_mm2),
    layout: JSON.parse(r.layout_json) as StoredLayout,
  }));
}
export type StoredSlabLayout = Awaited<ReturnType<typeof listLayouts>>[number];

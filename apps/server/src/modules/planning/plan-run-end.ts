// What a run leaves behind when it ends: its layouts and totals, and the plane and project
// figures that depend on which run is accepted. Each end is one transaction.
import { fractionToBp } from '@stone/shared/units';
import type { Answer } from '@stone/planner';
import type { AppDeps } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { newId, nowIso } from '../../lib/crypto.ts';
import type { PlanPiece } from './plan-problem.ts';
import {
  findRun,
  refreshProjectTotals,
  updatePlane,
  updateRun,
  type StoredLayout,
} from './plan-runs.repository.ts';

type RunRef = { orgId: string; runId: string; planeId: string; projectId: string };

const INSERT_CHUNK = 500;

/** A plane without an accepted run takes its first finished one, so it shows a plan at once. */
export async function recordDone(deps: AppDeps, ref: RunRef, answer: Answer, pieces: PlanPiece[]) {
  const codes = new Map(pieces.map((p) => [p.id, p.code]));
  const now = nowIso();
  const rows = answer.slabs.map((slab, i) => {
    const layout: StoredLayout = {
      slabId: slab.slabId,
      trim: slab.trim,
      kerf: slab.kerf,
      placements: slab.placements.map((p) => ({ ...p, code: codes.get(p.pieceId) ?? '' })),
      cuts: slab.cuts,
      remnants: slab.remnants,
    };
    return {
      org_id: ref.orgId,
      id: newId(),
      run_id: ref.runId,
      seq: i + 1,
      slab_length_mm: slab.slabWidth,
      slab_width_mm: slab.slabHeight,
      yield_bp: fractionToBp(slab.yield),
      layout_json: JSON.stringify(layout),
      created_at: now,
    };
  });
  const placed = answer.slabs.reduce((n, s) => n + s.placements.length, 0);
  const yieldBp = fractionToBp(answer.stats.yield);
  await deps.db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += INSERT_CHUNK)
      await trx
        .insertInto('plan_layouts')
        .values(rows.slice(i, i + INSERT_CHUNK))
        .execute();
    await updateRun(trx, ref.orgId, ref.runId, {
      state: 'done',
      progress_bp: 10_000,
      finished_at: now,
      slab_count: answer.slabs.length,
      unplaced_count: answer.unplaced.length,
      yield_bp: yieldBp,
    });
    const plane = await trx
      .selectFrom('planes')
      .select('accepted_run_id')
      .where('org_id', '=', ref.orgId)
      .where('id', '=', ref.planeId)
      .executeTakeFirst();
    const accept = !plane?.accepted_run_id;
    await updatePlane(
      trx,
      ref.orgId,
      ref.planeId,
      accept
        ? {
            planning_state: 'planned',
            accepted_run_id: ref.runId,
            yield_bp: yieldBp,
            planned_count: placed,
          }
        : { planning_state: 'planned' },
      now,
    );
    if (accept) await refreshProjectTotals(trx, ref.orgId, ref.projectId, now);
  });
}

/** Cancelled or failed: no layouts; the plane goes back to what its accepted run says. */
export async function recordEnded(
  deps: AppDeps,
  ref: RunRef,
  state: 'cancelled' | 'failed',
  errorCode: string | null,
) {
  const now = nowIso();
  await deps.db.transaction().execute(async (trx) => {
    await updateRun(trx, ref.orgId, ref.runId, { state, finished_at: now, error_code: errorCode });
    await restorePlaneState(trx, ref.orgId, ref.planeId, now);
  });
}

export async function restorePlaneState(db: Db, orgId: string, planeId: string, now: string) {
  const plane = await db
    .selectFrom('planes')
    .select('accepted_run_id')
    .where('org_id', '=', orgId)
    .where('id', '=', planeId)
    .executeTakeFirst();
  await updatePlane(
    db,
    orgId,
    planeId,
    { planning_state: plane?.accepted_run_id ? 'planned' : 'toPlan' },
    now,
  );
}

/** Makes a finished run the plane's plan: its yield and placed count, and the project's totals. */
export async function acceptRun(deps: AppDeps, orgId: string, runId: string) {
  const now = nowIso();
  await deps.db.transaction().execute(async (trx) => {
    const run = await findRun(trx, orgId, runId);
    if (!run) return;
    await updatePlane(
      trx,
      orgId,
      run.plane_id,
      {
        accepted_run_id: run.id,
        yield_bp: run.yield_bp,
        planned_count: run.piece_count - run.unplaced_count,
      },
      now,
    );
    await refreshProjectTotals(trx, orgId, run.project_id, now);
  });
}

/** Start-up: a run the last process left queued or running can't finish any more. */
export async function failInterruptedRuns(deps: AppDeps): Promise<number> {
  const stale = await deps.db
    .selectFrom('plan_runs')
    .select(['org_id', 'id', 'plane_id'])
    .where('state', 'in', ['queued', 'running'])
    .execute();
  const now = nowIso();
  for (const run of stale) {
    await deps.db.transaction().execute(async (trx) => {
      await updateRun(trx, run.org_id, run.id, {
        state: 'failed',
        finished_at: now,
        error_code: 'INTERRUPTED',
      });
      await restorePlaneState(trx, run.org_id, run.plane_id, now);
    });
  }
  return stale.length;
}

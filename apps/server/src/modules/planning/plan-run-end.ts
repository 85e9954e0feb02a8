// What a run leaves behind when it ends: its layouts and totals, and the plane and project
// figures that depend on which run is accepted. Each end is one transaction. Runs end without a
// request, so these take the enterprise the run was stored with.
import { actorScope, orgScope } from '../../db/org-scope.ts';
import { BP_PER_WHOLE, fractionToBp } from '@stone/shared/units';
import type { Answer } from '@stone/planner';
import type { AppDeps } from '../../context.ts';
import type { OrgScope } from '../../db/org-scope.ts';
import { newId, nowIso } from '../../lib/crypto.ts';
import { updateProjectFigures } from '../projects/projects.repository.ts';
import { slabSizeOf } from '../../lib/planner-axes.ts';
import { findAcceptedRunId, listAcceptedSlabs, updatePlane } from './plan-planes.repository.ts';
import type { PlanPiece } from './plan-problem.ts';
import {
  endRun,
  findRun,
  insertLayouts,
  listInterruptedRuns,
  updateRun,
} from './plan-runs.repository.ts';
import type { StoredLayout } from './planning.tables.ts';

type RunRef = { orgId: string; runId: string; planeId: string; projectId: string };

/**
 * Tells the enterprise's screens (any instance, issue 21) that a run ended. An event lost to a
 * database hiccup must not fail the run: the boards also poll.
 */
const announceEnd = (deps: AppDeps, ref: RunRef, state: 'done' | 'cancelled' | 'failed') =>
  deps.events
    .publish(ref.orgId, {
      type: 'plan.runEnded',
      data: { runId: ref.runId, planeId: ref.planeId, projectId: ref.projectId, state },
    })
    .catch(() => {});

/** A plane without an accepted run takes its first finished one, so it shows a plan at once. */
export async function recordDone(deps: AppDeps, ref: RunRef, answer: Answer, pieces: PlanPiece[]) {
  const codes = new Map(pieces.map((p) => [p.id, p.code]));
  const areas = new Map(pieces.map((p) => [p.id, p.area]));
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
    const size = slabSizeOf({ width: slab.slabWidth, height: slab.slabHeight });
    return {
      id: newId(),
      run_id: ref.runId,
      seq: i + 1,
      slab_length_mm: size.lengthMm,
      slab_width_mm: size.widthMm,
      // The planner's yield counts the same net areas (plan-problem.ts).
      yield_bp: fractionToBp(slab.yield),
      piece_area_mm2: slab.placements.reduce((a, p) => a + (areas.get(p.pieceId) ?? 0), 0),
      layout_json: JSON.stringify(layout),
      created_at: now,
    };
  });
  const placed = answer.slabs.reduce((n, s) => n + s.placements.length, 0);
  const yieldBp = fractionToBp(answer.stats.yield);
  const ended = await actorScope(ref, deps.db).transaction(async (org) => {
    const ended = await endRun(org, ref.runId, {
      state: 'done',
      progress_bp: BP_PER_WHOLE,
      finished_at: now,
      slab_count: answer.slabs.length,
      unplaced_count: answer.unplaced.length,
      yield_bp: yieldBp,
    });
    if (!ended) return false;
    await insertLayouts(org, rows);
    const accept = !(await findAcceptedRunId(org, ref.planeId));
    await updatePlane(
      org,
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
    if (accept) await refreshProjectFigures(org, ref.projectId, now);
    return true;
  });
  if (ended) await announceEnd(deps, ref, 'done');
}

/** Cancelled or failed: no layouts; the plane goes back to what its accepted run says. */
export async function recordEnded(
  deps: AppDeps,
  ref: RunRef,
  state: 'cancelled' | 'failed',
  errorCode: string | null,
) {
  const now = nowIso();
  const ended = await actorScope(ref, deps.db).transaction(async (org) => {
    if (!(await endRun(org, ref.runId, { state, finished_at: now, error_code: errorCode })))
      return false;
    await restorePlaneState(org, ref.planeId, now);
    return true;
  });
  if (ended) await announceEnd(deps, ref, state);
}

async function restorePlaneState(org: OrgScope, planeId: string, now: string) {
  const accepted = await findAcceptedRunId(org, planeId);
  await updatePlane(org, planeId, { planning_state: accepted ? 'planned' : 'toPlan' }, now);
}

/**
 * The project's slab count and yield are those of its planes' accepted runs: net piece area over
 * slab area, summed, so a large plane weighs more than a small one. Both areas are kept, so the
 * home figures weigh projects the same way.
 */
async function refreshProjectFigures(org: OrgScope, projectId: string, now: string) {
  const slabs = await listAcceptedSlabs(org, projectId);
  let slabArea = 0;
  let pieceArea = 0;
  for (const s of slabs) {
    slabArea += Number(s.slab_length_mm) * Number(s.slab_width_mm);
    pieceArea += Number(s.piece_area_mm2);
  }
  await updateProjectFigures(org, projectId, {
    slab_count: slabs.length,
    yield_bp: slabArea > 0 ? fractionToBp(pieceArea / slabArea) : 0,
    planned_slab_area_mm2: Math.round(slabArea),
    planned_piece_area_mm2: pieceArea,
    updated_at: now,
  });
}

/** Makes a finished run the plane's plan: its yield and placed count, and the project's totals. */
export async function acceptRun(org: OrgScope, runId: string) {
  const now = nowIso();
  await org.transaction(async (trx) => {
    const run = await findRun(trx, runId);
    if (!run) return;
    await updatePlane(
      trx,
      run.plane_id,
      {
        accepted_run_id: run.id,
        yield_bp: run.yield_bp,
        planned_count: run.piece_count - run.unplaced_count,
      },
      now,
    );
    await refreshProjectFigures(trx, run.project_id, now);
  });
}

/**
 * Start-up (and after a restore): a run the last process left queued or running can't finish
 * any more.
 */
export async function failInterruptedRuns(deps: Pick<AppDeps, 'db'>): Promise<number> {
  const stale = await listInterruptedRuns(deps.db);
  const now = nowIso();
  for (const run of stale) {
    await orgScope(deps.db, run.org_id).transaction(async (org) => {
      await updateRun(org, run.id, {
        state: 'failed',
        finished_at: now,
        error_code: 'INTERRUPTED',
      });
      await restorePlaneState(org, run.plane_id, now);
    });
  }
  return stale.length;
}

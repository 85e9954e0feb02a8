// What the layout viewer and the run history read.
import { bpToPercent, mm2ToM2 } from '@stone/shared/units';
import type { CuttingPlanData } from '@stone/shared/planning/schemas';
import type { Language } from '@stone/shared';
import type { AppDeps } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import {
  findPlaneForPlanning,
  findRun,
  listLayouts,
  listPlanePieces,
  listRuns,
} from './plan-runs.repository.ts';
import { runErrorMessage } from './planning.service.ts';

async function planeOrThrow(deps: AppDeps, orgId: string, planeId: string) {
  const plane = await findPlaneForPlanning(deps.db, orgId, planeId);
  if (!plane) throw notFound();
  return plane;
}

export async function getPlanRuns(deps: AppDeps, orgId: string, planeId: string, lang: Language) {
  const plane = await planeOrThrow(deps, orgId, planeId);
  const runs = await listRuns(deps.db, orgId, planeId);
  return {
    acceptedRunId: plane.accepted_run_id,
    list: runs.map((r) => ({
      runId: r.id,
      state: r.state,
      accepted: r.id === plane.accepted_run_id,
      progressBp: r.progress_bp,
      timeBudgetMs: r.time_budget_ms,
      slabCount: r.slab_count,
      pieceCount: r.piece_count,
      unplacedCount: r.unplaced_count,
      yieldPercent: bpToPercent(r.yield_bp),
      errorMessage: runErrorMessage(r.error_code, lang),
      startedAt: r.started_at,
      finishedAt: r.finished_at,
      createdAt: r.created_at,
    })),
  };
}

/** The layouts of one run of the plane, or of its accepted run when none is named. */
export async function getCuttingPlan(
  deps: AppDeps,
  orgId: string,
  planeId: string,
  runId: string | undefined,
): Promise<CuttingPlanData> {
  const plane = await planeOrThrow(deps, orgId, planeId);
  const id = runId ?? plane.accepted_run_id;
  const run = id ? await findRun(deps.db, orgId, id) : undefined;
  if (runId && (!run || run.plane_id !== planeId)) throw notFound();
  const layouts = run ? await listLayouts(deps.db, orgId, run.id) : [];
  let slabArea = 0;
  let pieceArea = 0;
  const placedIds = new Set<string>();
  const slabs = layouts.map((l) => {
    const area = l.layout.placements.reduce((sum, p) => sum + p.width * p.height, 0);
    slabArea += l.lengthMm * l.widthMm;
    pieceArea += area;
    for (const p of l.layout.placements) placedIds.add(p.pieceId);
    return {
      seq: l.seq,
      lengthMm: l.lengthMm,
      widthMm: l.widthMm,
      trimMm: l.layout.trim,
      kerfMm: l.layout.kerf,
      yieldPercent: bpToPercent(l.yieldBp),
      pieceAreaM2: mm2ToM2(area),
      placements: l.layout.placements,
      cuts: l.layout.cuts,
    };
  });
  const unplaced =
    run?.state === 'done' && run.unplaced_count > 0
      ? (await listPlanePieces(deps.db, orgId, planeId))
          .filter((p) => !placedIds.has(p.id))
          .map((p) => ({ pieceId: p.id, code: p.code }))
      : [];
  return {
    runId: run?.id ?? null,
    planeId,
    projectId: plane.project_id,
    state: run?.state ?? null,
    accepted: !!run && run.id === plane.accepted_run_id,
    slabs,
    unplaced,
    runYieldPercent: bpToPercent(run?.yield_bp ?? 0),
    planeYieldPercent: bpToPercent(plane.yield_bp),
    projectYieldPercent: bpToPercent(plane.project_yield_bp),
    slabAreaM2: mm2ToM2(slabArea),
    pieceAreaM2: mm2ToM2(pieceArea),
  };
}

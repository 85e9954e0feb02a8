// What the job poller, the run history and the layout viewer read.
import { bpToPercent, fractionToBp, mm2ToM2 } from '@stone/shared/units';
import { MESSAGES, type Language, type MessageKey } from '@stone/shared';
import type {
  CuttingPlanData,
  PlanningJobData,
  PlanRunState,
} from '@stone/shared/planning/schemas';
import type { Actor, AppDeps } from '../../context.ts';
import type { OrgScope } from '../../db/org-scope.ts';
import { notFound } from '../../lib/app-error.ts';
import { actorScope } from '../../db/org-scope.ts';
import { jobRegistry, liveProgressBp } from './plan-jobs.ts';
import { drawnPlacement } from './plan-drawing.ts';
import {
  findPlaneForPlanning,
  listPlanePieces,
  listPlaneShapes,
} from './plan-planes.repository.ts';
import { findRun, listLayouts, listRuns } from './plan-runs.repository.ts';
import { findSheetHeader, findStockSlabs } from './plan-sheet.repository.ts';

const ERROR_MESSAGES: Record<string, MessageKey> = {
  INTERRUPTED: 'plan.interrupted',
  CRASHED: 'plan.workerCrashed',
  TIME_BUDGET_EXCEEDED: 'plan.timeBudgetTooShort',
};
/** A failed run's reason in the caller's language (planner codes share one message). */
const runErrorMessage = (code: string | null, lang: Language): string | null =>
  code === null ? null : MESSAGES[ERROR_MESSAGES[code] ?? 'plan.invalidProblem'][lang];

type JobQuery = { runId: string; lang: Language };

/** A live run from memory (instant progress), an ended one from its row. */
export async function readJob(
  deps: AppDeps,
  org: OrgScope,
  { runId, lang }: JobQuery,
): Promise<PlanningJobData> {
  const job = jobRegistry(deps).jobs.get(runId);
  if (job && job.orgId === org.orgId) {
    const state: PlanRunState = job.cancelRequested ? 'cancelled' : job.state;
    return {
      runId,
      planeId: job.planeId,
      state,
      progressBp: liveProgressBp(job),
      elapsedMs: job.startedAt === null ? 0 : Date.now() - job.startedAt,
      timeBudgetMs: job.timeBudgetMs,
      bestYieldPercent: job.best ? bpToPercent(fractionToBp(job.best.yield)) : null,
      slabCount: job.best?.slabsUsed ?? 0,
      pieceCount: job.pieceCount,
      unplacedCount: 0,
      errorMessage: null,
    };
  }
  const run = await findRun(org, runId);
  if (!run) throw notFound();
  const started = run.started_at ? Date.parse(run.started_at) : null;
  const ended = run.finished_at ? Date.parse(run.finished_at) : Date.now();
  return {
    runId,
    planeId: run.plane_id,
    state: run.state,
    progressBp: run.progress_bp,
    elapsedMs: started === null ? 0 : Math.max(0, ended - started),
    timeBudgetMs: run.time_budget_ms,
    // A run on a worker process writes its best layout so far into the row (issue 21).
    bestYieldPercent:
      run.state === 'done' || (run.state === 'running' && run.yield_bp > 0)
        ? bpToPercent(run.yield_bp)
        : null,
    slabCount: run.slab_count,
    pieceCount: run.piece_count,
    unplacedCount: run.unplaced_count,
    errorMessage: runErrorMessage(run.error_code, lang),
  };
}

/** webPlan/getPlanningJob. */
export const getPlanningJob = (actor: Actor, deps: AppDeps, query: JobQuery) =>
  readJob(deps, actorScope(actor, deps.db), query);

async function planeOrThrow(org: OrgScope, planeId: string) {
  const plane = await findPlaneForPlanning(org, planeId);
  if (!plane) throw notFound();
  return plane;
}

/** webPlan/getPlanRuns: every run of the plane, newest first. */
export async function getPlanRuns(
  actor: Actor,
  deps: AppDeps,
  { planeId, lang }: { planeId: string; lang: Language },
) {
  const org = actorScope(actor, deps.db);
  const plane = await planeOrThrow(org, planeId);
  const runs = await listRuns(org, planeId);
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

/** webPlan/getCuttingPlan: the layouts of one run of the plane, or of its accepted run. */
export async function getCuttingPlan(
  actor: Actor,
  deps: AppDeps,
  { planeId, runId }: { planeId: string; runId?: string | undefined },
): Promise<CuttingPlanData> {
  const org = actorScope(actor, deps.db);
  const plane = await planeOrThrow(org, planeId);
  const id = runId ?? plane.accepted_run_id;
  const run = id ? await findRun(org, id) : undefined;
  if (runId && (!run || run.plane_id !== planeId)) throw notFound();
  const layouts = run ? await listLayouts(org, run.id) : [];
  const shapes = layouts.length > 0 ? await listPlaneShapes(org, planeId) : new Map();
  const stock = await findStockSlabs(
    org,
    layouts.map((l) => l.layout.slabId),
  );
  let slabArea = 0;
  let pieceArea = 0;
  const placedIds = new Set<string>();
  const slabs = layouts.map((l) => {
    // Net piece area (holes and arcs subtracted), the same the yield counts (issue 23).
    const area = l.pieceAreaMm2;
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
      placements: l.layout.placements.map((p) => drawnPlacement(p, shapes.get(p.pieceId))),
      cuts: l.layout.cuts,
      stock: stock.get(l.layout.slabId) ?? null,
    };
  });
  const unplaced =
    run?.state === 'done' && run.unplaced_count > 0
      ? (await listPlanePieces(org, planeId))
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
    sheet: await findSheetHeader(org, plane.project_id),
    unplaced,
    runYieldPercent: bpToPercent(run?.yield_bp ?? 0),
    planeYieldPercent: bpToPercent(plane.yield_bp),
    projectYieldPercent: bpToPercent(plane.project_yield_bp),
    slabAreaM2: mm2ToM2(slabArea),
    pieceAreaM2: mm2ToM2(pieceArea),
  };
}

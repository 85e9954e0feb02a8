// Planning of a plane (issue 12): checks, then a queued run; cancel, accept and the job view.
import { bpToPercent, fractionToBp } from '@stone/shared/units';
import { MESSAGES, type Language, type MessageKey } from '@stone/shared';
import { type PlanningJobData, type PlanRunState } from '@stone/shared/planning/schemas';
import type { AppDeps } from '../../context.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { newId, nowIso } from '../../lib/crypto.ts';
import type { PlanRunsTable } from './planning.tables.ts';
import { loadInventorySlabs } from '../material-flows/inventory-slabs.ts';
import { enqueueRun } from './plan-executor.ts';
import { jobRegistry, liveJobForPlane, liveProgressBp, type LiveJob } from './plan-jobs.ts';
import { parseSettings } from '../projects/projects.repository.ts';
import { buildProblem, findOversizedPiece } from './plan-problem.ts';
import { acceptRun } from './plan-run-end.ts';
import {
  findActiveRun,
  findPlaneForPlanning,
  findRun,
  insertRun,
  listPlanePieces,
  updatePlane,
} from './plan-runs.repository.ts';

const ERROR_MESSAGES: Record<string, MessageKey> = {
  INTERRUPTED: 'plan.interrupted',
  CRASHED: 'plan.workerCrashed',
};
/** A failed run's reason in the caller's language (planner codes share one message). */
export const runErrorMessage = (code: string | null, lang: Language): string | null =>
  code === null ? null : MESSAGES[ERROR_MESSAGES[code] ?? 'plan.invalidProblem'][lang];

export async function planPlane(
  deps: AppDeps,
  orgId: string,
  userId: string | null,
  planeId: string,
  timeBudgetMs: number,
  options: { useInventory?: boolean } = {},
): Promise<LiveJob> {
  const registry = jobRegistry(deps);
  const key = `${orgId}:${planeId}`;
  if (registry.starting.has(key) || liveJobForPlane(deps, orgId, planeId))
    throw conflict('plan.alreadyRunning');
  registry.starting.add(key);
  try {
    const plane = await findPlaneForPlanning(deps.db, orgId, planeId);
    if (!plane) throw notFound();
    if (plane.archived || plane.terminated) throw conflict('plan.projectClosed');
    if (await findActiveRun(deps.db, orgId, planeId)) throw conflict('plan.alreadyRunning');
    const settings = parseSettings(plane.settings_json);
    const pieces = await listPlanePieces(deps.db, orgId, planeId);
    if (pieces.length === 0) throw conflict('plan.noPieces');
    const inventory = options.useInventory
      ? await loadInventorySlabs(deps.db, orgId, plane.project_id, settings)
      : null;
    // With inventory the real slabs stand in for the settings' sizes in every check.
    const sizes = inventory
      ? inventory.map((s) => ({ lengthMm: s.width, widthMm: s.height }))
      : settings.slabSizes;
    if (inventory?.length === 0) throw conflict('flow.noInventory');
    if (sizes.length === 0) throw conflict('plan.noSlabSizes');
    if (findOversizedPiece({ ...settings, slabSizes: sizes }, pieces))
      throw conflict('plan.pieceTooLarge');
    const now = nowIso();
    const createdBy =
      userId ??
      (
        await deps.db
          .selectFrom('projects')
          .select('created_by')
          .where('org_id', '=', orgId)
          .where('id', '=', plane.project_id)
          .executeTakeFirstOrThrow()
      ).created_by;
    const row: PlanRunsTable = {
      org_id: orgId,
      id: newId(),
      project_id: plane.project_id,
      plane_id: planeId,
      state: 'queued',
      progress_bp: 0,
      started_at: null,
      finished_at: null,
      time_budget_ms: timeBudgetMs,
      slab_count: 0,
      piece_count: pieces.length,
      unplaced_count: 0,
      yield_bp: 0,
      error_code: null,
      created_by: createdBy,
      created_at: now,
    };
    await deps.db.transaction().execute(async (trx) => {
      await insertRun(trx, row);
      await updatePlane(trx, orgId, planeId, { planning_state: 'planning' }, now);
    });
    const job: LiveJob = {
      runId: row.id,
      orgId,
      planeId,
      projectId: plane.project_id,
      state: 'queued',
      timeBudgetMs,
      pieceCount: pieces.length,
      startedAt: null,
      best: null,
      cancelRequested: false,
      controller: new AbortController(),
      task: async () => {},
      settled: Promise.resolve(),
    };
    enqueueRun(deps, job, buildProblem(settings, pieces, timeBudgetMs, inventory), pieces);
    return job;
  } finally {
    registry.starting.delete(key);
  }
}

/** For the demo seeder and scripts: plans a plane and resolves once the run has ended. */
export async function planPlaneNow(
  deps: AppDeps,
  orgId: string,
  planeId: string,
  options: { timeBudgetMs?: number; useInventory?: boolean } = {},
): Promise<PlanningJobData> {
  const job = await planPlane(deps, orgId, null, planeId, options.timeBudgetMs ?? 5_000, options);
  await job.settled;
  return getPlanningJob(deps, orgId, job.runId, 'en');
}

/** How long a cancel waits for the planner to hand back (it checks between iterations). */
const CANCEL_WAIT_MS = 3_000;

export async function cancelPlanning(deps: AppDeps, orgId: string, runId: string) {
  const registry = jobRegistry(deps);
  const job = registry.jobs.get(runId);
  if (!job || job.orgId !== orgId) {
    if (!(await findRun(deps.db, orgId, runId))) throw notFound();
    throw conflict('plan.notRunning');
  }
  if (job.cancelRequested) return;
  job.cancelRequested = true;
  if (!registry.queue.cancelQueued(job.task)) job.controller.abort();
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    job.settled,
    new Promise((resolve) => (timer = setTimeout(resolve, CANCEL_WAIT_MS))),
  ]);
  clearTimeout(timer);
}

export async function acceptPlanRun(deps: AppDeps, orgId: string, runId: string) {
  const run = await findRun(deps.db, orgId, runId);
  if (!run) throw notFound();
  if (run.state !== 'done') throw conflict('plan.notDone');
  await acceptRun(deps, orgId, runId);
}

export async function getPlanningJob(
  deps: AppDeps,
  orgId: string,
  runId: string,
  lang: Language,
): Promise<PlanningJobData> {
  const job = jobRegistry(deps).jobs.get(runId);
  if (job && job.orgId === orgId) {
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
  const run = await findRun(deps.db, orgId, runId);
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
    bestYieldPercent: run.state === 'done' ? bpToPercent(run.yield_bp) : null,
    slabCount: run.slab_count,
    pieceCount: run.piece_count,
    unplacedCount: run.unplaced_count,
    errorMessage: runErrorMessage(run.error_code, lang),
  };
}

// Planning of a plane (issue 12): checks, then a queued run; cancel and accept.
import { actorScope, orgScope } from '../../db/org-scope.ts';
import { ERROR_CODES } from '@stone/shared';
import { PLAN_LIMITS, type PlanningJobData } from '@stone/shared/planning/schemas';
import type { Actor, AppDeps } from '../../context.ts';
import type { OrgScope } from '../../db/org-scope.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { newId, nowIso } from '../../lib/crypto.ts';
import { loadInventorySlabs } from '../material-flows/inventory-slabs.ts';
import { assertPlanMayChange, sendBackToReview } from '../projects/project-plan-guard.ts';
import { parseSettings } from '../projects/projects.repository.ts';
import { enqueueRun } from './plan-executor.ts';
import { jobRegistry, liveJobForPlane, type LiveJob } from './plan-jobs.ts';
import {
  countPlanePieces,
  findAcceptedRunId,
  findPlaneForPlanning,
  listPlanePieces,
  updatePlane,
} from './plan-planes.repository.ts';
import { buildProblem, findOversizedPiece, plannerSlabs } from './plan-problem.ts';
import { acceptRun, recordEnded } from './plan-run-end.ts';
import { cancelPlanJob } from './plan-queue.ts';
import { ACTIVE_STATES, findActiveRun, findRun, insertRun } from './plan-runs.repository.ts';
import { readJob } from './plan-views.service.ts';

type PlanInput = { planeId: string; timeBudgetMs: number; useInventory?: boolean | undefined };

/** Refuses a plane that can't be planned now; otherwise what its run needs. */
async function checkPlane(deps: AppDeps, org: OrgScope, input: PlanInput) {
  const plane = await findPlaneForPlanning(org, input.planeId);
  if (!plane) throw notFound();
  if (plane.archived || plane.terminated) throw conflict('plan.projectClosed');
  // Issue 23 (docs/adr/0015): a plane with cut slabs is not planned again.
  await assertPlanMayChange(org, input.planeId);
  if (await findActiveRun(org, input.planeId)) throw conflict('plan.alreadyRunning');
  const count = await countPlanePieces(org, input.planeId);
  const limit = PLAN_LIMITS.maxPiecesPerPlan;
  if (count > limit)
    throw new AppError(ERROR_CODES.CONFLICT, 'plan.tooManyPieces', null, { count, limit });
  const settings = parseSettings(plane.settings_json);
  const pieces = await listPlanePieces(org, input.planeId);
  if (pieces.length === 0) throw conflict('plan.noPieces');
  const inventory = input.useInventory
    ? await loadInventorySlabs(deps.db, org.orgId, plane.project_id, settings)
    : null;
  // With inventory the real slabs stand in for the settings' sizes in every check.
  const slabs = plannerSlabs(settings, inventory);
  if (inventory?.length === 0) throw conflict('flow.noInventory');
  if (slabs.length === 0) throw conflict('plan.noSlabSizes');
  if (findOversizedPiece(slabs, settings.trimMm, pieces)) throw conflict('plan.pieceTooLarge');
  return { plane, pieces, problem: buildProblem(settings, pieces, input.timeBudgetMs, inventory) };
}

/** Queues a run of the plane; `createdBy` null (scripts) credits the project's creator. */
async function startRun(
  deps: AppDeps,
  org: OrgScope,
  input: PlanInput & { createdBy: string | null },
): Promise<LiveJob> {
  const { planeId, timeBudgetMs } = input;
  const registry = jobRegistry(deps);
  const key = `${org.orgId}:${planeId}`;
  if (registry.starting.has(key) || liveJobForPlane(deps, org.orgId, planeId))
    throw conflict('plan.alreadyRunning');
  registry.starting.add(key);
  try {
    const { plane, pieces, problem } = await checkPlane(deps, org, input);
    const now = nowIso();
    const runId = newId();
    await org.transaction(async (trx) => {
      await insertRun(trx, {
        id: runId,
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
        created_by: input.createdBy ?? plane.project_created_by,
        created_at: now,
      });
      await updatePlane(trx, planeId, { planning_state: 'planning' }, now);
    });
    const job: LiveJob = {
      runId,
      orgId: org.orgId,
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
    enqueueRun(deps, job, problem, pieces);
    return job;
  } finally {
    registry.starting.delete(key);
  }
}

/** webPlan/startPlanning. */
export const planPlane = (actor: Actor, deps: AppDeps, input: PlanInput): Promise<LiveJob> =>
  startRun(deps, actorScope(actor, deps.db), { ...input, createdBy: actor.userId });

/**
 * For the demo seeder, scripts and tests, which plan without a request: plans a plane of the
 * given enterprise and resolves once the run has ended.
 */
export async function planPlaneNow(
  deps: AppDeps,
  orgId: string,
  planeId: string,
  options: { timeBudgetMs?: number; useInventory?: boolean } = {},
): Promise<PlanningJobData> {
  const org = orgScope(deps.db, orgId);
  const timeBudgetMs = options.timeBudgetMs ?? 5_000;
  const job = await startRun(deps, org, { ...options, planeId, timeBudgetMs, createdBy: null });
  await job.settled;
  return readJob(deps, org, { runId: job.runId, lang: 'en' });
}

/** How long a cancel waits for the run's end (the thread is terminated, so it is quick). */
const CANCEL_WAIT_MS = 3_000;

export async function cancelPlanning(actor: Actor, deps: AppDeps, runId: string) {
  if (deps.jobs) return cancelQueuedRun(actor, deps, runId);
  const registry = jobRegistry(deps);
  const job = registry.jobs.get(runId);
  if (!job || job.orgId !== actor.orgId) {
    if (!(await findRun(actorScope(actor, deps.db), runId))) throw notFound();
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

/**
 * Makes a finished run the plane's plan. Another plan for a plane with cut slabs is refused; an
 * approved project whose plan changes goes back to review (docs/adr/0015), and the answer says so.
 */
/**
 * On PostgreSQL the run may be on any worker: it is ended as cancelled in its row at once
 * (conditionally, so a run that has just finished stays done), then its job is told.
 */
async function cancelQueuedRun(actor: Actor, deps: AppDeps, runId: string) {
  const run = await findRun(actorScope(actor, deps.db), runId);
  if (!run) throw notFound();
  if (!ACTIVE_STATES.includes(run.state) || !deps.jobs) throw conflict('plan.notRunning');
  const ref = { orgId: actor.orgId, runId, planeId: run.plane_id, projectId: run.project_id };
  await recordEnded(deps, ref, 'cancelled', null);
  await cancelPlanJob(deps.jobs, runId);
}

export async function acceptPlanRun(actor: Actor, deps: AppDeps, runId: string) {
  const org = actorScope(actor, deps.db);
  const run = await findRun(org, runId);
  if (!run) throw notFound();
  if (run.state !== 'done') throw conflict('plan.notDone');
  if ((await findAcceptedRunId(org, run.plane_id)) === runId) return { backToReview: false };
  await assertPlanMayChange(org, run.plane_id);
  await acceptRun(org, runId);
  return { backToReview: await sendBackToReview(org, run.project_id) };
}

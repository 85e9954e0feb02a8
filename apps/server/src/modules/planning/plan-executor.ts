// Runs one queued plan: the planner in its worker thread, progress into memory on every
// improvement and into the run's row at most once a second, and the end into the database.
// A cancel terminates the thread (the run keeps no layout), so its core and its slot are free
// as soon as the thread has exited. The same function runs a plan job on a worker process
// (plan-worker.ts, issue 21), where a cancel arrives as a notification or as a progress write
// that finds the run ended.
import { isPlannerError, runPlanner, type Problem } from '@stone/planner';
import { fractionToBp } from '@stone/shared/units';
import type { AppDeps } from '../../context.ts';
import { nowIso } from '../../lib/crypto.ts';
import { BACKGROUND_NICENESS } from '../../workers/background.ts';
import { jobRegistry, liveProgressBp, type LiveJob } from './plan-jobs.ts';
import { SMALL_PLAN_PIECES } from './plan-registry.ts';
import type { PlanPiece } from './plan-problem.ts';
import { markRunRunning, writeRunProgress } from './plan-runs.repository.ts';
import { actorScope } from '../../db/org-scope.ts';
import { recordDone, recordEnded } from './plan-run-end.ts';
import { QueuedTaskCancelled } from '../../workers/task-queue.ts';
import { sendPlanJob, waitForRunEnd } from './plan-queue.ts';

export const PROGRESS_WRITE_MS = 1_000;

/** Marks the run ended by someone else (a cancel on another instance): the planner stops. */
const stopCancelled = (job: LiveJob) => {
  job.cancelRequested = true;
  job.controller.abort();
};

export async function plan(deps: AppDeps, job: LiveJob, problem: Problem, pieces: PlanPiece[]) {
  // No request is behind a run: it works for the enterprise stored with the job.
  const org = actorScope(job, deps.db);
  // Cancelled while queued (or already ended by the worker that was lost): nothing to do.
  if (!(await markRunRunning(org, job.runId, nowIso()))) return;
  job.state = 'running';
  job.startedAt = Date.now();
  let writing = false;
  let ticking = true;
  const ticker = setInterval(() => {
    if (writing) return;
    writing = true;
    const best = job.best;
    const progress = {
      progressBp: liveProgressBp(job),
      ...(best ? { slabCount: best.slabsUsed, yieldBp: fractionToBp(best.yield) } : {}),
    };
    writeRunProgress(org, job.runId, progress)
      .then((running) => running || !ticking || stopCancelled(job))
      .catch(() => {})
      .finally(() => (writing = false));
  }, PROGRESS_WRITE_MS);
  const registry = jobRegistry(deps);
  registry.liveThreads += 1;
  try {
    const answer = await runPlanner(problem, {
      signal: job.controller.signal,
      onAbort: 'terminate',
      timeLimitMs: job.timeBudgetMs,
      niceness: BACKGROUND_NICENESS,
      onProgress: (progress) => (job.best = progress),
    });
    clearInterval(ticker);
    ticking = false;
    // A cancel that came after the planner answered still wins: a cancelled run keeps nothing.
    if (job.cancelRequested) await recordEnded(deps, job, 'cancelled', null);
    else await recordDone(deps, job, answer, pieces);
  } catch (error) {
    clearInterval(ticker);
    ticking = false;
    if (job.cancelRequested) await recordEnded(deps, job, 'cancelled', null);
    // TIME_BUDGET_EXCEEDED among them: not even a first layout fitted in the budget.
    else await recordEnded(deps, job, 'failed', isPlannerError(error) ? error.code : 'CRASHED');
  } finally {
    // runPlanner settles only once its thread has exited.
    registry.liveThreads -= 1;
  }
}

/** Queues the run; the returned promise ends once its end is in the database. */
export function enqueueRun(deps: AppDeps, job: LiveJob, problem: Problem, pieces: PlanPiece[]) {
  if (deps.jobs) {
    // On PostgreSQL a worker process runs it (plan-worker.ts); the row is the only record.
    job.settled = sendPlanJob(deps, deps.jobs, { job, problem, pieces })
      .then(() => waitForRunEnd(deps, job))
      .catch(async () => {
        await recordEnded(deps, job, 'failed', 'CRASHED').catch(() => {});
      });
    return;
  }
  const registry = jobRegistry(deps);
  registry.jobs.set(job.runId, job);
  job.task = () => plan(deps, job, problem, pieces);
  // Fair between enterprises; a small plane may also take the small lane (task-queue.ts).
  const lane = { group: job.orgId, small: job.pieceCount <= SMALL_PLAN_PIECES };
  job.settled = registry.queue
    .run(job.task, lane)
    .catch(async (error: unknown) => {
      // Dropped from the queue before it started, or the database failed mid-way.
      const state = error instanceof QueuedTaskCancelled ? 'cancelled' : 'failed';
      await recordEnded(deps, job, state, state === 'failed' ? 'CRASHED' : null).catch(() => {});
    })
    .finally(() => registry.jobs.delete(job.runId));
}

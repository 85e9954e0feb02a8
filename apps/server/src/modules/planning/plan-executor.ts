// Runs one queued plan: the planner in its worker thread, progress into memory on every
// improvement and into the run's row at most once a second, and the end into the database.
// A cancel terminates the thread (the run keeps no layout), so its core and its slot are free
// as soon as the thread has exited.
import { isPlannerError, runPlanner, type Problem } from '@stone/planner';
import type { AppDeps } from '../../context.ts';
import { nowIso } from '../../lib/crypto.ts';
import { BACKGROUND_NICENESS } from '../../workers/background.ts';
import { jobRegistry, liveProgressBp, type LiveJob } from './plan-jobs.ts';
import { SMALL_PLAN_PIECES } from './plan-registry.ts';
import type { PlanPiece } from './plan-problem.ts';
import { updateRun, writeRunProgress } from './plan-runs.repository.ts';
import { actorScope } from '../../db/org-scope.ts';
import { recordDone, recordEnded } from './plan-run-end.ts';
import { QueuedTaskCancelled } from '../../workers/task-queue.ts';

export const PROGRESS_WRITE_MS = 1_000;

async function plan(deps: AppDeps, job: LiveJob, problem: Problem, pieces: PlanPiece[]) {
  // No request is behind a run: it works for the enterprise stored with the job.
  const org = actorScope(job, deps.db);
  job.state = 'running';
  job.startedAt = Date.now();
  await updateRun(org, job.runId, { state: 'running', started_at: nowIso() });
  let writing = false;
  const ticker = setInterval(() => {
    if (writing) return;
    writing = true;
    writeRunProgress(org, job.runId, liveProgressBp(job))
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
    // A cancel that came after the planner answered still wins: a cancelled run keeps nothing.
    if (job.cancelRequested) await recordEnded(deps, job, 'cancelled', null);
    else await recordDone(deps, job, answer, pieces);
  } catch (error) {
    clearInterval(ticker);
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

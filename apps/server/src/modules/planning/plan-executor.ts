// Runs one queued plan: the planner in its worker thread, progress into memory on every
// improvement and into the run's row at most once a second, and the end into the database.
import { isPlannerError, runPlanner, type Problem } from '@stone/planner';
import type { AppDeps } from '../../context.ts';
import { nowIso } from '../../lib/crypto.ts';
import { BACKGROUND_NICENESS } from '../../workers/background.ts';
import { jobRegistry, liveProgressBp, type LiveJob } from './plan-jobs.ts';
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
  try {
    const answer = await runPlanner(problem, {
      signal: job.controller.signal,
      timeLimitMs: job.timeBudgetMs,
      niceness: BACKGROUND_NICENESS,
      onProgress: (progress) => (job.best = progress),
    });
    clearInterval(ticker);
    // Cancelling hands back the best layout so far; a cancelled run keeps none.
    if (job.cancelRequested) await recordEnded(deps, job, 'cancelled', null);
    else await recordDone(deps, job, answer, pieces);
  } catch (error) {
    clearInterval(ticker);
    if (job.cancelRequested) await recordEnded(deps, job, 'cancelled', null);
    else await recordEnded(deps, job, 'failed', isPlannerError(error) ? error.code : 'CRASHED');
  }
}

/** Queues the run; the returned promise ends once its end is in the database. */
export function enqueueRun(deps: AppDeps, job: LiveJob, problem: Problem, pieces: PlanPiece[]) {
  const registry = jobRegistry(deps);
  registry.jobs.set(job.runId, job);
  job.task = () => plan(deps, job, problem, pieces);
  job.settled = registry.queue
    .run(job.task)
    .catch(async (error: unknown) => {
      // Dropped from the queue before it started, or the database failed mid-way.
      const state = error instanceof QueuedTaskCancelled ? 'cancelled' : 'failed';
      await recordEnded(deps, job, state, state === 'failed' ? 'CRASHED' : null).catch(() => {});
    })
    .finally(() => registry.jobs.delete(job.runId));
}

// Planning on PostgreSQL (issue 21): a run is a pg-boss job (jobs/job-queue.ts) that a worker
// process takes (plan-worker.ts). The server sends it, cancels it, and waits for its end by
// reading the run's row, which is the one record every instance and worker shares.
import type { Problem } from '@stone/planner';
import type { AppDeps } from '../../context.ts';
import { actorScope } from '../../db/org-scope.ts';
import { QUEUES, type JobQueue } from '../../jobs/job-queue.ts';
import type { LiveJob } from './plan-registry.ts';
import type { PlanPiece } from './plan-problem.ts';
import { SMALL_PLAN_PIECES } from './plan-registry.ts';
import { ACTIVE_STATES, findRun } from './plan-runs.repository.ts';

/** What a worker needs to run the plan and record its end, as the job's data. */
export type PlanJobData = {
  runId: string;
  orgId: string;
  planeId: string;
  projectId: string;
  timeBudgetMs: number;
  pieceCount: number;
  problem: Problem;
  pieces: PlanPiece[];
};

export async function sendPlanJob(
  _deps: AppDeps,
  jobs: JobQueue,
  { job, problem, pieces }: { job: LiveJob; problem: Problem; pieces: PlanPiece[] },
) {
  const data: PlanJobData = {
    runId: job.runId,
    orgId: job.orgId,
    planeId: job.planeId,
    projectId: job.projectId,
    timeBudgetMs: job.timeBudgetMs,
    pieceCount: job.pieceCount,
    problem,
    pieces,
  };
  await jobs.boss.send(QUEUES.plan, data, {
    // The run's id is the job's: a cancel finds the job without a lookup.
    id: job.runId,
    // Small plans first, as the in-process pool's small lane does.
    priority: job.pieceCount <= SMALL_PLAN_PIECES ? 1 : 0,
    // A worker that went silent this long past the budget is presumed dead: the job is retried.
    expireInSeconds: Math.ceil(job.timeBudgetMs / 1000) + jobs.expiryGraceSeconds,
  });
}

const POLL_MS = 200;

/** Resolves once the run has ended, whoever ended it. */
export async function waitForRunEnd(deps: AppDeps, ref: { orgId: string; runId: string }) {
  const org = actorScope(ref, deps.db);
  for (;;) {
    const run = await findRun(org, ref.runId);
    if (!run || !ACTIVE_STATES.includes(run.state)) return;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * After the run has been ended as cancelled: a queued job is dropped, a running one hears the
 * notification and terminates its planner (or learns it at its next progress write).
 */
export async function cancelPlanJob(jobs: JobQueue, runId: string) {
  await jobs.boss.cancel(QUEUES.plan, runId).catch(() => {});
  await jobs.channel.notify(jobs.cancelChannel, runId);
}

// The worker-process side of planning on PostgreSQL (issue 21): takes plan jobs, runs each as
// the server would (plan-executor.ts) and writes the end into the run's row. A retried job
// (its first worker died) starts the planner again unless the run has already ended, and a run
// ends exactly once (endRun is conditional), so no run is ever recorded twice.
import type PgBoss from 'pg-boss';
import type { AppDeps } from '../../context.ts';
import { orgScope } from '../../db/org-scope.ts';
import { QUEUES, type JobQueue } from '../../jobs/job-queue.ts';
import { plan } from './plan-executor.ts';
import type { PlanJobData } from './plan-queue.ts';
import type { LiveJob } from './plan-registry.ts';
import { recordEnded } from './plan-run-end.ts';
import { findRun } from './plan-runs.repository.ts';

function liveJobOf(data: PlanJobData): LiveJob {
  return {
    runId: data.runId,
    orgId: data.orgId,
    planeId: data.planeId,
    projectId: data.projectId,
    state: 'queued',
    timeBudgetMs: data.timeBudgetMs,
    pieceCount: data.pieceCount,
    startedAt: null,
    best: null,
    cancelRequested: false,
    controller: new AbortController(),
    task: async () => {},
    settled: Promise.resolve(),
  };
}

/** Starts `concurrency` plan loops on this process; the jobs running here are in deps.planJobs. */
export async function workPlanJobs(deps: AppDeps, jobs: JobQueue, concurrency: number) {
  const running = deps.planJobs.jobs;
  await jobs.channel.listen(jobs.cancelChannel, (runId) => {
    const job = running.get(runId);
    if (job) {
      job.cancelRequested = true;
      job.controller.abort();
    }
  });
  const handle = async ([job]: PgBoss.Job<PlanJobData>[]) => {
    if (!job) return;
    const live = liveJobOf(job.data);
    running.set(live.runId, live);
    // One line per job taken: which process ran which run, for the operator (and the tests).
    console.log(JSON.stringify({ msg: 'plan job', runId: live.runId, pid: process.pid }));
    try {
      await plan(deps, live, job.data.problem, job.data.pieces);
    } finally {
      running.delete(live.runId);
    }
  };
  for (let i = 0; i < concurrency; i += 1)
    await jobs.boss.work(QUEUES.plan, { batchSize: 1, pollingIntervalSeconds: 0.5 }, handle);
  // Failed twice (both workers lost): the run can't finish any more.
  await jobs.boss.work(
    QUEUES.planDead,
    { batchSize: 1, pollingIntervalSeconds: 2 },
    async ([job]: PgBoss.Job<PlanJobData>[]) => {
      if (!job) return;
      const ref = job.data;
      if (await findRun(orgScope(deps.db, ref.orgId), ref.runId))
        await recordEnded(deps, ref, 'failed', 'INTERRUPTED');
    },
  );
}

// Live planning jobs of one app: a bounded pool (cores − 1 runs at once, the rest queued), the
// latest progress in memory for instant polling, and cancellation. The database row is the
// record; this map only holds what is still running, so a restart loses nothing but live runs
// (which start-up marks failed, see failInterruptedRuns).
import { availableParallelism } from 'node:os';
import type { PlanProgress } from '@stone/planner';
import type { AppDeps } from '../../context.ts';
import { createTaskQueue, type TaskQueue } from '../../workers/task-queue.ts';

export type LiveJob = {
  runId: string;
  /** The enterprise the run belongs to, stored with it: the run outlives the request. */
  orgId: string;
  planeId: string;
  projectId: string;
  state: 'queued' | 'running';
  timeBudgetMs: number;
  pieceCount: number;
  /** Date.now() when the planner started, null while queued. */
  startedAt: number | null;
  /** The planner's latest improvement. */
  best: PlanProgress | null;
  cancelRequested: boolean;
  controller: AbortController;
  /** The queued task (to drop it from the queue) and its end, written to the database. */
  task: () => Promise<void>;
  settled: Promise<void>;
};

export type JobRegistry = {
  queue: TaskQueue;
  jobs: Map<string, LiveJob>;
  /** Planes whose start is being checked, so two quick starts can't both pass the check. */
  starting: Set<string>;
};

/** One core stays free for the event loop, the database driver and the DXF reader. */
export const PLAN_CONCURRENCY = Math.max(1, availableParallelism() - 1);

const registries = new WeakMap<AppDeps, JobRegistry>();

/** Per app (tests build several apps in one process; each has its own jobs). */
export function jobRegistry(deps: AppDeps): JobRegistry {
  let registry = registries.get(deps);
  if (!registry) {
    registry = { queue: createTaskQueue(PLAN_CONCURRENCY), jobs: new Map(), starting: new Set() };
    registries.set(deps, registry);
  }
  return registry;
}

export function liveJobForPlane(deps: AppDeps, orgId: string, planeId: string) {
  for (const job of jobRegistry(deps).jobs.values())
    if (job.orgId === orgId && job.planeId === planeId) return job;
  return null;
}

/**
 * Time-based: the planner may improve at any moment, but the budget is what bounds the wait. The
 * budget covers 90 %; a planner still finishing its first layout past the budget (large planes on
 * a busy machine) creeps on towards 99 %, so the bar never stands still while work goes on.
 */
export function liveProgressBp(job: LiveJob, now = Date.now()): number {
  if (job.startedAt === null) return 0;
  const elapsed = Math.max(0, now - job.startedAt);
  if (elapsed <= job.timeBudgetMs) return Math.floor((elapsed * 9_000) / job.timeBudgetMs);
  return Math.min(9_900, 9_000 + Math.floor(900 * (1 - job.timeBudgetMs / elapsed)));
}

/** Asks every live job to stop and waits for each to write its end (the app is closing). */
export async function stopAllJobs(deps: AppDeps): Promise<void> {
  const registry = registries.get(deps);
  if (!registry) return;
  const jobs = [...registry.jobs.values()];
  for (const job of jobs) {
    job.cancelRequested = true;
    if (!registry.queue.cancelQueued(job.task)) job.controller.abort();
  }
  await Promise.allSettled(jobs.map((j) => j.settled));
}

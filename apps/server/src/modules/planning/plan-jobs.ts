// Live planning jobs of one app (deps.planJobs, plan-registry.ts): lookup, the latest progress in
// memory for instant polling, and stopping them all. The database row is the record; the
// registry only holds what is still running, so a restart loses nothing but live runs (which
// start-up marks failed, see failInterruptedRuns).
import type { AppDeps } from '../../context.ts';
import type { JobRegistry, LiveJob } from './plan-registry.ts';

export type { JobRegistry, LiveJob } from './plan-registry.ts';

export const jobRegistry = (deps: AppDeps): JobRegistry => deps.planJobs;

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
  const registry = jobRegistry(deps);
  const jobs = [...registry.jobs.values()];
  for (const job of jobs) {
    job.cancelRequested = true;
    if (!registry.queue.cancelQueued(job.task)) job.controller.abort();
  }
  await Promise.allSettled(jobs.map((j) => j.settled));
}

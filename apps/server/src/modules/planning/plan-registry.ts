// The live planning jobs of one app, created with its deps (not module state, so two apps in
// one process never share a queue): a bounded pool (cores − 1 runs at once, shared fairly
// between enterprises, plus a lane for small plans; see workers/task-queue.ts) and the runs in
// it. Imports no app type, so the deps can hold it without an import cycle.
import { availableParallelism } from 'node:os';
import type { PlanProgress } from '@stone/planner';
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
  /** Planner threads not yet exited (a run's planner settles only once its thread is gone). */
  liveThreads: number;
};

/** One core stays free for the event loop, the database driver and the DXF reader. */
export const PLAN_CONCURRENCY = Math.max(1, availableParallelism() - 1);

/**
 * Plans of at most this many pieces may also use the small lane. Their constructions take
 * milliseconds and they mostly stop early at the lower bound, so the lane is rarely held long.
 */
export const SMALL_PLAN_PIECES = 500;

/** One per app (tests build several apps in one process; each has its own jobs). */
export const createJobRegistry = (concurrency = PLAN_CONCURRENCY): JobRegistry => ({
  queue: createTaskQueue(concurrency, { smallSlots: 1 }),
  jobs: new Map(),
  starting: new Set(),
  liveThreads: 0,
});

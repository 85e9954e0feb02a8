// Worker-thread side of runPlanner: runs the pure planner, streams progress, and watches a shared
// flag for cancellation (the planner is synchronous, so a message could not interrupt it).
import { parentPort, workerData } from 'node:worker_threads';
import { isPlannerError } from './errors.ts';
import { planLayout } from './plan.ts';
import { lowerThreadPriority } from './thread-priority.ts';
import type { Answer, PlanOptions, PlanProgress } from './types.ts';

export type WorkerInput = {
  problem: unknown;
  timeLimitMs?: number;
  maxIterations?: number;
  stopFlag: SharedArrayBuffer;
  niceness?: number;
};

export type WorkerMessage =
  | { type: 'progress'; progress: PlanProgress }
  | { type: 'done'; answer: Answer }
  | { type: 'error'; code?: string; params?: Record<string, string | number>; message: string };

function run(input: WorkerInput): void {
  lowerThreadPriority(input.niceness);
  const flag = new Int32Array(input.stopFlag);
  const options: PlanOptions = {
    onProgress: (progress) =>
      parentPort?.postMessage({ type: 'progress', progress } satisfies WorkerMessage),
    shouldStop: () => Atomics.load(flag, 0) !== 0,
  };
  if (input.timeLimitMs !== undefined) options.timeLimitMs = input.timeLimitMs;
  if (input.maxIterations !== undefined) options.maxIterations = input.maxIterations;
  try {
    const answer = planLayout(input.problem, options);
    parentPort?.postMessage({ type: 'done', answer } satisfies WorkerMessage);
  } catch (error) {
    const message: WorkerMessage = isPlannerError(error)
      ? { type: 'error', code: error.code, params: error.params, message: error.message }
      : { type: 'error', message: error instanceof Error ? error.message : String(error) };
    parentPort?.postMessage(message);
  }
}

if (parentPort && workerData) run(workerData as WorkerInput);

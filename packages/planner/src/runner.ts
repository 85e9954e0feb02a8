// Async runner: plans in a worker thread so a server or UI stays responsive, with progress
// events, AbortSignal cancellation and a time budget. Cancelling (or the budget ending) resolves
// with the best layout found so far. Falls back to running in this thread, in one go, if a
// worker cannot be started (e.g. a bundler that cannot load the worker entry).
import { Worker } from 'node:worker_threads';
import { PlannerError } from './errors.ts';
import type { PlannerErrorCode } from './errors.ts';
import { planLayout } from './plan.ts';
import type { WorkerInput, WorkerMessage } from './planner-worker.ts';
import type { Answer, PlanProgress } from './types.ts';

export type RunOptions = {
  signal?: AbortSignal;
  onProgress?: (progress: PlanProgress) => void;
  timeLimitMs?: number;
  maxIterations?: number;
  /** 'auto' (default) uses a worker thread when it can start one. */
  thread?: 'auto' | 'worker' | 'inline';
  /**
   * Nice value for the worker thread (Linux nice is per thread): a server passes e.g. 10 so
   * the scheduler prefers its event loop when planning takes every core.
   */
  niceness?: number;
};

function toError(msg: Extract<WorkerMessage, { type: 'error' }>): Error {
  if (msg.code) return new PlannerError(msg.code as PlannerErrorCode, msg.params ?? {});
  return new Error(msg.message);
}

function runInline(problem: unknown, options: RunOptions): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // Yield once so the caller's progress/abort wiring is in place before the CPU is taken.
    setImmediate(() => {
      try {
        const plan: Parameters<typeof planLayout>[1] = {
          shouldStop: () => options.signal?.aborted ?? false,
        };
        if (options.onProgress) plan.onProgress = options.onProgress;
        if (options.timeLimitMs !== undefined) plan.timeLimitMs = options.timeLimitMs;
        if (options.maxIterations !== undefined) plan.maxIterations = options.maxIterations;
        resolve(planLayout(problem, plan));
      } catch (error) {
        reject(error);
      }
    });
  });
}

function runWorker(problem: unknown, options: RunOptions): Promise<Answer> {
  const stopFlag = new SharedArrayBuffer(4);
  const data: WorkerInput = { problem, stopFlag };
  if (options.timeLimitMs !== undefined) data.timeLimitMs = options.timeLimitMs;
  if (options.maxIterations !== undefined) data.maxIterations = options.maxIterations;
  if (options.niceness !== undefined) data.niceness = options.niceness;
  const worker = new Worker(new URL('./worker-entry.mjs', import.meta.url), { workerData: data });
  const stop = (): void => {
    Atomics.store(new Int32Array(stopFlag), 0, 1);
  };
  if (options.signal?.aborted) stop();
  options.signal?.addEventListener('abort', stop, { once: true });
  return new Promise<Answer>((resolve, reject) => {
    let settled = false;
    const finish = (fn: () => void): void => {
      if (settled) return;
      settled = true;
      options.signal?.removeEventListener('abort', stop);
      void worker.terminate();
      fn();
    };
    worker.on('message', (msg: WorkerMessage) => {
      if (msg.type === 'progress') options.onProgress?.(msg.progress);
      else if (msg.type === 'done') finish(() => resolve(msg.answer));
      else finish(() => reject(toError(msg)));
    });
    worker.on('error', (error) => finish(() => reject(error)));
    worker.on('exit', (code) =>
      finish(() => reject(new Error(`planner worker exited with code ${code}`))),
    );
  });
}

export function runPlanner(problem: unknown, options: RunOptions = {}): Promise<Answer> {
  const thread = options.thread ?? 'auto';
  if (thread === 'inline') return runInline(problem, options);
  try {
    return runWorker(problem, options);
  } catch (error) {
    if (thread === 'worker') return Promise.reject(error);
    return runInline(problem, options);
  }
}

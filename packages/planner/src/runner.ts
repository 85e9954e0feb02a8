// Async runner: plans in a worker thread so a server or UI stays responsive, with progress
// events, AbortSignal cancellation and a time budget. Cancelling (or the budget ending) resolves
// with the best layout found so far, or (onAbort 'terminate') ends the thread at once. The
// promise settles only once the thread has exited, so a settled run holds no CPU. Falls back to
// running in this thread, in one go, if a worker cannot be started (e.g. a bundler that cannot
// load the worker entry).
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
  /**
   * 'best-so-far' (default): the planner stops at its next check and resolves with its best
   * layout. 'terminate': the worker thread is ended at once (even mid-construction) and the
   * promise rejects with PlanningAborted once it has exited; for callers that keep nothing of
   * a cancelled run and need its core back now (the server).
   */
  onAbort?: 'best-so-far' | 'terminate';
};

/** Rejection of a run ended by its signal with onAbort 'terminate'. */
export class PlanningAborted extends Error {
  constructor() {
    super('planning aborted');
    this.name = 'PlanningAborted';
  }
}

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
  const terminate = options.onAbort === 'terminate';
  if (terminate && options.signal?.aborted) return Promise.reject(new PlanningAborted());
  const stopFlag = new SharedArrayBuffer(4);
  const data: WorkerInput = { problem, stopFlag };
  if (options.timeLimitMs !== undefined) data.timeLimitMs = options.timeLimitMs;
  if (options.maxIterations !== undefined) data.maxIterations = options.maxIterations;
  if (options.niceness !== undefined) data.niceness = options.niceness;
  const worker = new Worker(new URL('./worker-entry.mjs', import.meta.url), { workerData: data });
  return new Promise<Answer>((resolve, reject) => {
    let settled = false;
    const finish = (fn: () => void): void => {
      if (settled) return;
      settled = true;
      options.signal?.removeEventListener('abort', stop);
      // terminate() resolves once the thread is gone: only then is the run over for the caller.
      void worker.terminate().then(fn, fn);
    };
    const stop = (): void => {
      if (terminate) finish(() => reject(new PlanningAborted()));
      else Atomics.store(new Int32Array(stopFlag), 0, 1);
    };
    if (options.signal?.aborted) stop();
    options.signal?.addEventListener('abort', stop, { once: true });
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

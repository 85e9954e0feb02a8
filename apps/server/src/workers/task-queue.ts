/**
 * At most `limit` tasks run at once; the rest wait in arrival order. Planning and DXF reads are
 * CPU-bound worker threads, so more of them than cores would only slow every one down.
 */
export type TaskQueue = {
  run<T>(task: () => Promise<T>, onStart?: () => void): Promise<T>;
  /** Drops a task that has not started yet; false if it already runs (or never queued). */
  cancelQueued(task: () => Promise<unknown>): boolean;
  readonly running: number;
  readonly waiting: number;
};

type Waiting = { task: () => Promise<unknown>; start: () => void; drop: () => void };

export class QueuedTaskCancelled extends Error {
  constructor() {
    super('queued task cancelled');
    this.name = 'QueuedTaskCancelled';
  }
}

export function createTaskQueue(limit: number): TaskQueue {
  let running = 0;
  const waiting: Waiting[] = [];
  const next = () => {
    while (running < limit && waiting.length > 0) waiting.shift()?.start();
  };
  return {
    run<T>(task: () => Promise<T>, onStart?: () => void): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const start = () => {
          running += 1;
          onStart?.();
          // A task that throws before returning its promise still frees its slot.
          Promise.resolve()
            .then(task)
            .then(resolve, reject)
            .finally(() => {
              running -= 1;
              next();
            });
        };
        waiting.push({ task, start, drop: () => reject(new QueuedTaskCancelled()) });
        next();
      });
    },
    cancelQueued(task) {
      const i = waiting.findIndex((w) => w.task === task);
      if (i < 0) return false;
      const [dropped] = waiting.splice(i, 1);
      dropped?.drop();
      return true;
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

// Worker threads kept warm between jobs. A thread starts as plain Node and loads the TypeScript
// sources through tsx (docs/adr/0005): about 0.8 s of CPU on this machine before its first job,
// more than a settlement PDF (0.3 s) or most sheet and DXF reads take. A thread that answered
// waits for the next job; one that crashed, ran out of heap or out of time is ended and the
// next job starts a new one. How many run at once is the caller's task queue's to decide.
import {
  Worker,
  type MessagePort,
  type ResourceLimits,
  type Transferable,
} from 'node:worker_threads';

export type WarmWorkersOptions = {
  /** The thread's entry (an .mjs that registers tsx, then serves jobs with serveJobs). */
  entry: URL;
  /** Given to every thread at its start (e.g. its niceness). */
  workerData?: unknown;
  /** Threads idle this long are ended, giving their memory back. */
  idleMs?: number;
};

export type WarmJob<M> = {
  input: unknown;
  transfer?: Transferable[];
  /** The heap cap of the thread the job runs on; threads are reused only for the same cap. */
  resourceLimits?: ResourceLimits;
  timeLimitMs: number;
  /** Each message of the job, in order; true for its last. */
  onMessage(message: M): boolean;
};

export type WarmJobOutcome =
  | { ended: 'answered' }
  | { ended: 'timeout' }
  | { ended: 'crashed'; error: (Error & { code?: string }) | null };

export type WarmWorkers = {
  run<M>(job: WarmJob<M>): Promise<WarmJobOutcome>;
  /**
   * A job the thread answers with exactly one message (a second would reach the next job):
   * that message, or null when none came.
   */
  ask<M>(
    job: Omit<WarmJob<M>, 'onMessage'>,
  ): Promise<{ outcome: WarmJobOutcome; answer: M | null }>;
  /** Threads waiting for a job (tests). */
  readonly idle: number;
};

const IDLE_MS = 30_000;

export function createWarmWorkers(options: WarmWorkersOptions): WarmWorkers {
  const idle = new Map<string, { worker: Worker; timer: NodeJS.Timeout }[]>();
  const keyOf = (limits?: ResourceLimits) => JSON.stringify(limits ?? {});

  function take(limits?: ResourceLimits): Worker {
    const waiting = idle.get(keyOf(limits))?.pop();
    if (waiting) {
      clearTimeout(waiting.timer);
      waiting.worker.ref();
      return waiting.worker;
    }
    const worker = new Worker(options.entry, {
      workerData: options.workerData,
      ...(limits ? { resourceLimits: limits } : {}),
    });
    // A job's own listeners report its failure; between jobs an error must not go unheard
    // (an unheard 'error' event would end the process), and a thread that ended leaves the pool.
    worker.on('error', () => {});
    worker.on('exit', () => drop(worker, limits));
    return worker;
  }

  function drop(worker: Worker, limits?: ResourceLimits) {
    const list = idle.get(keyOf(limits)) ?? [];
    const at = list.findIndex((w) => w.worker === worker);
    if (at < 0) return;
    clearTimeout(list[at]!.timer);
    list.splice(at, 1);
  }

  function putBack(worker: Worker, limits?: ResourceLimits) {
    const key = keyOf(limits);
    const list = idle.get(key) ?? [];
    idle.set(key, list);
    // Idle threads never keep the process alive.
    worker.unref();
    const timer = setTimeout(() => {
      drop(worker, limits);
      void worker.terminate();
    }, options.idleMs ?? IDLE_MS);
    timer.unref();
    list.push({ worker, timer });
  }

  function run<M>(job: WarmJob<M>): Promise<WarmJobOutcome> {
    const worker = take(job.resourceLimits);
    return new Promise((resolve) => {
      const end = (outcome: WarmJobOutcome, keep: boolean) => {
        clearTimeout(watchdog);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        if (keep) putBack(worker, job.resourceLimits);
        else void worker.terminate();
        resolve(outcome);
      };
      const onMessage = (message: M) => {
        if (job.onMessage(message)) end({ ended: 'answered' }, true);
      };
      const onError = (error: Error) => end({ ended: 'crashed', error }, false);
      const onExit = () => end({ ended: 'crashed', error: null }, false);
      const watchdog = setTimeout(() => end({ ended: 'timeout' }, false), job.timeLimitMs);
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.postMessage(job.input, job.transfer ?? []);
    });
  }

  async function ask<M>(job: Omit<WarmJob<M>, 'onMessage'>) {
    const answers: M[] = [];
    const outcome = await run<M>({ ...job, onMessage: (message) => answers.push(message) > 0 });
    return { outcome, answer: answers[0] ?? null };
  }

  return {
    run,
    ask,
    get idle() {
      return [...idle.values()].reduce((n, list) => n + list.length, 0);
    },
  };
}

/** Thread side: runs each job posted to this thread, one after another as they come. */
export function serveJobs<I>(port: MessagePort | null | undefined, run: (input: I) => unknown) {
  port?.on('message', (input: I) => void run(input));
}

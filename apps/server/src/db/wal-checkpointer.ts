import { Worker } from 'node:worker_threads';

/** How often committed WAL frames are copied into the database file. */
const CHECKPOINT_INTERVAL_MS = 1_000;

/**
 * SQLite's automatic checkpoint runs inside the commit that passes 1,000 WAL pages, on the
 * connection that commits: the app's writer, on the event loop. Committing a 100,000-piece
 * project then copied its whole WAL into the database file in one synchronous step (182 ms of
 * every call waiting, issue 22). The writer turns that off (`wal_autocheckpoint = 0`) and this
 * thread checkpoints once a second on a connection of its own instead.
 */
export function startWalCheckpointer(file: string): { stop(): Promise<void> } {
  const worker = new Worker(new URL('./wal-checkpointer-thread.mjs', import.meta.url), {
    workerData: { file, intervalMs: CHECKPOINT_INTERVAL_MS },
  });
  // Never the reason a process stays alive; a process that exits without `stop` loses nothing
  // (the WAL is checkpointed by the next open).
  worker.unref();
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        worker.once('message', () => void worker.terminate().then(() => resolve()));
        worker.once('error', () => resolve());
        worker.postMessage('stop');
      }),
  };
}

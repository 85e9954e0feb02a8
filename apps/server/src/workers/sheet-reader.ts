// Reads an .xlsx's first sheet in a worker thread, streaming, for every spreadsheet import
// (large slabs now; packing lists and orders later). Issue 22: ExcelJS parsed the whole workbook
// on the event loop before any limit was checked, so one 1.7 KB file with a row at 1,048,576
// stalled every call for 12 s. Here the row limits are checked as each row closes, unpacked
// bytes are counted as they inflate, and the thread has a heap cap and a wall clock, so a
// hostile file costs one background thread for a moment and never the event loop.
import { availableParallelism } from 'node:os';
import type {
  SheetErrorCode,
  SheetLimits,
  SheetRow,
  SheetWorkerInput,
  SheetWorkerMessage,
} from './sheet-reader-thread.ts';
import { BACKGROUND_NICENESS } from './background.ts';
import { createTaskQueue } from './task-queue.ts';
import { createWarmWorkers } from './warm-workers.ts';

export type { SheetRow } from './sheet-reader-thread.ts';

export type SheetReadResult =
  | { ok: true; rows: SheetRow[] }
  | {
      ok: false;
      /** SHEET_TIMEOUT: past the wall clock; SHEET_TOO_LARGE also when the heap cap is hit. */
      code: SheetErrorCode | 'SHEET_TIMEOUT';
      params: Record<string, number>;
    };

export type ReadSheetOptions = {
  /** Rows with at least one value, the header included. */
  maxRows: number;
  /** The last row number a value may sit on (a sheet's rows are numbered from 1). */
  maxRowNumber: number;
  /** Cells further right are ignored: no import of ours has this many columns. */
  maxColumns?: number;
  maxUnpackedBytes?: number;
  timeLimitMs?: number;
  maxHeapMb?: number;
};

export const SHEET_READ_LIMITS = {
  maxColumns: 100,
  /** A 5000-row stock sheet unpacks to about 2 MB; 50 MB is room for any honest import. */
  maxUnpackedBytes: 50 * 1024 * 1024,
  timeLimitMs: 20_000,
  /** The reader keeps only the rows it answers and the strings they use. */
  maxHeapMb: 256,
  /** Imports are rare and short: one core at most on small machines, never all of them. */
  concurrent: Math.max(1, Math.min(2, availableParallelism() - 1)),
} as const;

// One queue for the process, as the DXF reads have: it guards the machine's cores, which are
// shared by every app in the process.
const reads = createTaskQueue(SHEET_READ_LIMITS.concurrent);

// Threads kept warm between reads (warm-workers.ts); the entry lowers a new thread's priority
// from its workerData before the sources load.
const threads = createWarmWorkers({
  entry: new URL('./sheet-reader-entry.mjs', import.meta.url),
  workerData: { niceness: BACKGROUND_NICENESS },
});

async function readInThread(bytes: Uint8Array, opts: ReadSheetOptions): Promise<SheetReadResult> {
  const timeLimitMs = opts.timeLimitMs ?? SHEET_READ_LIMITS.timeLimitMs;
  const limits: SheetLimits = {
    maxRows: opts.maxRows,
    maxRowNumber: opts.maxRowNumber,
    maxColumns: opts.maxColumns ?? SHEET_READ_LIMITS.maxColumns,
    maxUnpackedBytes: opts.maxUnpackedBytes ?? SHEET_READ_LIMITS.maxUnpackedBytes,
  };
  // A copy the worker owns, moved (not cloned) into it; `new Uint8Array` copies even a Buffer
  // that is a view of a larger pool.
  const own = new Uint8Array(bytes);
  const input: SheetWorkerInput = { bytes: own, limits };
  const { outcome, answer } = await threads.ask<SheetWorkerMessage>({
    input,
    transfer: [own.buffer],
    resourceLimits: { maxOldGenerationSizeMb: opts.maxHeapMb ?? SHEET_READ_LIMITS.maxHeapMb },
    timeLimitMs,
  });
  if (answer?.type === 'done') return { ok: true, rows: answer.rows };
  if (answer) return { ok: false, code: answer.code, params: answer.params };
  if (outcome.ended === 'timeout')
    return { ok: false, code: 'SHEET_TIMEOUT', params: { limit: timeLimitMs } };
  return outcome.ended === 'crashed' && outcome.error?.code === 'ERR_WORKER_OUT_OF_MEMORY'
    ? { ok: false, code: 'SHEET_TOO_LARGE', params: { limit: limits.maxUnpackedBytes } }
    : { ok: false, code: 'SHEET_UNREADABLE', params: {} };
}

/**
 * The first sheet's rows that hold a value, each with its row number and its cells' text
 * (shared and inline strings, numbers, booleans; dates come as Excel's serial numbers). Never
 * throws for a bad file: refusals come back as `{ ok: false, code, params }`.
 */
export async function readSheetInWorker(
  bytes: Uint8Array,
  opts: ReadSheetOptions,
): Promise<SheetReadResult> {
  if (bytes.length < 22) return { ok: false, code: 'SHEET_UNREADABLE', params: {} };
  return reads
    .run(() => readInThread(bytes, opts))
    .catch(() => ({ ok: false, code: 'SHEET_UNREADABLE', params: {} }) as const);
}

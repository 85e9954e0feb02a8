// Reads a DXF in a worker thread, never on the event loop (issue 12). One worker per read, at
// most two at once: uploads are rare next to API calls, a fresh worker hands back all of a large
// read's memory when it exits, and a read that hangs or runs out of memory is ended by
// terminating just its own thread. Starting one costs about 0.15 s (tsx registers and loads the
// reader's sources), small next to the reads that matter and paid off the event loop.
import { Worker } from 'node:worker_threads';
import {
  formatDxfMessage,
  type DeclaredUnits,
  type DxfWarning,
  type LengthUnit,
  type Piece,
  type ReadDxfOptions,
} from '@stone/dxf';
import { MESSAGES } from '@stone/shared';
import type { DxfWorkerInput, DxfWorkerMessage } from './dxf-reader-thread.ts';
import { createTaskQueue } from './task-queue.ts';

/** A piece as plain JSON: the contours' getters already read into arrays. */
export type PieceJson = Piece;

export type DxfReadError = {
  code: string;
  params: Record<string, string | number>;
  message: { zh: string; en: string };
};

export type DxfReadResult =
  | {
      ok: true;
      pieces: PieceJson[];
      warnings: DxfWarning[];
      units: LengthUnit | 'unknown';
      /** What the file says, whatever units it was read in. */
      declaredUnits: DeclaredUnits;
      stats: { entities: number; closedOutlines: number; durationMs: number };
      /** The reader's SVG preview, when asked for (drawn in the worker too). */
      previewSvg: string | null;
    }
  | { ok: false; error: DxfReadError };

export type ReadDxfInWorkerOptions = Pick<ReadDxfOptions, 'chainTolerance' | 'units'> & {
  maxBytes?: number;
  /** The reader's own budget; the thread is terminated a little after it, should it hang. */
  timeLimitMs?: number;
  previewSvg?: boolean;
  /** Heap the reading thread may use; past it the read fails as DXF_READ_CRASHED. */
  maxHeapMb?: number;
};

export const DXF_READ_LIMITS = {
  maxBytes: 64 * 1024 * 1024,
  timeLimitMs: 60_000,
  /** Past the budget the reader checks itself; beyond this the thread is presumed stuck. */
  watchdogGraceMs: 5_000,
  /** A read that needs more heap than this is refused rather than starving the server. */
  maxHeapMb: 2_048,
  concurrent: 2,
  piecesPerMessage: 500,
} as const;

const reads = createTaskQueue(DXF_READ_LIMITS.concurrent);

function dxfError(code: Parameters<typeof formatDxfMessage>[0], params: Record<string, number>) {
  return {
    code,
    params,
    message: {
      zh: formatDxfMessage(code, params, 'zh'),
      en: formatDxfMessage(code, params, 'en'),
    },
  };
}

const crashed = (): DxfReadError => ({
  code: 'DXF_READ_CRASHED',
  params: {},
  message: { ...MESSAGES['dxf.readCrashed'] },
});

async function parseChunks(chunks: string[]): Promise<PieceJson[]> {
  const pieces: PieceJson[] = [];
  for (const [i, json] of chunks.entries()) {
    if (i > 0) await new Promise<void>((resolve) => setImmediate(resolve));
    for (const piece of JSON.parse(json) as PieceJson[]) pieces.push(piece);
  }
  return pieces;
}

function readInThread(bytes: Uint8Array, opts: ReadDxfInWorkerOptions): Promise<DxfReadResult> {
  const timeLimitMs = opts.timeLimitMs ?? DXF_READ_LIMITS.timeLimitMs;
  const options: ReadDxfOptions = { timeBudgetMs: timeLimitMs };
  if (opts.chainTolerance !== undefined) options.chainTolerance = opts.chainTolerance;
  if (opts.units !== undefined) options.units = opts.units;
  // A copy the worker owns, moved (not cloned) into it: the caller's buffer stays untouched.
  const own = bytes.slice();
  const input: DxfWorkerInput = {
    bytes: own,
    options,
    previewSvg: opts.previewSvg ?? false,
    chunkSize: DXF_READ_LIMITS.piecesPerMessage,
  };
  const worker = new Worker(new URL('./dxf-reader-entry.mjs', import.meta.url), {
    workerData: input,
    transferList: [own.buffer as ArrayBuffer],
    resourceLimits: { maxOldGenerationSizeMb: opts.maxHeapMb ?? DXF_READ_LIMITS.maxHeapMb },
  });
  return new Promise<DxfReadResult>((resolve) => {
    // Chunks are kept as text and parsed after the read, a chunk a turn: a port hands over
    // every queued message in one go, and parsing 1,200 chunks there held the loop for a second.
    const chunks: string[] = [];
    let settled = false;
    /** The thread has answered: its exit while the chunks are parsed is no crash. */
    let answered = false;
    const finish = (result: DxfReadResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(watchdog);
      void worker.terminate();
      resolve(result);
    };
    const watchdog = setTimeout(
      () =>
        finish({ ok: false, error: dxfError('DXF_TIME_BUDGET_EXCEEDED', { limit: timeLimitMs }) }),
      timeLimitMs + DXF_READ_LIMITS.watchdogGraceMs,
    );
    worker.on('message', (msg: DxfWorkerMessage) => {
      if (msg.type === 'pieces') {
        chunks.push(msg.json);
      } else if (msg.type === 'done') {
        answered = true;
        clearTimeout(watchdog);
        void parseChunks(chunks).then((pieces) =>
          finish({
            ok: true,
            pieces,
            warnings: JSON.parse(msg.warnings) as DxfWarning[],
            units: msg.units as LengthUnit | 'unknown',
            declaredUnits: msg.declaredUnits as DeclaredUnits,
            stats: msg.stats,
            previewSvg: msg.svg,
          }),
        );
      } else {
        finish({ ok: false, error: { code: msg.code, params: msg.params, message: msg.message } });
      }
    });
    // Out of memory, a reader bug, or an exit before answering: the caller gets a typed error.
    worker.on('error', () => answered || finish({ ok: false, error: crashed() }));
    worker.on('exit', () => answered || finish({ ok: false, error: crashed() }));
  });
}

/**
 * Reads the drawing's pieces in a worker thread. Never throws for a bad file: an empty, too
 * large, corrupt or DWG file, a read past its time limit, or a worker that crashed all come
 * back as `{ ok: false, error: { code, message: { zh, en } } }`.
 */
export async function readDxfInWorker(
  bytes: Uint8Array,
  opts: ReadDxfInWorkerOptions = {},
): Promise<DxfReadResult> {
  const maxBytes = opts.maxBytes ?? DXF_READ_LIMITS.maxBytes;
  // Checked here so an oversized upload never costs a thread or a copy.
  if (bytes.length > maxBytes)
    return {
      ok: false,
      error: dxfError('DXF_FILE_TOO_LARGE', { size: bytes.length, limit: maxBytes }),
    };
  if (bytes.length === 0) return { ok: false, error: dxfError('DXF_EMPTY', {}) };
  // A thread that cannot even start (no memory, too many threads) is a crash like any other.
  return reads.run(() => readInThread(bytes, opts)).catch(() => ({ ok: false, error: crashed() }));
}

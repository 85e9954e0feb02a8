// Worker-thread side of readDxfInWorker: reads the drawing off the event loop and sends the
// pieces back as plain JSON in chunks, so the main thread deserialises a little at a time and
// other requests run in between (one 50 MB drawing is hundreds of thousands of vertices).
import { parentPort, workerData } from 'node:worker_threads';
import { isDxfError, readDxf, renderSvg, type ReadDxfOptions } from '@stone/dxf';
import { lowerThreadPriority } from '@stone/planner';
import { BACKGROUND_NICENESS } from './background.ts';

export type DxfWorkerInput = {
  bytes: Uint8Array;
  options: ReadDxfOptions;
  previewSvg: boolean;
  chunkSize: number;
};

export type DxfWorkerMessage =
  | { type: 'pieces'; json: string }
  | {
      type: 'done';
      units: string;
      declaredUnits: string;
      warnings: string;
      stats: { entities: number; closedOutlines: number; durationMs: number };
      svg: string | null;
    }
  | {
      type: 'error';
      code: string;
      params: Record<string, string | number>;
      message: { en: string; zh: string };
    };

const post = (message: DxfWorkerMessage) => parentPort?.postMessage(message);

function run(input: DxfWorkerInput): void {
  lowerThreadPriority(BACKGROUND_NICENESS);
  try {
    const result = readDxf(input.bytes, input.options);
    // Contours are lazy getters over one shared buffer: JSON (their toJSON) is the one
    // faithful way across a thread; a string also clones faster than a deep object graph.
    for (let i = 0; i < result.pieces.length; i += input.chunkSize)
      post({ type: 'pieces', json: JSON.stringify(result.pieces.slice(i, i + input.chunkSize)) });
    post({
      type: 'done',
      units: result.units,
      declaredUnits: result.declaredUnits,
      warnings: JSON.stringify(result.warnings),
      stats: {
        entities: result.stats.entities,
        closedOutlines: result.stats.closedOutlines,
        durationMs: result.stats.durationMs,
      },
      svg: input.previewSvg && result.pieces.length > 0 ? renderSvg(result.pieces) : null,
    });
  } catch (error) {
    if (isDxfError(error)) {
      post({ type: 'error', code: error.code, params: error.params, message: error.messages });
      return;
    }
    // Anything else is a reader bug; the main side turns it into its own typed error.
    throw error;
  }
}

if (parentPort && workerData) run(workerData as DxfWorkerInput);

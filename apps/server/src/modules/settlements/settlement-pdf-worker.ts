// The settlement PDF made in a worker thread: pdfmake lays out a 50-page document in about a
// second of CPU, which on the request's thread would hold every other call (issue 22). Two at a
// time; a thread that hangs is ended after a minute.
import { Worker } from 'node:worker_threads';
import { ERROR_CODES, type Language, type MessageKey } from '@stone/shared';
import type { SettlementDetail } from '@stone/shared/settlements/settlements';
import { AppError } from '../../lib/app-error.ts';
import { BACKGROUND_NICENESS } from '../../workers/background.ts';
import { createTaskQueue } from '../../workers/task-queue.ts';
import type { PdfWorkerInput, PdfWorkerMessage } from './pdf-worker-thread.ts';

const TIME_LIMIT_MS = 60_000;
const renders = createTaskQueue(2);

function renderInThread(detail: SettlementDetail, lang: Language): Promise<Buffer> {
  const input: PdfWorkerInput = { detail, lang, niceness: BACKGROUND_NICENESS };
  const worker = new Worker(new URL('./pdf-worker-entry.mjs', import.meta.url), {
    workerData: input,
  });
  return new Promise<Buffer>((resolve, reject) => {
    let settled = false;
    const finish = (result: Buffer | AppError) => {
      if (settled) return;
      settled = true;
      clearTimeout(watchdog);
      void worker.terminate();
      if (result instanceof AppError) reject(result);
      else resolve(result);
    };
    const failed = (key: MessageKey = 'common.systemError') =>
      new AppError(ERROR_CODES.INTERNAL, key);
    const watchdog = setTimeout(() => finish(failed()), TIME_LIMIT_MS);
    worker.on('message', (msg: PdfWorkerMessage) =>
      finish(msg.type === 'done' ? Buffer.from(msg.bytes) : failed(msg.key as MessageKey)),
    );
    worker.on('error', () => finish(failed()));
    worker.on('exit', () => finish(failed()));
  });
}

/** The document's PDF in the caller's language, made off the event loop. */
export const settlementPdfInWorker = (detail: SettlementDetail, lang: Language) =>
  renders.run(() => renderInThread(detail, lang));

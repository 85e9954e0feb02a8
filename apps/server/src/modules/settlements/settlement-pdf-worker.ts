// The settlement PDF made in a worker thread: pdfmake lays out a 50-page document in about a
// second of CPU, which on the request's thread would hold every other call (issue 22). Two at a
// time, on threads kept warm between documents; a thread that hangs is ended after a minute.
import { ERROR_CODES, type Language, type MessageKey } from '@stone/shared';
import type { SettlementDetail } from '@stone/shared/settlements/settlements';
import { AppError } from '../../lib/app-error.ts';
import { BACKGROUND_NICENESS } from '../../workers/background.ts';
import { createTaskQueue } from '../../workers/task-queue.ts';
import { createWarmWorkers } from '../../workers/warm-workers.ts';
import type { PdfWorkerInput, PdfWorkerMessage } from './pdf-worker-thread.ts';

const TIME_LIMIT_MS = 60_000;
const renders = createTaskQueue(2);
const threads = createWarmWorkers({
  entry: new URL('./pdf-worker-entry.mjs', import.meta.url),
  workerData: { niceness: BACKGROUND_NICENESS },
});

async function renderInThread(detail: SettlementDetail, lang: Language): Promise<Buffer> {
  const input: PdfWorkerInput = { detail, lang };
  const { answer } = await threads.ask<PdfWorkerMessage>({ input, timeLimitMs: TIME_LIMIT_MS });
  if (answer?.type === 'done') return Buffer.from(answer.bytes);
  throw new AppError(ERROR_CODES.INTERNAL, (answer?.key ?? 'common.systemError') as MessageKey);
}

/** The document's PDF in the caller's language, made off the event loop. */
export const settlementPdfInWorker = (detail: SettlementDetail, lang: Language) =>
  renders.run(() => renderInThread(detail, lang));

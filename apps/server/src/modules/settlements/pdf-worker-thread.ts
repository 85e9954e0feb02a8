// Worker-thread side of settlementPdfInWorker: lays out each document it is sent and answers
// its bytes (a warm thread, workers/warm-workers.ts).
import { parentPort } from 'node:worker_threads';
import type { Language } from '@stone/shared';
import type { SettlementDetail } from '@stone/shared/settlements/settlements';
import { serveJobs } from '../../workers/warm-workers.ts';
import { settlementPdf } from './settlement-pdf.ts';

export type PdfWorkerInput = { detail: SettlementDetail; lang: Language };
export type PdfWorkerMessage = { type: 'done'; bytes: Uint8Array } | { type: 'error'; key: string };

serveJobs<PdfWorkerInput>(parentPort, async (input) => {
  try {
    const pdf = await settlementPdf(input.detail, input.lang);
    const bytes = new Uint8Array(pdf);
    parentPort?.postMessage({ type: 'done', bytes } satisfies PdfWorkerMessage, [bytes.buffer]);
  } catch (error) {
    const key = (error as { messageKey?: string }).messageKey ?? 'common.systemError';
    parentPort?.postMessage({ type: 'error', key } satisfies PdfWorkerMessage);
  }
});

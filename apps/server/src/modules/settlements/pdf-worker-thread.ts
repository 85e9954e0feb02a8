// Worker-thread side of settlementPdfInWorker: lays out the document and answers its bytes.
import { parentPort, workerData } from 'node:worker_threads';
import type { Language } from '@stone/shared';
import type { SettlementDetail } from '@stone/shared/settlements/settlements';
import { settlementPdf } from './settlement-pdf.ts';

export type PdfWorkerInput = { detail: SettlementDetail; lang: Language; niceness: number };
export type PdfWorkerMessage = { type: 'done'; bytes: Uint8Array } | { type: 'error'; key: string };

const input = workerData as PdfWorkerInput;
try {
  const pdf = await settlementPdf(input.detail, input.lang);
  const bytes = new Uint8Array(pdf);
  parentPort?.postMessage({ type: 'done', bytes } satisfies PdfWorkerMessage, [bytes.buffer]);
} catch (error) {
  const key = (error as { messageKey?: string }).messageKey ?? 'common.systemError';
  parentPort?.postMessage({ type: 'error', key } satisfies PdfWorkerMessage);
}

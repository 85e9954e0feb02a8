import { pieceIdOfScan } from '@stone/shared/production/piece-label';

/** One line of the scan panel's feedback: a report, a refusal, a note about the list, a switch. */
export type ScanTone = 'ok' | 'error' | 'note' | 'info';
export type ScanResult = { id: number; tone: ScanTone; text: string };

/** The shop floor reads the latest answers at a glance; older ones are in the reports list. */
export const RESULTS_KEPT = 20;

export const withResult = (results: ScanResult[], result: ScanResult): ScanResult[] =>
  [result, ...results].slice(0, RESULTS_KEPT);

export type BatchAdd =
  { outcome: 'added'; scans: string[] } | { outcome: 'duplicate' } | { outcome: 'full' };

/**
 * A scanned piece label joins the batch once: a second scan of the same piece (the same id,
 * whatever spaces the scanner added) is left out, and a full batch takes nothing more, so the
 * list the worker sends is the list the server accepts.
 */
export function addToBatch(scans: readonly string[], scan: string, max: number): BatchAdd {
  const piece = pieceIdOfScan(scan);
  if (scans.some((s) => pieceIdOfScan(s) === piece)) return { outcome: 'duplicate' };
  if (scans.length >= max) return { outcome: 'full' };
  return { outcome: 'added', scans: [...scans, scan] };
}

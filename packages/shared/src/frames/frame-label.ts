import { isPrintableBarcode } from '../materials/barcode.ts';

/**
 * What an iron frame's printed label carries (issue 18): `FR-<frame number>`. Frame numbers are
 * generated (`F0001`), unique per enterprise and printable ASCII, so a scanner's keyboard wedge
 * reads them back as printed.
 */
export const FRAME_SCAN_PREFIX = 'FR-';

export const frameScanCode = (number: string) => `${FRAME_SCAN_PREFIX}${number}`;

/** The frame number a scanned label names, or null for any other scan. */
export function frameNumberOfScan(scan: string): string | null {
  const text = scan.trim();
  return text.startsWith(FRAME_SCAN_PREFIX) && isPrintableBarcode(text)
    ? text.slice(FRAME_SCAN_PREFIX.length) || null
    : null;
}

/** Generated numbers: `F` and four digits, growing past 9999 when an enterprise needs it. */
export const frameNumber = (n: number) => `F${String(n).padStart(4, '0')}`;

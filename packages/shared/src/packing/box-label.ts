import { isPrintableBarcode } from '../materials/barcode.ts';

/**
 * A wooden box's scan code (issue 18): `BX-<box id>`, printable ASCII like piece labels
 * (`PC-<id>`), so a keyboard-wedge scanner keeps it whole. People read a box by its name,
 * `B-<number>`, the number unique within its project.
 */
export const BOX_SCAN_PREFIX = 'BX-';

export const boxScanCode = (boxId: string): string => `${BOX_SCAN_PREFIX}${boxId}`;

/** The box id a scanned label names, or null for any other scan. */
export function boxIdOfScan(scan: string): string | null {
  const text = scan.trim();
  return text.startsWith(BOX_SCAN_PREFIX) && isPrintableBarcode(text)
    ? text.slice(BOX_SCAN_PREFIX.length) || null
    : null;
}

/** What a box is called on screens, labels and messages: "B-3". */
export const boxName = (number: number): string => `B-${number}`;

import { requiredText } from './common.ts';
import { MATERIAL_LIMITS } from './enums.ts';

/**
 * What a label's Code128 (code set B) prints: printable ASCII from '!' to '~'. Space, also in
 * code set B, is left out because a scanner's keyboard wedge and the scan fields trim it. A
 * barcode with an emoji or a Chinese character used to be stored and then printed without it,
 * so the label scanned as another slab (issue 23).
 */
export const BARCODE_PATTERN = /^[!-~]+$/;

export const isPrintableBarcode = (text: string): boolean => BARCODE_PATTERN.test(text);

/** Every barcode a body carries (a slab's own, a scan): required, bounded, printable. */
export const barcodeText = () =>
  requiredText(MATERIAL_LIMITS.barcodeMax).regex(BARCODE_PATTERN, 'bigSlab.barcodeFormat');

import { isPrintableBarcode } from '../materials/barcode.ts';

/**
 * What a piece's printed label carries (issue 17): its code, project, plane, size and process
 * code in text, and a scan code for the QR/Code128 symbols. Piece codes come from drawings and
 * may hold Chinese or spaces, which a scanner's keyboard wedge loses (docs/adr/0017), so the
 * symbols carry the piece's id behind a fixed prefix instead: printable ASCII only.
 */
export const PIECE_SCAN_PREFIX = 'PC-';

export type PieceLabel = {
  code: string;
  projectName: string;
  planeName: string;
  /** "600 × 400 × 20 mm". */
  size: string;
  processCode: string;
  scanCode: string;
};

export function pieceScanCode(pieceId: string): string {
  const code = `${PIECE_SCAN_PREFIX}${pieceId}`;
  if (!isPrintableBarcode(code)) throw new Error(`piece id ${pieceId} is not scanner-safe`);
  return code;
}

/** The piece id a scanned label names, or null for any other scan. */
export function pieceIdOfScan(scan: string): string | null {
  const text = scan.trim();
  return text.startsWith(PIECE_SCAN_PREFIX) && isPrintableBarcode(text)
    ? text.slice(PIECE_SCAN_PREFIX.length) || null
    : null;
}

export function pieceLabel(piece: {
  id: string;
  code: string;
  projectName: string;
  planeName: string;
  widthMm: number;
  heightMm: number;
  thicknessMm: number;
  processCode: string;
}): PieceLabel {
  return {
    code: piece.code,
    projectName: piece.projectName,
    planeName: piece.planeName,
    size: `${piece.widthMm} × ${piece.heightMm} × ${piece.thicknessMm} mm`,
    processCode: piece.processCode,
    scanCode: pieceScanCode(piece.id),
  };
}

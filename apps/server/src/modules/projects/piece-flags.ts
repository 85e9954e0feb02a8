// Issue 23: a unitless detail drawing became 202 "pieces" of 0.00 m² coded "SCALE 2:1", "sym",
// "C", "X". Outlines that look like no stone are flagged here, for the preview to show and for
// the create to refuse until the user drops them or keeps them by name.
import { PREVIEW_LIMITS, type PieceFlag } from '@stone/shared/projects/preview';
import type { PieceJson } from '../../workers/dxf-reader.ts';

/** Layers of dimensions, text, frames and construction lines (English and Chinese CAD habits). */
const ANNOTATION_LAYER =
  /(^|[^a-z])(dims?|dimensions?|text|txt|anno|annotations?|notes?|frames?|border|title|tblock|defpoints|hatch|center|axis)([^a-z]|$)|标注|尺寸|文字|注释|图框|图签|标题|中心线|轴线|填充/i;
/** Codes that are notes, not piece codes: a scale, a symbol name, one section letter. */
const ANNOTATION_CODE = [/\bscale\b|比例/i, /^\d+\s*:\s*\d+$/, /^sym$/i, /^[A-Za-z]$/];

export function isAnnotationLike(piece: Pick<PieceJson, 'label' | 'layer'>): boolean {
  const code = piece.label?.trim() ?? '';
  return ANNOTATION_LAYER.test(piece.layer) || ANNOTATION_CODE.some((re) => re.test(code));
}

/**
 * The flags of one piece. Sizes only mean something in known units: a drawing waiting for its
 * units is flagged by its layers and codes alone.
 */
export function pieceFlags(piece: PieceJson, unitsKnown: boolean): PieceFlag[] {
  const flags: PieceFlag[] = [];
  if (unitsKnown) {
    if (Math.round(piece.areaMm2) === 0) flags.push('zeroArea');
    else if (Math.min(piece.width, piece.height) < PREVIEW_LIMITS.minSideMm) flags.push('tooSmall');
  }
  if (isAnnotationLike(piece)) flags.push('annotationLike');
  return flags;
}

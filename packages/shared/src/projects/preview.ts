import { z } from 'zod';
import { idSchema } from '../common.ts';
import { int32, nonNegativeInt32 } from '../integers.ts';
import { singleLineText } from '../text.ts';

/**
 * The preview of a drawing before a project is made of it (issue 23): what the reader found,
 * in which units, which pieces look like no stone, and the choices the create call then takes.
 */

/** Units a person may choose for a drawing that declares none. */
export const DRAWING_UNITS = ['mm', 'cm', 'm', 'inch'] as const;
export type DrawingUnit = (typeof DRAWING_UNITS)[number];
/** Units a drawing may declare (`$INSUNITS` the reader converts). */
export const DECLARED_UNITS = ['mm', 'cm', 'm', 'inch', 'ft'] as const;
export type DeclaredUnit = (typeof DECLARED_UNITS)[number];

/**
 * Why a piece is flagged; a flagged piece is never kept silently: the user drops it or keeps
 * it by name. zeroArea: rounds to 0 mm²; tooSmall: a side under `minSideMm`; annotationLike: on
 * a layer of dimensions, text or frames, or coded like a note ("SCALE 2:1", "sym", one letter).
 */
export const PIECE_FLAGS = ['zeroArea', 'tooSmall', 'annotationLike'] as const;
export type PieceFlag = (typeof PIECE_FLAGS)[number];

export const PREVIEW_LIMITS = {
  /** No stone piece is narrower than 2 cm; a narrower outline is a hatch, a mark or a hole plug. */
  minSideMm: 20,
  /**
   * Outlines travel a page at a time (a 20,000-piece plane would be megabytes of points), each
   * thinned to at most `outlinePointsMax` vertices: enough to recognise a shape in a thumbnail.
   */
  outlinePageSize: 100,
  outlinePointsMax: 48,
  outlinePagesMax: 200,
  layerNameMax: 255,
  excludedLayersMax: 1_000,
  /** One plane holds at most 20,000 pieces (PROJECT_LIMITS.piecesPerPlaneMax). */
  pieceIndexesMax: 20_000,
} as const;

/** webProduce/previewSolutionDrawing: an uploaded DXF read again in the units given, if any. */
export const previewDrawingBody = z.strictObject({
  fileId: idSchema,
  units: z.enum(DRAWING_UNITS).optional(),
  outlinePage: nonNegativeInt32().max(PREVIEW_LIMITS.outlinePagesMax).default(0),
});
export type PreviewDrawingBody = z.input<typeof previewDrawingBody>;

/** One piece as read: sizes in mm (or as drawn when no units are known), area in whole mm². */
export const previewPiece = z.object({
  index: int32(),
  code: z.string().nullable(),
  layer: z.string(),
  widthMm: z.number(),
  heightMm: z.number(),
  areaMm2: z.number(),
  flags: z.array(z.enum(PIECE_FLAGS)),
});
export type PreviewPiece = z.infer<typeof previewPiece>;

/** A thinned outline: flat [x, y, …] relative to the piece's lower-left corner, 0.1 mm steps. */
export const previewOutline = z.object({
  index: int32(),
  outline: z.array(z.number()),
  holes: z.array(z.array(z.number())),
});
export type PreviewOutline = z.infer<typeof previewOutline>;

export const previewDrawingData = z.object({
  /** What the file says; null when it declares no (or no known) units. */
  declaredUnits: z.enum(DECLARED_UNITS).nullable(),
  /** A guess from the pieces' sizes, only when the file declares none. */
  guessedUnits: z.enum(DRAWING_UNITS).nullable(),
  /** The units the sizes below are in; null: as drawn, waiting for a choice. */
  units: z.enum(DECLARED_UNITS).nullable(),
  pieces: z.array(previewPiece),
  outlines: z.array(previewOutline),
  outlinePage: int32(),
  outlinePageCount: int32(),
});
export type PreviewDrawingData = z.infer<typeof previewDrawingData>;

/** The choices of the preview, per plane of webProduce/createSolution; the server re-applies them. */
export const planeChoicesShape = {
  /** Required when the drawing declares no units; overrides declared ones when given. */
  units: z.enum(DRAWING_UNITS).optional(),
  excludedLayers: z
    .array(singleLineText().max(PREVIEW_LIMITS.layerNameMax, 'common.tooLong'))
    .max(PREVIEW_LIMITS.excludedLayersMax)
    .optional(),
  /** Pieces by their preview index (read in the same units). */
  excludedPieces: z
    .array(nonNegativeInt32().max(PREVIEW_LIMITS.pieceIndexesMax))
    .max(PREVIEW_LIMITS.pieceIndexesMax)
    .optional(),
  /** Flagged pieces the user looked at and keeps anyway. */
  keptPieces: z
    .array(nonNegativeInt32().max(PREVIEW_LIMITS.pieceIndexesMax))
    .max(PREVIEW_LIMITS.pieceIndexesMax)
    .optional(),
};

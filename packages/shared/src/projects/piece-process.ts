import { z } from 'zod';
import { idField, versionField } from '../crud.ts';
import { int32 } from '../integers.ts';
import { singleLineText } from '../text.ts';

/** Pieces carry a process code of the catalogue (issue 17); '' is "no second processing". */
export const pieceProcessCode = z.union([
  z.literal(''),
  singleLineText().trim().max(32, 'common.tooLong').regex(/^\S+$/, 'processCode.codeFormat'),
]);

export const PIECE_PROCESS_LIMITS = { piecesMax: 1000, rulesMax: 50, matchMax: 64 } as const;
const match = singleLineText().trim().max(PIECE_PROCESS_LIMITS.matchMax, 'common.tooLong');

/**
 * What a rule applied as a drawing is read matches: pieces on `layer`, or whose code starts with
 * `labelPrefix`.
 */
export const pieceRuleShape = { layer: match.optional(), labelPrefix: match.optional() };
type RuleTarget = { layer?: string | undefined; labelPrefix?: string | undefined };
type Refinement<T> = [check: (value: T) => boolean, error: { message: string; path: string[] }];
/** A rule must name a layer or a prefix (`.refine(...namesRuleTarget)`). */
export const namesRuleTarget: Refinement<RuleTarget> = [
  (r) => Boolean(r.layer || r.labelPrefix),
  { message: 'common.required', path: ['labelPrefix'] },
];

/**
 * The pieces a call changes: named by id, or all pieces of a plane, or those whose code starts
 * with a prefix.
 */
export const pieceSelectionShape = {
  pieceIds: z.array(idField).max(PIECE_PROCESS_LIMITS.piecesMax, 'common.tooLong').optional(),
  planeId: idField.optional(),
  codePrefix: match.optional(),
};
type PieceSelection = {
  pieceIds?: string[] | undefined;
  planeId?: string | undefined;
  codePrefix?: string | undefined;
};
/** A call must choose pieces one way or another (`.refine(...selectsPieces)`). */
export const selectsPieces: Refinement<PieceSelection> = [
  (b) => (b.pieceIds?.length ?? 0) > 0 || Boolean(b.planeId) || Boolean(b.codePrefix),
  { message: 'common.required', path: ['pieceIds'] },
];

/**
 * A rule that gives pieces a process code when a drawing is read (either or both of layer and
 * prefix; the first rule that matches wins).
 */
export const processRule = z
  .strictObject({ ...pieceRuleShape, processCode: pieceProcessCode })
  .refine(...namesRuleTarget);
export type ProcessRule = z.infer<typeof processRule>;
export const processRulesField = z
  .array(processRule)
  .max(PIECE_PROCESS_LIMITS.rulesMax, 'common.tooLong')
  .optional();

/**
 * webProduce/setSolutionPieceProcessCode: pieces named by id, or all pieces of a plane, or those
 * whose code starts with a prefix, get the process code ('' takes it off).
 */
export const setPieceProcessCodeBody = z
  .strictObject({
    id: idField,
    version: versionField,
    processCode: pieceProcessCode,
    ...pieceSelectionShape,
  })
  .refine(...selectsPieces);
export const setPieceProcessCodeData = z.object({
  version: int32(),
  /** Pieces whose code changed. */
  updated: int32(),
  backToReview: z.boolean(),
});

/**
 * webProduce/pasteSolutionPieceProcessCodes: two columns copied from an Excel sheet (piece code,
 * process code), sent as rows; pieces are matched by their code in the project.
 */
export const PIECE_PROCESS_ROWS_MAX = 2000;
export const pastePieceProcessCodesBody = z.strictObject({
  id: idField,
  version: versionField,
  rows: z
    .array(
      z.strictObject({
        pieceCode: singleLineText().trim().min(1, 'common.required').max(64, 'common.tooLong'),
        processCode: pieceProcessCode,
      }),
    )
    .min(1, 'common.required')
    .max(PIECE_PROCESS_ROWS_MAX, 'common.tooLong'),
});
export const pastePieceProcessCodesData = setPieceProcessCodeData.extend({
  /** Piece codes of the rows that name no piece of the project (the first 20). */
  unknownPieces: z.array(z.string()),
});

/** A first line whose second cell names the column ("工艺编码", "Process code") is a header. */
const HEADER = /工艺|process/i;

/** Tab-separated lines as Excel copies them ("N1-023\tMB-1"); a header line is skipped. */
export function parsePastedRows(text: string): { pieceCode: string; processCode: string }[] {
  const rows = text
    .split(/\r?\n/)
    .map((line) => line.split('\t').map((cell) => cell.trim()))
    .filter((cells) => cells[0])
    .map(([pieceCode = '', processCode = '']) => ({ pieceCode, processCode }));
  return rows[0] && HEADER.test(rows[0].processCode) ? rows.slice(1) : rows;
}

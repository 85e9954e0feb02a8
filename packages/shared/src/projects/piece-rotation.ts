import { z } from 'zod';
import { idField, versionField } from '../crud.ts';
import { singleLineText } from '../text.ts';
import { PIECE_PROCESS_LIMITS, setPieceProcessCodeData } from './piece-process.ts';

// Issue 24: stone has a vein, so a piece may keep its drawn orientation (the planner never
// turns it). Pieces are chosen the way process codes choose them (piece-process.ts).

const match = singleLineText().trim().max(PIECE_PROCESS_LIMITS.matchMax, 'common.tooLong');

/**
 * Pieces locked as a drawing is read: those on `layer`, or whose code starts with
 * `labelPrefix` (either or both must match).
 */
export const rotationLockRule = z
  .strictObject({ layer: match.optional(), labelPrefix: match.optional() })
  .refine((r) => Boolean(r.layer || r.labelPrefix), {
    message: 'common.required',
    path: ['labelPrefix'],
  });
export type RotationLockRule = z.infer<typeof rotationLockRule>;
export const rotationLockRulesField = z
  .array(rotationLockRule)
  .max(PIECE_PROCESS_LIMITS.rulesMax, 'common.tooLong')
  .optional();

/**
 * webProduce/setSolutionPieceRotationLock: pieces named by id, or all pieces of a plane, or
 * those whose code starts with a prefix, are locked (or unlocked).
 */
export const setPieceRotationLockBody = z
  .strictObject({
    id: idField,
    version: versionField,
    locked: z.boolean(),
    pieceIds: z.array(idField).max(PIECE_PROCESS_LIMITS.piecesMax, 'common.tooLong').optional(),
    planeId: idField.optional(),
    codePrefix: match.optional(),
  })
  .refine((b) => (b.pieceIds?.length ?? 0) > 0 || Boolean(b.planeId) || Boolean(b.codePrefix), {
    message: 'common.required',
    path: ['pieceIds'],
  });
/** `updated`: pieces whose lock changed; `backToReview`: an approved project went back. */
export const setPieceRotationLockData = setPieceProcessCodeData;

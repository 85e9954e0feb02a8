import { z } from 'zod';
import { idField, versionField } from '../crud.ts';
import {
  namesRuleTarget,
  PIECE_PROCESS_LIMITS,
  pieceRuleShape,
  pieceSelectionShape,
  selectsPieces,
  setPieceProcessCodeData,
} from './piece-process.ts';

// Issue 24: stone has a vein, so a piece may keep its drawn orientation (the planner never
// turns it). Pieces are chosen the way process codes choose them (piece-process.ts).

/** Pieces locked as a drawing is read (either or both of layer and prefix must match). */
export const rotationLockRule = z.strictObject(pieceRuleShape).refine(...namesRuleTarget);
export type RotationLockRule = z.infer<typeof rotationLockRule>;
export const rotationLockRulesField = z
  .array(rotationLockRule)
  .max(PIECE_PROCESS_LIMITS.rulesMax, 'common.tooLong')
  .optional();

/** webProduce/setSolutionPieceRotationLock: the chosen pieces are locked (or unlocked). */
export const setPieceRotationLockBody = z
  .strictObject({ id: idField, version: versionField, locked: z.boolean(), ...pieceSelectionShape })
  .refine(...selectsPieces);
/** `updated`: pieces whose lock changed; `backToReview`: an approved project went back. */
export const setPieceRotationLockData = setPieceProcessCodeData;

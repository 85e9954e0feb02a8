// The preview's choices for one plane (issue 23), re-applied by the server on create: the
// client's counts and areas are never trusted, only which layers and pieces it dropped or kept.
import type { DrawingUnit } from '@stone/shared/projects/preview';
import type { DxfReadResult, PieceJson } from '../../workers/dxf-reader.ts';
import { pieceFlags } from './piece-flags.ts';

type Read = Extract<DxfReadResult, { ok: true }>;
export type PlaneChoices = {
  units?: DrawingUnit | undefined;
  excludedLayers?: string[] | undefined;
  excludedPieces?: number[] | undefined;
  keptPieces?: number[] | undefined;
};

/** A choice the create refuses: the message key, the field it belongs to and its params. */
export type ChoiceRefusal = {
  key: 'project.unitsRequired' | 'project.pieceIndexUnknown' | 'project.allPiecesExcluded';
  field: 'units' | 'excludedPieces' | 'keptPieces';
  params: Record<string, string | number>;
};

/** The file declared units, or the caller chose some: sizes are in mm. */
export const unitsKnown = (read: Read, chosen: DrawingUnit | undefined) =>
  chosen !== undefined ||
  (read.declaredUnits !== 'unknown' && read.declaredUnits !== 'unsupported');

/** Name of a piece as the user sees it in the preview: its code, or its place. */
export const pieceName = (piece: PieceJson, index: number) =>
  piece.label?.trim() || `#${index + 1}`;

export type AppliedChoices = {
  pieces: PieceJson[];
  /** Flagged pieces still in and not kept by name, for the refusal after every plane is read. */
  unkeptFlagged: string[];
};

/** Applies one plane's choices to its read drawing, or says which choice is refused. */
export function applyPlaneChoices(
  read: Read,
  choices: PlaneChoices,
  plane: string,
): AppliedChoices | ChoiceRefusal {
  if (!unitsKnown(read, choices.units))
    return { key: 'project.unitsRequired', field: 'units', params: { plane } };
  const count = read.pieces.length;
  for (const field of ['excludedPieces', 'keptPieces'] as const) {
    const unknown = (choices[field] ?? []).find((index) => index >= count);
    if (unknown !== undefined)
      return { key: 'project.pieceIndexUnknown', field, params: { plane, index: unknown + 1 } };
  }
  const droppedLayers = new Set(choices.excludedLayers);
  const dropped = new Set(choices.excludedPieces);
  const kept = new Set(choices.keptPieces);
  const pieces: PieceJson[] = [];
  const unkeptFlagged: string[] = [];
  read.pieces.forEach((piece, index) => {
    if (dropped.has(index) || droppedLayers.has(piece.layer)) return;
    pieces.push(piece);
    if (!kept.has(index) && pieceFlags(piece, true).length > 0)
      unkeptFlagged.push(pieceName(piece, index));
  });
  if (pieces.length === 0)
    return { key: 'project.allPiecesExcluded', field: 'excludedPieces', params: { plane } };
  return { pieces, unkeptFlagged };
}

export const isRefusal = (value: AppliedChoices | ChoiceRefusal): value is ChoiceRefusal =>
  'key' in value;

/** The params of the "flagged pieces still included" refusal: a count and a few names. */
export function flaggedParams(plane: string, names: string[]) {
  return { plane, count: names.length, examples: names.slice(0, 5).join(', ') };
}

import type { DrawingUnit, PreviewDrawingData, PreviewPiece } from '@stone/shared/projects/preview';

/** A plane's drawing and what the user chose in its preview (issue 23). */
export type DxfValue = {
  fileId: string;
  fileName: string;
  units?: DrawingUnit;
  excludedLayers?: string[];
  excludedPieces?: number[];
  keptPieces?: number[];
  /** Layers whose pieces keep their drawn orientation, the stone's vein (issue 24). */
  lockedLayers?: string[];
};

export const isIncluded = (value: DxfValue, piece: PreviewPiece) =>
  !value.excludedLayers?.includes(piece.layer) && !value.excludedPieces?.includes(piece.index);

/** Count and area of what would be created, and the flagged pieces still waiting for a choice. */
export function selectionTotals(value: DxfValue, data: PreviewDrawingData) {
  const dropped = new Set(value.excludedPieces);
  const droppedLayers = new Set(value.excludedLayers);
  const kept = new Set(value.keptPieces);
  let count = 0;
  let areaMm2 = 0;
  let openFlagged = 0;
  for (const piece of data.pieces) {
    if (dropped.has(piece.index) || droppedLayers.has(piece.layer)) continue;
    count += 1;
    areaMm2 += piece.areaMm2;
    if (piece.flags.length > 0 && !kept.has(piece.index)) openFlagged += 1;
  }
  return { count, areaMm2, openFlagged };
}

/** Layers in drawing order with their piece counts. */
export function layerCounts(data: PreviewDrawingData): { layer: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const piece of data.pieces) counts.set(piece.layer, (counts.get(piece.layer) ?? 0) + 1);
  return [...counts].map(([layer, count]) => ({ layer, count }));
}

const toggled = (list: readonly number[] | undefined, index: number, on: boolean) => {
  const rest = (list ?? []).filter((i) => i !== index);
  return on ? [...rest, index] : rest;
};

export const setPieceIncluded = (value: DxfValue, index: number, included: boolean): DxfValue => ({
  ...value,
  excludedPieces: toggled(value.excludedPieces, index, !included),
});
export const setPieceKept = (value: DxfValue, index: number, kept: boolean): DxfValue => ({
  ...value,
  keptPieces: toggled(value.keptPieces, index, kept),
});
export const setLayerIncluded = (value: DxfValue, layer: string, included: boolean): DxfValue => {
  const rest = (value.excludedLayers ?? []).filter((l) => l !== layer);
  return { ...value, excludedLayers: included ? rest : [...rest, layer] };
};
export const setLayerLocked = (value: DxfValue, layer: string, locked: boolean): DxfValue => {
  const rest = (value.lockedLayers ?? []).filter((l) => l !== layer);
  return { ...value, lockedLayers: locked ? [...rest, layer] : rest };
};
/** Other units read other pieces (chaining works in mm), so the piece choices start again. */
export const setUnits = (value: DxfValue, units: DrawingUnit): DxfValue => ({
  fileId: value.fileId,
  fileName: value.fileName,
  units,
  excludedLayers: value.excludedLayers ?? [],
  // Layers are the same in every unit: their vein locks stay.
  ...(value.lockedLayers ? { lockedLayers: value.lockedLayers } : {}),
  excludedPieces: [],
  keptPieces: [],
});

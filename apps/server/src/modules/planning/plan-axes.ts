// A stored layout back in the planner's terms (lib/planner-axes.ts says which side is which).
import { hasShape, type PieceShape, type SlabLayout } from '@stone/planner';
import { BP_PER_WHOLE } from '@stone/shared/units';
import type { SlabSize } from '../../lib/planner-axes.ts';
import type { StoredLayout } from './planning.tables.ts';
/**
 * A stored layout as the planner draws, exports and validates it (off-cuts left out: the saw's
 * file shows pieces and cuts), with each piece's code and, given its plane's pieces' shapes
 * (listPlaneShapes), its true outline and holes.
 */
export const toPlannerLayout = (
  stored: SlabSize & { yieldBp: number; layout: StoredLayout },
  shapes: ReadonlyMap<string, PieceShape> = new Map(),
): SlabLayout => ({
  slabId: stored.layout.slabId,
  slabWidth: stored.lengthMm,
  slabHeight: stored.widthMm,
  trim: stored.layout.trim,
  kerf: stored.layout.kerf,
  defects: [],
  labels: Object.fromEntries(stored.layout.placements.map((p) => [p.pieceId, p.code])),
  shapes: shapesOf(stored.layout, shapes),
  placements: stored.layout.placements.map(({ code: _code, ...p }) => p),
  cuts: stored.layout.cuts,
  remnants: [],
  yield: stored.yieldBp / BP_PER_WHOLE,
});

/** The shapes of the layout's pieces that are more than their rectangle. */
function shapesOf(layout: StoredLayout, shapes: ReadonlyMap<string, PieceShape>) {
  const out: Record<string, PieceShape> = {};
  for (const p of layout.placements) {
    const shape = shapes.get(p.pieceId);
    if (hasShape(shape)) out[p.pieceId] = shape;
  }
  return out;
}

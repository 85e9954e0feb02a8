// A stored layout back in the planner's terms (lib/planner-axes.ts says which side is which).
import type { SlabLayout } from '@stone/planner';
import { BP_PER_WHOLE } from '@stone/shared/units';
import type { SlabSize } from '../../lib/planner-axes.ts';
import type { StoredLayout } from './planning.tables.ts';
/** A stored layout as the planner draws, exports and validates it (off-cuts left out: the saw's file shows pieces and cuts). */
export const toPlannerLayout = (
  stored: SlabSize & { yieldBp: number; layout: StoredLayout },
): SlabLayout => ({
  slabId: stored.layout.slabId,
  slabWidth: stored.lengthMm,
  slabHeight: stored.widthMm,
  trim: stored.layout.trim,
  kerf: stored.layout.kerf,
  defects: [],
  labels: {},
  placements: stored.layout.placements.map(({ code: _code, ...p }) => p),
  cuts: stored.layout.cuts,
  remnants: [],
  yield: stored.yieldBp / BP_PER_WHOLE,
});

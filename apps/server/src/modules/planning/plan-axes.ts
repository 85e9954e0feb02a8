// The one place where the two ways of naming a slab's sides meet. The database, the API and the
// screens measure a slab length × width (settings.slabSizes, big_slabs, plan_layouts); the planner
// (packages/planner) measures width × height, x along the width. The length lies along the
// planner's x axis, so a layout reads left to right along the slab's length. Pieces keep the
// drawing's width × height on both sides and pass through unchanged.
import type { SlabLayout } from '@stone/planner';
import { BP_PER_WHOLE } from '@stone/shared/units';
import type { StoredLayout } from './planning.tables.ts';

export type SlabSize = { lengthMm: number; widthMm: number };
export type PlannerSize = { width: number; height: number };

/** A slab size of the settings or of the stock, as the planner takes it. */
export const toPlannerSize = (slab: SlabSize): PlannerSize => ({
  width: slab.lengthMm,
  height: slab.widthMm,
});

/** A slab the planner laid out, as it is stored and shown. */
export const slabSizeOf = (layout: Pick<SlabLayout, 'slabWidth' | 'slabHeight'>): SlabSize => ({
  lengthMm: layout.slabWidth,
  widthMm: layout.slabHeight,
});

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

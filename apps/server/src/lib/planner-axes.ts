// The one place where the two ways of naming a slab's sides meet. The database, the API and the
// screens measure a slab length × width (settings.slabSizes, big_slabs, plan_layouts); the planner
// (packages/planner) measures width × height, x along the width. The length lies along the
// planner's x axis, so a layout reads left to right along the slab's length. Pieces keep the
// drawing's width × height on both sides and pass through unchanged.

export type SlabSize = { lengthMm: number; widthMm: number };
export type PlannerSize = { width: number; height: number };

/** A slab size of the settings or of the stock, as the planner takes it. */
export const toPlannerSize = (slab: SlabSize): PlannerSize => ({
  width: slab.lengthMm,
  height: slab.widthMm,
});

/** A slab (or a free rectangle of one) the planner laid out, as it is stored and shown. */
export const slabSizeOf = (planned: PlannerSize): SlabSize => ({
  lengthMm: planned.width,
  widthMm: planned.height,
});

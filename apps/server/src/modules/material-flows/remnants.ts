// The off-cuts a confirmed cut leaves: the plan's free regions (the planner's remnants) and the
// strips of a real slab larger than its plan slab, each at least the minimum size either way.
import { FLOW_LIMITS } from '@stone/shared/material-flows/schemas';
import { slabSizeOf } from '../../lib/planner-axes.ts';

export type Rect = { x: number; y: number; width: number; height: number };
type Size = { length: number; width: number };

const MIN = FLOW_LIMITS.minRemnantMm;
const bigEnough = (r: Size) => r.length >= MIN && r.width >= MIN;

/** Layout remnants are stored only by runs planned with a minimum remnant (migration 0011 on). */
export function layoutRemnants(layoutJson: string): Rect[] {
  try {
    const parsed = JSON.parse(layoutJson) as { remnants?: Rect[] };
    return Array.isArray(parsed.remnants) ? parsed.remnants : [];
  } catch {
    return [];
  }
}

/**
 * Off-cut sizes in whole mm (rounded down: a remnant is never promised larger than it is). The plan
 * slab sits in the real slab's corner, turned if only that way fits.
 */
export function offCuts(slab: Size, plan: Size, planRemnants: Rect[]): Size[] {
  const turned = !(slab.length >= plan.length && slab.width >= plan.width);
  const placed = turned ? { length: plan.width, width: plan.length } : plan;
  const cuts: Size[] = planRemnants.map((r) => {
    const { lengthMm, widthMm } = slabSizeOf(r);
    const size = { length: Math.floor(lengthMm), width: Math.floor(widthMm) };
    return turned ? { length: size.width, width: size.length } : size;
  });
  // Beyond the plan slab's length: the full width; beyond its width: the plan slab's length.
  cuts.push({ length: Math.floor(slab.length - placed.length), width: slab.width });
  cuts.push({ length: Math.floor(placed.length), width: Math.floor(slab.width - placed.width) });
  return cuts
    .filter(bigEnough)
    .map((c) => (c.length >= c.width ? c : { length: c.width, width: c.length }));
}

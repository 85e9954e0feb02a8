// A rebuild for a search whose slab count is settled (issue 24): what is left for the last slab is
// decided before the other slabs are filled. Filling the slabs densest first leaves the last one
// whatever no dense plate wanted, often a few long pieces that need a wide band (ROADEF A2: two
// pieces of 3296 and 3495 mm standing side by side on a plate 6000 mm long). Here the last slab is
// filled first, densely, inside a band narrower than it uses now; the other ruined slabs then
// take the rest, and the rebuild counts only if they do without an extra slab.
import { bandOf, leastBandIndex } from './band.ts';
import type { Clock } from './clock.ts';
import type { BinType, Item, Model } from './model.ts';
import { framesOf } from './fill-bins.ts';
import { fillPlate } from './plate-fill.ts';
import type { Rng } from './rng.ts';
import { fillFresh, makeBin } from './solution.ts';
import type { Bin, Solution } from './solution.ts';
import { transposeItem, transposeType } from './transpose.ts';

/** The slab cut back to its first `share` along its strips' run (same defects, same identity). */
function bandType(type: BinType, share: number): BinType {
  return { ...type, h: type.h * share };
}

/**
 * The last slab's pieces, as many as a knapsack plate fill puts inside the band `share` of slab
 * `type` (strips lying, or standing when `standing`), laid on the real slab; null if none fit.
 */
export function fillBand(
  pool: Item[],
  type: BinType,
  share: number,
  standing: boolean,
  model: Model,
  rng: Rng,
): Bin | null {
  const frameType = standing ? transposeType(type) : type;
  const frames = framesOf(pool);
  const plan = fillPlate(
    standing ? frames.mirrored : frames.plain,
    bandType(frameType, share),
    model.stages,
    rng,
  );
  if (plan.placed.length === 0) return null;
  // The band is the slab's lower part, defects included: its layout is the slab's layout.
  const onSlab = { ...plan, type: frameType };
  const order = plan.placed.map((p) => (standing ? transposeItem(p.item) : p.item));
  return makeBin({ type, order, method: { kind: 'plan', transposed: standing, plan: onSlab } });
}

/**
 * Rebuilds the slabs `chosen` (the last slab `last` among them) last slab first: it takes the
 * densest fill of a band of `share` of it, the other ruined slabs are filled densest first with
 * the rest and first fit places what they leave (anywhere, the band slab too). Null when the
 * clock expires.
 */
export function rebuildLastFirst(
  sol: Solution,
  chosen: Set<number>,
  last: number,
  share: number,
  model: Model,
  rng: Rng,
  clock: Clock,
): Solution | null {
  const lastBin = sol.bins[last] as Bin;
  const pool: Item[] = [];
  for (const i of chosen) pool.push(...(sol.bins[i] as Bin).order);
  const band = fillBand(pool, lastBin.type, share, rng.next() < 0.5, model, rng);
  if (!band) return null;
  const taken = new Set(band.order);
  const rest = pool.filter((i) => !taken.has(i));
  const bins = [...sol.bins.filter((_, i) => !chosen.has(i)), band];
  const unplaced = fillFresh(rest, bins, model, rng, 1, clock);
  return unplaced && { bins, unplaced: [...sol.unplaced, ...unplaced] };
}

/**
 * A settled search's rebuild: the would-be last slab and one to three others, the last slab
 * filled first inside 60–100 % of the band it uses now.
 */
export function settledRebuild(
  sol: Solution,
  model: Model,
  rng: Rng,
  clock: Clock,
): Solution | null {
  const last = leastBandIndex(sol.bins, model);
  if (last < 0) return null;
  const count = Math.min(sol.bins.length, 2 + rng.int(3));
  const chosen = new Set<number>([last]);
  while (chosen.size < count) chosen.add(rng.int(sol.bins.length));
  const share = bandOf(sol.bins[last] as Bin, model) * (0.6 + 0.4 * rng.next());
  return rebuildLastFirst(sol, chosen, last, share, model, rng, clock);
}

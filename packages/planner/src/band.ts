// What a slab really uses before its off-cut (issue 24): the share of the slab below the band one
// first-stage cut frees, as a quick re-lay of its pieces finds it. The reach (solution.ts) is only
// a lower bound on it: a slab holding one long piece and one wide one has a small reach, yet no
// 3-stage layout packs both into a narrow band (ROADEF A2: reach 0.33, band 0.52). The search
// ranks its candidates for the last slab by this, so it steers towards a last slab that compacts.
import { framesOf } from './fill-bins.ts';
import { leftoverOf } from './leftover.ts';
import type { Model } from './model.ts';
import { layoutOf } from './pack-set.ts';
import type { PackedSet } from './pack-set.ts';
import { fillPlate } from './plate-fill.ts';
import { createRng } from './rng.ts';
import { isBetter, scoreOf } from './solution.ts';
import type { Bin, Solution } from './solution.ts';
import { transposeItem, transposeType } from './transpose.ts';

const bands = new WeakMap<PackedSet, number>();

function usedShare(set: PackedSet, model: Model): number {
  const free = leftoverOf(layoutOf(set, model), model)?.area ?? 0;
  return 1 - free / set.type.usableArea;
}

/**
 * The least share of the slab its pieces need below the off-cut, of its current layout and one
 * knapsack plate fill in each frame (3-stage guillotine). Cached per slab: slabs are immutable.
 */
export function bandOf(set: PackedSet, model: Model): number {
  const cached = bands.get(set);
  if (cached !== undefined) return cached;
  let band = usedShare(set, model);
  if (model.guillotine && model.stages === 3 && band > 0) {
    // A fixed seed: the same slab always gets the same band (reproducible runs).
    const rng = createRng(model.problem.seed + 3);
    const frames = framesOf(set.order);
    for (const transposed of [false, true]) {
      const plan = transposed
        ? fillPlate(frames.mirrored, transposeType(set.type), model.stages, rng)
        : fillPlate(frames.plain, set.type, model.stages, rng);
      if (plan.placed.length !== set.order.length) continue;
      const order = plan.placed.map((p) => (transposed ? transposeItem(p.item) : p.item));
      const method = { kind: 'plan' as const, transposed, plan };
      band = Math.min(band, usedShare({ type: set.type, order, method }, model));
    }
  }
  bands.set(set, band);
  return band;
}

/**
 * Index of the slab with the least band (the one that would go last), or -1. Only slabs whose
 * reach (a lower bound on the band) could still beat the least band so far are re-laid.
 */
export function leastBandIndex(bins: Bin[], model: Model): number {
  let least = Infinity;
  let at = -1;
  const byReach = [...bins.keys()].sort((x, y) => (bins[x] as Bin).reach - (bins[y] as Bin).reach);
  for (const b of byReach) {
    const bin = bins[b] as Bin;
    if (bin.reach >= least) break;
    const band = bandOf(bin, model);
    if (band < least) {
      least = band;
      at = b;
    }
  }
  return at;
}

export function leastBand(sol: Solution, model: Model): number {
  const at = leastBandIndex(sol.bins, model);
  return at < 0 ? Infinity : bandOf(sol.bins[at] as Bin, model);
}

/**
 * Whether `sol` has as few slabs as any layout can (`leastSlabs`, a lower bound whatever the
 * sizes) and places everything: then only the last slab's off-cut can still improve.
 */
export function isSettled(sol: Solution, leastSlabs: number): boolean {
  return sol.unplaced.length === 0 && sol.bins.length <= leastSlabs;
}

/**
 * `a` better than `b`: by scoreOf, except that between two settled solutions the least band
 * replaces the least reach (it is what the last slab's off-cut will be).
 */
export function isBetterSolution(
  a: Solution,
  b: Solution,
  model: Model,
  leastSlabs: number,
): boolean {
  if (!isSettled(a, leastSlabs) || !isSettled(b, leastSlabs))
    return isBetter(scoreOf(a), scoreOf(b));
  const sa = scoreOf(a);
  const sb = scoreOf(b);
  sa[2] = leastBand(a, model);
  sb[2] = leastBand(b, model);
  return isBetter(sa, sb);
}

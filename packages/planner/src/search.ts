// Improvement loop. Each iteration attacks the emptiest slab: its pieces are moved onto fuller
// slabs, or swapped for smaller pieces there (Σ fill² rises, so the weak slab keeps emptying);
// when that stalls, a few slabs are ruined and rebuilt in a random order, accepted if they use no
// more slab area and lose little Σ fill² (threshold accepting). A slab that empties is dropped.
// Deterministic for a given seed and iteration count.
import { isBetterSolution, isSettled, leastBand, leastBandIndex } from './band.ts';
import { NO_CLOCK } from './clock.ts';
import { settledRebuild } from './last-first.ts';
import type { Clock } from './clock.ts';
import type { Item, Model } from './model.ts';
import { SORT_COUNT, packOrder, packSet, sortedBy } from './pack-set.ts';
import { shuffleInPlace } from './rng.ts';
import type { Rng } from './rng.ts';
import { fillFresh, fillOf, firstFit, makeBin, scoreOf } from './solution.ts';
import type { Bin, Score, Solution } from './solution.ts';

const PROBE_EFFORT = 4;
const ACCEPT = 0.1;
/** Threshold of the settled search (isAcceptableSettled), as a share of a slab. */
const BAND_ACCEPT = 0.02;

function withItem(bin: Bin, item: Item, model: Model): Bin | null {
  // Cheap area test first: most candidate slabs are too full, and this avoids any allocation.
  if (bin.grownArea + item.w * item.h > bin.type.w * bin.type.h + 1e-6) return null;
  const order = [...bin.order, item];
  const set = packSet(order, bin.type, model, { ...bin, order }, PROBE_EFFORT);
  return set ? makeBin(set) : null;
}

function without(bin: Bin, item: Item, extra: Item | null, model: Model): Bin | null {
  const order = bin.order.filter((i) => i !== item);
  if (extra) order.push(extra);
  if (order.length === 0) return null;
  const set = packSet(order, bin.type, model, { ...bin, order }, PROBE_EFFORT);
  return set ? makeBin(set) : null;
}

function weakestIndex(bins: Bin[], rng: Rng): number {
  const ranked = [...bins.keys()].sort((a, b) => fillOf(bins[a] as Bin) - fillOf(bins[b] as Bin));
  // Mostly the weakest, sometimes the second or third, so the search does not stare at one slab.
  const r = rng.next();
  const pick = r < 0.7 ? 0 : r < 0.9 ? 1 : 2;
  return ranked[Math.min(pick, ranked.length - 1)] as number;
}

/** Moves pieces off slab t onto other slabs; returns true if anything moved. */
function relocate(sol: Solution, t: number, model: Model, rng: Rng, clock: Clock): boolean {
  let moved = false;
  const items = [...(sol.bins[t] as Bin).order].sort((a, b) => b.area - a.area);
  const targets = shuffleInPlace(
    [...sol.bins.keys()].filter((b) => b !== t),
    rng,
  );
  for (const item of items) {
    // Every piece is offered to every slab: on a plane of thousands of slabs, ask the clock.
    if (clock.expired()) break;
    for (const b of targets) {
      const grown = withItem(sol.bins[b] as Bin, item, model);
      if (!grown) continue;
      // Taking a piece out can change how a shelf packer lays out the rest (the piece may have
      // opened a strip): the source keeps its method only if the rest still packs, else it is
      // repacked, and the piece stays if even that fails.
      const current = sol.bins[t] as Bin;
      const order = current.order.filter((i) => i !== item);
      const rest = packOrder(order, current.type, current.method, model)
        ? { ...current, order }
        : packSet(order, current.type, model, null, 99);
      if (!rest) break;
      sol.bins[b] = grown;
      sol.bins[t] = makeBin(rest);
      moved = true;
      break;
    }
  }
  return moved;
}

/** Swaps a piece of slab t for a smaller piece of another slab; returns true on success. */
function swapDown(sol: Solution, t: number, model: Model, rng: Rng, budget: number): boolean {
  let tries = 0;
  const others = shuffleInPlace(
    [...sol.bins.keys()].filter((b) => b !== t),
    rng,
  );
  for (const item of shuffleInPlace([...(sol.bins[t] as Bin).order], rng)) {
    for (const b of others) {
      const target = sol.bins[b] as Bin;
      const room = target.type.w * target.type.h - target.grownArea;
      for (const other of target.order) {
        if (other.area >= item.area || item.w * item.h - other.w * other.h > room + 1e-6) continue;
        if (tries++ > budget) return false;
        const newTarget = without(target, other, item, model);
        if (!newTarget) continue;
        const newSource = without(sol.bins[t] as Bin, item, other, model);
        if (!newSource) continue;
        sol.bins[b] = newTarget;
        sol.bins[t] = newSource;
        return true;
      }
    }
  }
  return false;
}

/**
 * Empties a few slabs (the weak one plus random others) and refills them in a random order; null
 * if the clock expired during the refill.
 */
function ruinAndRecreate(
  sol: Solution,
  t: number,
  model: Model,
  rng: Rng,
  clock: Clock,
): Solution | null {
  const count = Math.min(sol.bins.length, 2 + rng.int(3));
  const chosen = new Set<number>([t]);
  while (chosen.size < count) chosen.add(rng.int(sol.bins.length));
  const kept = sol.bins.filter((_, i) => !chosen.has(i));
  const pool: Item[] = [];
  for (const i of chosen) pool.push(...(sol.bins[i] as Bin).order);
  // A sort order with noise: big pieces still tend to go first, which keeps refills dense.
  const sorted = sortedBy(pool, rng.int(SORT_COUNT));
  for (let i = 0; i < sorted.length - 1; i++) {
    if (rng.next() < 0.3) {
      const tmp = sorted[i] as Item;
      sorted[i] = sorted[i + 1] as Item;
      sorted[i + 1] = tmp;
    }
  }
  const bins = [...kept];
  // Half the time (3-stage guillotine) the ruined slabs are refilled one by one, each strip by
  // strip as densely as it goes: the last refilled slab takes what is left, which is how the
  // off-cut on the last slab grows. Otherwise first fit, which also offers the pool to the slabs
  // that were kept and often absorbs it.
  const unplaced =
    model.guillotine && model.stages === 3 && rng.next() < 0.5
      ? fillFresh(sorted, bins, model, rng, 1, clock)
      : firstFit(sorted, bins, model, 2, null, clock);
  return unplaced && { bins, unplaced: [...sol.unplaced, ...unplaced] };
}

/** Threshold accepting: no more unplaced pieces or slab area, and little Σ fill² lost. */
function isAcceptable([cu, ca, , , cs]: Score, [ou, oa, , , os]: Score): boolean {
  return cu < ou || (cu === ou && (ca < oa - 1e-9 || (ca <= oa + 1e-9 && cs <= os + ACCEPT)));
}

/**
 * Once the slab count meets its lower bound only the last slab's off-cut can improve, so a rebuild
 * is judged by the least band instead of Σ fill² (which only helps to empty a slab).
 */
function isAcceptableSettled(candidate: Solution, current: Solution, model: Model): boolean {
  const [cu, ca] = scoreOf(candidate);
  const [ou, oa] = scoreOf(current);
  if (cu !== ou || ca > oa + 1e-9) return cu < ou || ca < oa - 1e-9;
  return leastBand(candidate, model) <= leastBand(current, model) + BAND_ACCEPT;
}

export type SearchControl = {
  shouldStop: (iteration: number) => boolean;
  onImprove: (sol: Solution) => void;
  /** Asked inside an iteration too: one iteration on a huge plane can take seconds. */
  clock?: Clock;
  /** No layout uses fewer slabs (a lower bound, whatever the sizes): the search then settles. */
  leastSlabs?: number;
};

export function improve(
  start: Solution,
  model: Model,
  rng: Rng,
  lowerBound: number,
  ctl: SearchControl,
): Solution {
  let best = start;
  let current: Solution = { bins: [...start.bins], unplaced: [...start.unplaced] };
  let stall = 0;
  const clock = ctl.clock ?? NO_CLOCK;
  const leastSlabs = ctl.leastSlabs ?? 0;
  const settled = (sol: Solution): boolean => isSettled(sol, leastSlabs);
  for (let iteration = 0; !ctl.shouldStop(iteration); iteration++) {
    if (best.unplaced.length === 0 && best.bins.length <= lowerBound) break;
    if (current.bins.length < 2) break;
    // Settled, the slab to empty is the one that would go last (mostly), and a move may not widen
    // the last slab's band by more than the threshold.
    const before = settled(current) ? [...current.bins] : null;
    const bandBefore = before ? leastBand(current, model) : 0;
    const t =
      before && rng.next() < 0.7
        ? leastBandIndex(current.bins, model)
        : weakestIndex(current.bins, rng);
    let progress = relocate(current, t, model, rng, clock);
    if (!progress) progress = swapDown(current, t, model, rng, 40);
    current.bins = current.bins.filter((b) => b.order.length > 0);
    if (before && progress && leastBand(current, model) > bandBefore + BAND_ACCEPT) {
      current.bins = before;
      progress = false;
    }
    if (!progress || stall > 20) {
      // Null when the clock ran out mid-refill: the next shouldStop ends the search.
      const candidate =
        before && model.guillotine && model.stages === 3 && rng.next() < 0.5
          ? settledRebuild(current, model, rng, clock)
          : ruinAndRecreate(current, t, model, rng, clock);
      const accept =
        candidate &&
        (settled(current) && settled(candidate)
          ? isAcceptableSettled(candidate, current, model)
          : isAcceptable(scoreOf(candidate), scoreOf(current)));
      if (candidate && accept) current = candidate;
      stall = 0;
    }
    if (isBetterSolution(current, best, model, leastSlabs)) {
      best = { bins: [...current.bins], unplaced: [...current.unplaced] };
      ctl.onImprove(best);
      stall = 0;
    } else {
      stall++;
    }
  }
  return best;
}

// A solution is a list of slabs, each holding a set of pieces known to fit (with the order and
// method that fits them), plus the pieces nothing could hold. Helpers here score and build them.
import { NO_CLOCK } from './clock.ts';
import type { Clock } from './clock.ts';
import { EPS, fitsType } from './model.ts';
import type { BinType, Item, Model } from './model.ts';
import { packSet } from './pack-set.ts';
import type { Method, PackedSet } from './pack-set.ts';
import { bestFill, framesOf, takeFromFrames } from './fill-bins.ts';
import type { Frames } from './fill-bins.ts';
import { FAST_EFFORT } from './plate-fill.ts';
import type { Rng } from './rng.ts';
import type { UnplacedReason } from './types.ts';

/**
 * itemArea: real rectangle area (for fill scores); netArea: net piece area (for yields);
 * grownArea: kerf-grown area (for quick fit checks); reach: a lower bound on the share of the
 * slab its pieces need below the last first-stage cut (reachOf).
 */
export type Bin = PackedSet & {
  itemArea: number;
  netArea: number;
  grownArea: number;
  reach: number;
};

export type Solution = { bins: Bin[]; unplaced: { item: Item; reason: UnplacedReason }[] };

/**
 * What a slab's pieces take at least, as a share of the slab, before the band a first-stage cut
 * can free (the last slab's off-cut, issue 24): their area, but also, strips lying, the height of
 * the piece that needs the tallest strip, or, strips standing, the width of the widest one. A
 * piece longer than the slab is wide makes a poor last slab however few pieces it holds.
 */
function reachOf(set: PackedSet, grownArea: number): number {
  const { w: W, h: H } = set.type;
  let tall = 0;
  let wide = 0;
  for (const i of set.order) {
    const lying = i.w <= W + EPS ? i.h : Infinity;
    const standing = i.h <= H + EPS ? i.w : Infinity;
    tall = Math.max(tall, i.rotatable && i.h <= W + EPS ? Math.min(lying, i.w) : lying);
    wide = Math.max(wide, i.rotatable && i.w <= H + EPS ? Math.min(standing, i.h) : standing);
  }
  const share = grownArea / (W * H);
  return Math.min(Math.max(share, tall / H), Math.max(share, wide / W));
}

export function makeBin(set: PackedSet): Bin {
  let itemArea = 0;
  let netArea = 0;
  let grownArea = 0;
  for (const i of set.order) {
    itemArea += i.area;
    netArea += i.netArea;
    grownArea += i.w * i.h;
  }
  return { ...set, itemArea, netArea, grownArea, reach: reachOf(set, grownArea) };
}

export function fillOf(bin: Bin): number {
  return bin.itemArea / bin.type.usableArea;
}

/**
 * Lexicographic score, smaller is better: unplaced pieces, slab area used, the least reach of a
 * slab and the emptiest slab's fill (issue 24: what stays on the last slab decides its off-cut),
 * then -Σ fill².
 */
export type Score = [number, number, number, number, number];

export function scoreOf(sol: Solution): Score {
  let area = 0;
  let squares = 0;
  let least = Infinity;
  let reach = Infinity;
  for (const b of sol.bins) {
    const fill = fillOf(b);
    area += b.type.slabArea;
    squares += fill ** 2;
    least = Math.min(least, fill);
    reach = Math.min(reach, b.reach);
  }
  const finite = (x: number): number => (Number.isFinite(x) ? x : 0);
  return [sol.unplaced.length, area, finite(reach), finite(least), -squares];
}

export function isBetter(a: Score, b: Score): boolean {
  if (a[0] !== b[0]) return a[0] < b[0];
  if (Math.abs(a[1] - b[1]) > EPS) return a[1] < b[1];
  if (Math.abs(a[2] - b[2]) > 1e-9) return a[2] < b[2];
  if (Math.abs(a[3] - b[3]) > 1e-9) return a[3] < b[3];
  return a[4] < b[4] - 1e-12;
}

export function usedCounts(bins: Bin[], model: Model): number[] {
  const used = model.types.map(() => 0);
  for (const b of bins) used[b.type.index] = (used[b.type.index] ?? 0) + 1;
  return used;
}

export function available(type: BinType, used: number[]): boolean {
  return type.count === null || (used[type.index] ?? 0) < type.count;
}

/** Types a fresh slab may be opened from, largest usable area first (fewest slabs). */
export function typesByArea(model: Model): BinType[] {
  return [...model.types].sort((a, b) => b.usableArea - a.usableArea || a.index - b.index);
}

/**
 * First fit: each piece goes on the first open slab it fits, else on a fresh slab of the largest
 * available size. Returns the pieces it could not place with the reason, or null if the clock
 * expired first (every piece scans every open slab, so on a huge plane this takes minutes).
 */
export function firstFit(
  order: Item[],
  bins: Bin[],
  model: Model,
  effort: number,
  method: Method | null = null,
  clock: Clock = NO_CLOCK,
): Solution['unplaced'] | null {
  const used = usedCounts(bins, model);
  const types = typesByArea(model);
  const unplaced: Solution['unplaced'] = [];
  for (const item of order) {
    if (clock.expired()) return null;
    let done = false;
    const area = item.w * item.h;
    for (let b = 0; b < bins.length && !done; b++) {
      const bin = bins[b] as Bin;
      if (bin.grownArea + area > bin.type.w * bin.type.h + 1e-6) continue;
      const set = packSet(
        [...bin.order, item],
        bin.type,
        model,
        { ...bin, order: [...bin.order, item] },
        effort,
      );
      if (set) {
        bins[b] = makeBin(set);
        done = true;
      }
    }
    if (done) continue;
    let exhausted = false;
    for (const type of types) {
      if (!fitsType(item, type)) continue;
      if (!available(type, used)) {
        exhausted = true;
        continue;
      }
      const set = packSet([item], type, model, method ? { type, order: [item], method } : null, 99);
      if (set) {
        bins.push(makeBin(set));
        used[type.index] = (used[type.index] ?? 0) + 1;
        done = true;
        break;
      }
    }
    if (!done) unplaced.push({ item, reason: exhausted ? 'no-slab-left' : 'blocked-by-defects' });
  }
  return unplaced;
}

/**
 * A fill that would not finish in time at its pace so far (time spent over the share of the pool
 * placed) goes on with less effort: a whole dense start is worth more than a partly thorough one.
 * Without a deadline (reproducible runs) it never changes.
 */
function pace(frames: Frames, clock: Clock, spentMs: number, shareLeft: number): void {
  const needMs = (spentMs / Math.max(1e-6, 1 - shareLeft)) * shareLeft;
  if (needMs * 1.2 < clock.left()) return;
  frames.effort = FAST_EFFORT;
  frames.only = frames.lastWinner;
}

/**
 * Fills fresh slabs one at a time with `bestFill` until the pool is empty; what no fresh slab can
 * take goes through first fit, which also records why it stayed unplaced. Each slab walks the
 * whole pool (quadratic in the pieces), so it gives up (null) once the clock has expired, unless
 * a `finish` clock is given: then the slabs filled so far stay and first fit places the rest
 * (null only if `finish` expires too). A dense start cut short still beats a quick one.
 */
export function fillFresh(
  pool: Item[],
  bins: Bin[],
  model: Model,
  rng: Rng,
  trials: number,
  clock: Clock = NO_CLOCK,
  finish: Clock | null = null,
): Solution['unplaced'] | null {
  let rest = pool;
  const used = usedCounts(bins, model);
  // The plate filler's view of the pool, built once: its caches carry over from slab to slab.
  const frames = model.guillotine && model.stages === 3 ? framesOf(pool) : null;
  const started = performance.now();
  let restArea = 0;
  for (const i of pool) restArea += i.w * i.h;
  const poolArea = restArea;
  while (rest.length > 0) {
    if (clock.expired()) {
      if (!finish) return null;
      return firstFit(rest, bins, model, 1, null, finish);
    }
    const type = typesByArea(model).find((t) => available(t, used));
    if (frames && bins.length > 0)
      pace(frames, clock, performance.now() - started, restArea / poolArea);
    const set = type ? bestFill(rest, type, model, rng, trials, clock, frames) : null;
    if (!type || !set) break;
    bins.push(makeBin(set));
    used[type.index] = (used[type.index] ?? 0) + 1;
    if (frames) takeFromFrames(frames, set.order);
    const taken = new Set(set.order);
    rest = rest.filter((i) => !taken.has(i));
    for (const i of set.order) restArea -= i.w * i.h;
  }
  return rest.length > 0 ? firstFit(rest, bins, model, 4, null, clock) : [];
}

/** Moves each slab onto the smallest offered size that still holds its pieces, while time allows. */
export function downsize(sol: Solution, model: Model, clock: Clock = NO_CLOCK): void {
  if (model.types.length < 2) return;
  const used = usedCounts(sol.bins, model);
  const order = [...sol.bins.keys()].sort(
    (a, b) => fillOf(sol.bins[a] as Bin) - fillOf(sol.bins[b] as Bin),
  );
  for (const index of order) {
    if (clock.expired()) return;
    const bin = sol.bins[index] as Bin;
    const smaller = model.types
      .filter((t) => t.slabArea < bin.type.slabArea - EPS && available(t, used))
      .sort((a, b) => a.slabArea - b.slabArea);
    for (const type of smaller) {
      const set = packSet(bin.order, type, model, null, 99);
      if (!set) continue;
      used[bin.type.index] = (used[bin.type.index] ?? 1) - 1;
      used[type.index] = (used[type.index] ?? 0) + 1;
      sol.bins[index] = makeBin(set);
      break;
    }
  }
}

// Bin-oriented greedy: fill one slab at a time with the densest subset found (pieces that do not
// fit are skipped, not forced): knapsack plate fills (3-stage guillotine, plate-fill.ts) and a few
// randomized greedy passes. Filling each slab as full as possible leaves fewer, easier pieces for
// the next one; it beats item-by-item first fit.
import { NO_CLOCK } from './clock.ts';
import type { Clock } from './clock.ts';
import { createMaxRectsBin, insertMaxRects } from './maxrects-packer.ts';
import type { BinType, Item, Model } from './model.ts';
import { SORT_COUNT, methodsFor, sortedBy } from './pack-set.ts';
import type { Method, PackedSet } from './pack-set.ts';
import type { Rng } from './rng.ts';
import { createShelfBin, insertShelf } from './shelf-packer.ts';
import { FULL_EFFORT, fillFrame, fillPlate, takeFromFrame } from './plate-fill.ts';
import type { FillEffort, FillFrame } from './plate-fill.ts';
import { transposeItem, transposeType } from './transpose.ts';

/** An empty slab of `type` that takes pieces one by one with `method`; false when one does not fit. */
export function openPacker(type: BinType, method: Method, model: Model): (item: Item) => boolean {
  if (method.kind === 'maxrects') {
    const bin = createMaxRectsBin(type);
    return (item) => insertMaxRects(bin, item, method.rule);
  }
  const bin = createShelfBin(method.transposed ? transposeType(type) : type);
  const policy = method.kind === 'shelf' ? method.policy : 'low';
  return (item) =>
    insertShelf(bin, method.transposed ? transposeItem(item) : item, model.stages, policy);
}

/** Places what fits, in order, skipping the rest; returns the placed pieces in placement order. */
export function greedyFill(order: Item[], type: BinType, method: Method, model: Model): Item[] {
  const insert = openPacker(type, method, model);
  return order.filter((item) => insert(item));
}

/**
 * The pool seen by the plate filler, as it is and mirrored (strips standing), and how hard to try:
 * a fill short of time (fillFresh paces it) tries fewer strip heights and only the frame that won
 * the last slab (`only`).
 */
export type Frames = {
  plain: FillFrame;
  mirrored: FillFrame;
  effort: FillEffort;
  only: boolean | null;
  lastWinner: boolean;
};

export function framesOf(pool: Item[]): Frames {
  return {
    plain: fillFrame(pool),
    mirrored: fillFrame(pool.map(transposeItem)),
    effort: FULL_EFFORT,
    only: null,
    lastWinner: false,
  };
}

/** The pieces a slab took leave both frames. */
export function takeFromFrames(frames: Frames, items: Item[]): void {
  takeFromFrame(frames.plain, items);
  takeFromFrame(frames.mirrored, items.map(transposeItem));
}

function noisy(items: Item[], rng: Rng, swapChance: number): Item[] {
  for (let i = 0; i < items.length - 1; i++) {
    if (rng.next() < swapChance) {
      const tmp = items[i] as Item;
      items[i] = items[i + 1] as Item;
      items[i + 1] = tmp;
    }
  }
  return items;
}

/**
 * The densest fill of one slab: the knapsack plate fill in both frames (3-stage guillotine; pass
 * `frames` when filling many slabs from one pool, so its caches carry over), then `trials` greedy
 * passes (sorted first, then noisy). Each pass walks the whole pool, so the clock is asked before
 * every pass; past it, the best fill so far.
 */
export function bestFill(
  pool: Item[],
  type: BinType,
  model: Model,
  rng: Rng,
  trials: number,
  clock: Clock = NO_CLOCK,
  frames: Frames | null = null,
): PackedSet | null {
  const methods = methodsFor(model);
  let best: PackedSet | null = null;
  let bestArea = 0;
  // Knapsack plate fills first (guillotine, 3 stages), in both frames: the densest plates.
  if (model.guillotine && model.stages === 3) {
    const both = frames ?? framesOf(pool);
    for (const transposed of [false, true]) {
      if ((best && clock.expired()) || (both.only !== null && both.only !== transposed)) continue;
      const bin = transposed
        ? fillPlate(both.mirrored, transposeType(type), model.stages, rng, clock, both.effort)
        : fillPlate(both.plain, type, model.stages, rng, clock, both.effort);
      let area = 0;
      for (const p of bin.placed) area += p.w * p.h;
      if (area > bestArea) {
        bestArea = area;
        const order = bin.placed.map((p) => (transposed ? transposeItem(p.item) : p.item));
        best = { type, order, method: { kind: 'plan', transposed, plan: bin } };
        both.lastWinner = transposed;
      }
      if (bin.placed.length === pool.length) return best;
    }
  }
  for (let t = 0; t < trials; t++) {
    if (t > 0 && clock.expired()) break;
    const order =
      t < SORT_COUNT ? sortedBy(pool, t) : noisy(sortedBy(pool, rng.int(SORT_COUNT)), rng, 0.3);
    const method = methods[t < SORT_COUNT ? t % methods.length : rng.int(methods.length)] as Method;
    const placed = greedyFill(order, type, method, model);
    let area = 0;
    for (const i of placed) area += i.w * i.h;
    if (area > bestArea) {
      bestArea = area;
      best = { type, order: placed, method };
    }
    if (placed.length === pool.length) break;
  }
  return best;
}

// Bin-oriented greedy: fill one slab at a time with the densest subset a few randomized greedy
// passes can find (pieces that do not fit are skipped, not forced). Filling each slab as full as
// possible leaves fewer, easier pieces for the next one; it beats item-by-item first fit.
import { NO_CLOCK } from './clock.ts';
import type { Clock } from './clock.ts';
import { createMaxRectsBin, insertMaxRects } from './maxrects-packer.ts';
import type { BinType, Item, Model } from './model.ts';
import { SORT_COUNT, methodsFor, sortedBy } from './pack-set.ts';
import type { Method, PackedSet } from './pack-set.ts';
import type { Rng } from './rng.ts';
import { createShelfBin, insertShelf } from './shelf-packer.ts';
import { stripOrder } from './strip-fill.ts';
import { transposeItem, transposeType } from './transpose.ts';

/** An empty slab of `type` that takes pieces one by one with `method`; false when one does not fit. */
export function openPacker(type: BinType, method: Method, model: Model): (item: Item) => boolean {
  if (method.kind === 'maxrects') {
    const bin = createMaxRectsBin(type);
    return (item) => insertMaxRects(bin, item, method.rule);
  }
  const bin = createShelfBin(method.transposed ? transposeType(type) : type);
  return (item) =>
    insertShelf(bin, method.transposed ? transposeItem(item) : item, model.stages, method.policy);
}

/** Places what fits, in order, skipping the rest; returns the placed pieces in placement order. */
export function greedyFill(order: Item[], type: BinType, method: Method, model: Model): Item[] {
  const insert = openPacker(type, method, model);
  return order.filter((item) => insert(item));
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
 * The densest fill of one slab among `trials` greedy passes (sorted first, then noisy). Each pass
 * walks the whole pool, so the clock is asked before every pass; past it, the best pass so far.
 */
export function bestFill(
  pool: Item[],
  type: BinType,
  model: Model,
  rng: Rng,
  trials: number,
  clock: Clock = NO_CLOCK,
): PackedSet | null {
  const methods = methodsFor(model);
  let best: PackedSet | null = null;
  let bestArea = 0;
  // Strip-by-strip orders first (guillotine, 3 stages): usually the densest plates. The order
  // depends only on the frame (strips horizontal or vertical), so each is planned once.
  if (model.guillotine && model.stages === 3) {
    const planned = new Map<boolean, Item[]>();
    for (const method of methods) {
      if (method.kind !== 'shelf' || (best && clock.expired())) continue;
      let order = planned.get(method.transposed);
      if (!order) {
        order = method.transposed
          ? stripOrder(pool.map(transposeItem), transposeType(type), rng).map(transposeItem)
          : stripOrder(pool, type, rng);
        planned.set(method.transposed, order);
      }
      const placed = greedyFill(order, type, method, model);
      let area = 0;
      for (const i of placed) area += i.w * i.h;
      if (area > bestArea) {
        bestArea = area;
        best = { type, order: placed, method };
      }
      if (placed.length === pool.length) return best;
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

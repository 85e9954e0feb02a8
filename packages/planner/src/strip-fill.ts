// Strip-by-strip plate filling (issue 24): the greedy passes of fill-bins.ts place pieces in a
// sorted order and leave ragged strips; here each strip is chosen among several heights as the
// one its pieces fill best (stacks opened by the tallest piece that fits, topped up with what
// still fits above), which is how dense 3-stage plates are built. The result is only an order:
// the shelf packer lays it out for real (defects, kerf), so every plate stays valid.
import { EPS } from './model.ts';
import type { BinType, Item } from './model.ts';
import type { Rng } from './rng.ts';

type Orient = { w: number; h: number };

/** Heights tried for each new strip: the tallest distinct ones, then a random few. */
const HEIGHTS = 5;

const cache = new WeakMap<Item, Orient[]>();

/** The piece's allowed orientations, computed once: the strip loops ask millions of times. */
function orients(i: Item): Orient[] {
  let list = cache.get(i);
  if (!list) {
    list = [{ w: i.w, h: i.h }];
    if (i.rotatable && Math.abs(i.w - i.h) > EPS) list.push({ w: i.h, h: i.w });
    cache.set(i, list);
  }
  return list;
}

/** The biggest piece of `pool` (sorted by area) not used yet that fits w × h either way. */
function biggestFitting(
  pool: Item[],
  used: Set<Item>,
  w: number,
  h: number,
): (Orient & { item: Item }) | null {
  let best: (Orient & { item: Item }) | null = null;
  for (const item of pool) {
    if (used.has(item)) continue;
    for (const o of orients(item)) {
      if (o.w <= w + EPS && o.h <= h + EPS) {
        best = { w: o.w, h: o.h, item };
        break;
      }
    }
    // The pool is sorted by area, largest first: the first piece that fits is the biggest.
    if (best) break;
  }
  if (!best) return null;
  used.add(best.item);
  return best;
}

/** One strip of height h across width W: its pieces in placement order and their area. */
function buildStrip(pool: Item[], W: number, h: number): { items: Item[]; area: number } {
  const used = new Set<Item>();
  const items: Item[] = [];
  let area = 0;
  let x = 0;
  for (;;) {
    // Stack opener: the piece whose height is closest to h (then the widest) that still fits.
    let opener: { item: Item; o: Orient } | null = null;
    for (const item of pool) {
      if (used.has(item)) continue;
      for (const o of orients(item)) {
        if (o.h > h + EPS || x + o.w > W + EPS) continue;
        if (
          !opener ||
          o.h > opener.o.h + EPS ||
          (Math.abs(o.h - opener.o.h) <= EPS && o.w > opener.o.w)
        )
          opener = { item, o };
      }
    }
    if (!opener) break;
    used.add(opener.item);
    items.push(opener.item);
    area += opener.o.w * opener.o.h;
    // Top the stack up with the biggest pieces that fit in what is left of its height.
    let room = h - opener.o.h;
    for (;;) {
      const o = biggestFitting(pool, used, opener.o.w, room);
      if (!o) break;
      items.push(o.item);
      area += o.w * o.h;
      room -= o.h;
    }
    x += opener.o.w;
  }
  return { items, area };
}

/**
 * An order that, laid out by the shelf packer, builds the plate strip by strip: each strip takes
 * the height (among the tallest remaining pieces' heights, plus a few random) whose pieces fill it
 * best; the pieces no strip took follow, so the packer can still use the gaps.
 */
export function stripOrder(pool: Item[], type: BinType, rng: Rng): Item[] {
  const byArea = [...pool].sort((a, b) => b.w * b.h - a.w * a.h || a.uid - b.uid);
  const taken = new Set<Item>();
  const order: Item[] = [];
  let y = 0;
  for (;;) {
    const avail = byArea.filter((i) => !taken.has(i));
    const heights = new Set<number>();
    for (const item of avail) {
      for (const o of orients(item))
        if (o.h <= type.h - y + EPS && o.w <= type.w + EPS) heights.add(o.h);
    }
    if (heights.size === 0) break;
    const sorted = [...heights].sort((a, b) => b - a);
    const tries = sorted.slice(0, HEIGHTS);
    for (let k = 0; k < 2 && sorted.length > HEIGHTS; k++)
      tries.push(sorted[HEIGHTS + rng.int(sorted.length - HEIGHTS)] as number);
    let best: { items: Item[]; area: number; h: number; score: number } | null = null;
    for (const h of tries) {
      const strip = buildStrip(avail, type.w, h);
      // Fill ratio, with a little noise so restarts explore other strips.
      const score = (strip.area / (type.w * h)) * (1 + 0.04 * rng.next());
      if (strip.items.length > 0 && (!best || score > best.score)) best = { ...strip, h, score };
    }
    if (!best) break;
    for (const i of best.items) taken.add(i);
    order.push(...best.items);
    y += best.h;
  }
  for (const item of byArea) if (!taken.has(item)) order.push(item);
  return order;
}

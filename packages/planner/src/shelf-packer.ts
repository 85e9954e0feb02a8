// Guillotine packer for one slab: horizontal strips (stage 1), stacks inside a strip (stage 2),
// pieces stacked inside a stack (stage 3), and one trim cut per piece. This is the classic
// 3-stage non-exact pattern; with 2 stages every stack holds a single piece. Defects are avoided
// by sliding a piece past them; the gap left behind is cut away as waste.
import { EPS, overlapsDefect } from './model.ts';
import type { BinType, Item, PlacedItem } from './model.ts';

export type Stack = { x: number; w: number; top: number; items: PlacedItem[] };
export type Strip = { y: number; h: number; right: number; stacks: Stack[] };
export type ShelfBin = { type: BinType; strips: Strip[]; top: number; placed: PlacedItem[] };

/** How a new strip is opened by a rotatable piece: lying (lower strip) or standing. */
export type StripPolicy = 'low' | 'high';

type Orient = { w: number; h: number; rotated: boolean };

function orientations(item: Item): Orient[] {
  const list: Orient[] = [{ w: item.w, h: item.h, rotated: false }];
  if (item.rotatable && Math.abs(item.w - item.h) > EPS)
    list.push({ w: item.h, h: item.w, rotated: true });
  return list;
}

export function createShelfBin(type: BinType): ShelfBin {
  return { type, strips: [], top: 0, placed: [] };
}

function place(bin: ShelfBin, stack: Stack, item: Item, o: Orient, x: number, y: number): void {
  const p: PlacedItem = { item, x, y, w: o.w, h: o.h, rotated: o.rotated };
  stack.items.push(p);
  stack.top = y + o.h;
  bin.placed.push(p);
}

/** Lowest y >= y0 in a column where the piece clears every defect, or -1. */
export function slideUp(
  defects: BinType['defects'],
  x: number,
  y0: number,
  w: number,
  h: number,
  limit: number,
): number {
  let y = y0;
  while (y + h <= limit + EPS) {
    const d = overlapsDefect(defects, x, y, w, h);
    if (!d) return y;
    y = d.y + d.h;
  }
  return -1;
}

/** Leftmost x >= x0 in a band where the piece clears every defect, or -1. */
function slideRight(
  defects: BinType['defects'],
  x0: number,
  y: number,
  w: number,
  h: number,
  limit: number,
): number {
  let x = x0;
  while (x + w <= limit + EPS) {
    const d = overlapsDefect(defects, x, y, w, h);
    if (!d) return x;
    x = d.x + d.w;
  }
  return -1;
}

function tryStacks(bin: ShelfBin, item: Item, ors: Orient[]): boolean {
  const defects = bin.type.defects;
  let best: { stack: Stack; o: Orient; y: number; score: number } | null = null;
  for (const strip of bin.strips) {
    const limit = strip.y + strip.h;
    for (const stack of strip.stacks) {
      for (const o of ors) {
        if (o.w > stack.w + EPS || stack.top + o.h > limit + EPS) continue;
        const y = defects.length
          ? slideUp(defects, stack.x, stack.top, o.w, o.h, limit)
          : stack.top;
        if (y < 0) continue;
        const score = (stack.w - o.w) * 1e6 + (limit - y - o.h);
        if (!best || score < best.score - EPS) best = { stack, o, y, score };
      }
    }
  }
  if (!best) return false;
  place(bin, best.stack, item, best.o, best.stack.x, best.y);
  return true;
}

function tryNewStack(bin: ShelfBin, item: Item, ors: Orient[]): boolean {
  const { defects, w: W } = bin.type;
  let best: { strip: Strip; o: Orient; x: number; score: number } | null = null;
  for (const strip of bin.strips) {
    for (const o of ors) {
      if (o.h > strip.h + EPS || strip.right + o.w > W + EPS) continue;
      const x = defects.length
        ? slideRight(defects, strip.right, strip.y, o.w, o.h, W)
        : strip.right;
      if (x < 0) continue;
      const score = (strip.h - o.h) * 1e6 + (x - strip.right);
      if (!best || score < best.score - EPS) best = { strip, o, x, score };
    }
  }
  if (!best) return false;
  const stack: Stack = { x: best.x, w: best.o.w, top: best.strip.y, items: [] };
  best.strip.stacks.push(stack);
  best.strip.right = best.x + best.o.w;
  place(bin, stack, item, best.o, best.x, best.strip.y);
  return true;
}

function tryNewStrip(bin: ShelfBin, item: Item, ors: Orient[], policy: StripPolicy): boolean {
  const { defects, w: W, h: H } = bin.type;
  const sorted =
    ors.length > 1 && (policy === 'low') === ors[0]!.h > ors[1]!.h ? [ors[1]!, ors[0]!] : ors;
  for (const o of sorted) {
    let y = bin.top;
    while (y + o.h <= H + EPS) {
      const x = defects.length ? slideRight(defects, 0, y, o.w, o.h, W) : o.w <= W + EPS ? 0 : -1;
      if (x >= 0) {
        const strip: Strip = { y, h: o.h, right: x + o.w, stacks: [] };
        const stack: Stack = { x, w: o.w, top: y, items: [] };
        strip.stacks.push(stack);
        bin.strips.push(strip);
        bin.top = y + o.h;
        place(bin, stack, item, o, x, y);
        return true;
      }
      // Blocked across the whole width: restart the strip just above the lowest blocking defect.
      let next = Infinity;
      for (const d of defects)
        if (d.y + d.h > y + EPS && d.y < y + o.h - EPS) next = Math.min(next, d.y + d.h);
      if (!Number.isFinite(next)) break;
      y = next;
    }
  }
  return false;
}

export function insertShelf(
  bin: ShelfBin,
  item: Item,
  stages: 2 | 3,
  policy: StripPolicy,
): boolean {
  const ors = orientations(item);
  if (stages === 3 && tryStacks(bin, item, ors)) return true;
  if (tryNewStack(bin, item, ors)) return true;
  return tryNewStrip(bin, item, ors, policy);
}

/** Packs `order` into one slab; returns null as soon as one piece does not fit. */
export function packShelfAll(
  order: Item[],
  type: BinType,
  stages: 2 | 3,
  policy: StripPolicy,
): ShelfBin | null {
  const bin = createShelfBin(type);
  for (const item of order) if (!insertShelf(bin, item, stages, policy)) return null;
  return bin;
}

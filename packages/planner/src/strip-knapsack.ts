// Dense strips for 3-stage plates (issue 24). A strip of height h across the plate is a row of
// stacks, and most of the waste of a greedily built plate is the width a strip leaves unused at
// its end: choosing the stacks is a knapsack over the plate's width. Here every piece size that
// fits opens a candidate stack (topped up with the biggest pieces that still fit above it), and
// a bounded knapsack over the width picks the row of stacks of largest area. Works on piece
// sizes ("classes") and counts, not on pieces: the plate filler assigns the pieces.
import { EPS } from './model.ts';
import type { Item } from './model.ts';

/** One orientation of a class of identical pieces. */
/** `value`: what the knapsack maximises, the area times the class's weight. */
export type Orient = {
  cls: number;
  w: number;
  h: number;
  rotated: boolean;
  area: number;
  value: number;
};

/**
 * Values favour big pieces a little (area^1.2): a plate filled by area alone takes the easy
 * small pieces first and leaves the big ones, which fill later plates badly, for the end.
 */
const BIG_PIECE_BONUS = 0.2;

export type ItemClass = { items: Item[]; orients: Orient[] };

export type Classes = {
  list: ItemClass[];
  /** Every orientation of every class, most valuable first (ties: the taller first). */
  byArea: Orient[];
  /** The same, lowest first. */
  byHeight: Orient[];
};

export type PlannedStack = { w: number; h: number; parts: Orient[]; value: number };

export type PlannedStrip = { h: number; stacks: PlannedStack[]; value: number };

/** Groups the pool by size and turnability, so equal pieces are one knapsack item with a count. */
export function classesOf(pool: Item[]): Classes {
  const byKey = new Map<string, ItemClass>();
  const list: ItemClass[] = [];
  for (const item of pool) {
    const key = `${item.w}|${item.h}|${item.rotatable ? 1 : 0}`;
    let c = byKey.get(key);
    if (!c) {
      const cls = list.length;
      const orients: Orient[] = [{ cls, w: item.w, h: item.h, rotated: false, area: 0, value: 0 }];
      if (item.rotatable && Math.abs(item.w - item.h) > EPS)
        orients.push({ cls, w: item.h, h: item.w, rotated: true, area: 0, value: 0 });
      for (const o of orients) o.area = o.w * o.h;
      c = { items: [], orients };
      byKey.set(key, c);
      list.push(c);
    }
    c.items.push(item);
  }
  let mean = 0;
  for (const item of pool) mean += item.w * item.h;
  mean /= Math.max(1, pool.length);
  for (const c of list)
    for (const o of c.orients) o.value = o.area * (o.area / mean) ** BIG_PIECE_BONUS;
  const byArea = list.flatMap((c) => c.orients).sort((a, b) => b.value - a.value || b.h - a.h);
  const byHeight = [...byArea].sort((a, b) => a.h - b.h || b.value - a.value);
  return { list, byArea, byHeight };
}

/**
 * A stack of width `opener.w` in a strip of height h: the opener, then the biggest pieces that
 * still fit above it (one pass over `byArea`: the room only shrinks). Takes them from `avail`.
 */
export function buildStack(
  opener: Orient,
  h: number,
  avail: Int32Array,
  classes: Classes,
): PlannedStack {
  const parts: Orient[] = [opener];
  avail[opener.cls] = (avail[opener.cls] ?? 0) - 1;
  let room = h - opener.h;
  let value = opener.value;
  const { byArea, byHeight } = classes;
  // Each step takes the most valuable piece that fits. Few pieces are no taller than a small
  // room: scan those (by height); with a large room the most valuable that fits comes early in
  // the list by value.
  for (;;) {
    let pick: Orient | null = null;
    const low = countUpTo(byHeight, room);
    if (low === 0) break;
    if (low < 48) {
      for (let k = 0; k < low; k++) {
        const o = byHeight[k] as Orient;
        if (o.w > opener.w + EPS || (avail[o.cls] ?? 0) <= 0) continue;
        if (!pick || o.value > pick.value) pick = o;
      }
    } else {
      for (const o of byArea) {
        if (o.h > room + EPS || o.w > opener.w + EPS || (avail[o.cls] ?? 0) <= 0) continue;
        pick = o;
        break;
      }
    }
    if (!pick) break;
    parts.push(pick);
    avail[pick.cls] = (avail[pick.cls] ?? 0) - 1;
    room -= pick.h;
    value += pick.value;
  }
  return { w: opener.w, h: h - room, parts, value };
}

/** How many orientations of the list (lowest first) are no taller than `room`. */
function countUpTo(byHeight: Orient[], room: number): number {
  let lo = 0;
  let hi = byHeight.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((byHeight[mid] as Orient).h <= room + EPS) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function giveBack(stack: PlannedStack, avail: Int32Array): void {
  for (const o of stack.parts) avail[o.cls] = (avail[o.cls] ?? 0) + 1;
}

/** A candidate stack and how many of each class it takes. */
type Entry = { stack: PlannedStack; need: [number, number][] };

/** A knapsack item: what it is, its value, its size in whole units and how many there are. */
export type KnapsackItem<T> = { ref: T; value: number; units: number; copies: number };

function entryOf(opener: Orient, h: number, avail: Int32Array, classes: Classes): Entry {
  const stack = buildStack(opener, h, avail, classes);
  giveBack(stack, avail);
  const need: [number, number][] = [];
  for (const p of stack.parts) {
    const known = need.find((n) => n[0] === p.cls);
    if (known) known[1]++;
    else need.push([p.cls, 1]);
  }
  return { stack, need };
}

function copiesOf(e: Entry, avail: Int32Array): number {
  let copies = Infinity;
  for (const [cls, n] of e.need) copies = Math.min(copies, Math.floor((avail[cls] ?? 0) / n));
  return copies;
}

/** Node limit of the knapsack search per row. */
const NODES = 10000;

/**
 * Bounded knapsack by branch and bound over the items by density (value per unit), most copies
 * first, pruned by the density bound; at most NODES nodes (it usually proves the optimum far
 * sooner). Returns the chosen items, one entry per copy.
 */
export function knapsack<T>(items: KnapsackItem<T>[], capacity: number): T[] {
  const order = [...items].sort((a, b) => b.value / b.units - a.value / a.units);
  const n = order.length;
  const dens = order.map((c) => c.value / c.units);
  const count = new Int32Array(n);
  const bestCount = new Int32Array(n);
  let best = 0;
  let visited = 0;
  function dfs(i: number, room: number, value: number): void {
    if (value > best + 1e-9) {
      best = value;
      bestCount.set(count);
    }
    if (i >= n || visited++ > NODES) return;
    if (value + room * (dens[i] as number) <= best + 1e-9) return;
    const c = order[i] as KnapsackItem<T>;
    for (let k = Math.min(c.copies, Math.floor(room / c.units)); k >= 0; k--) {
      count[i] = k;
      dfs(i + 1, room - k * c.units, value + k * c.value);
    }
    count[i] = 0;
  }
  dfs(0, capacity, 0);
  const chosen: T[] = [];
  order.forEach((c, i) => {
    for (let k = 0; k < (bestCount[i] ?? 0); k++) chosen.push(c.ref);
  });
  return chosen;
}

export type StripPlanner = (avail: Int32Array, W: number, h: number) => PlannedStrip;

/**
 * Plans rows from `classes` with the counts in `avail` (read, left as found). The candidate
 * stacks of each height are kept between calls: the counts only fall as plates fill, and a stack
 * whose classes all still have enough pieces is what a rebuild would give.
 */
export function createStripPlanner(classes: Classes): StripPlanner {
  // By height: the candidate stacks, narrowest first (a rebuilt stack keeps its width).
  const cache = new Map<number, Entry[]>();
  function entries(avail: Int32Array, h: number): Entry[] {
    let list = cache.get(h);
    if (!list) {
      list = [];
      for (const o of classes.byArea)
        if ((avail[o.cls] ?? 0) > 0 && o.h <= h + EPS) list.push(entryOf(o, h, avail, classes));
      list.sort((a, b) => a.stack.w - b.stack.w || b.stack.value - a.stack.value);
      cache.set(h, list);
      return list;
    }
    let n = 0;
    for (const e of list) {
      const opener = e.stack.parts[0] as Orient;
      if ((avail[opener.cls] ?? 0) <= 0) continue;
      list[n++] = copiesOf(e, avail) >= 1 ? e : entryOf(opener, h, avail, classes);
    }
    list.length = n;
    return list;
  }

  return function planStrip(avail, W, h) {
    // Knapsack resolution: 1 mm up to a 5 m plate, coarser beyond (widths rounded up, so safe).
    const unit = Math.max(1, W / 5000);
    const capacity = Math.floor(W / unit + 1e-9);
    const list = entries(avail, h);
    // Dominated stacks are dropped: as wide or wider than a narrower one and worth no more.
    const kept: KnapsackItem<PlannedStack>[] = [];
    let bestValue = -Infinity;
    for (const e of list) {
      if (e.stack.w > W + EPS) break;
      if (e.stack.value <= bestValue + EPS) continue;
      const units = Math.max(1, Math.ceil(e.stack.w / unit - 1e-9));
      const copies = Math.max(1, copiesOf(e, avail));
      kept.push({ ref: e.stack, value: e.stack.value, units, copies });
      bestValue = e.stack.value;
    }
    // The knapsack's stacks were counted independently: rebuild them in turn from what is really
    // left (widest first), then fill what width remains with the best stack that still fits.
    const chosen = knapsack(kept, capacity).sort((a, b) => b.w - a.w || b.value - a.value);
    const stacks: PlannedStack[] = [];
    let used = 0;
    for (const planned of chosen) {
      const opener = planned.parts[0] as Orient;
      if ((avail[opener.cls] ?? 0) <= 0 || used + opener.w > W + EPS) continue;
      stacks.push(buildStack(opener, h, avail, classes));
      used += opener.w;
    }
    for (;;) {
      let best: Entry | null = null;
      for (const e of list) {
        if (used + e.stack.w > W + EPS || (best && e.stack.value <= best.stack.value)) continue;
        if (copiesOf(e, avail) >= 1) best = e;
      }
      if (!best) break;
      stacks.push(buildStack(best.stack.parts[0] as Orient, h, avail, classes));
      used += best.stack.w;
    }
    let top = 0;
    let value = 0;
    for (const s of stacks) {
      giveBack(s, avail);
      top = Math.max(top, s.h);
      value += s.value;
    }
    return { h: top, stacks, value };
  };
}

// Plate filling strip by strip with the width knapsack (issue 24). Each new strip takes, among
// the tallest remaining piece heights (plus a few random ones), the height whose knapsack row
// fills it best once laid on the plate around its defects; the pieces no strip took are then
// offered to the gaps by the shelf packer. The result is the plate's layout itself (a shelf bin),
// kept as the slab's plan so the search can add and remove pieces without re-packing it.
import type { Clock } from './clock.ts';
import { NO_CLOCK } from './clock.ts';
import { EPS } from './model.ts';
import type { BinType, Box, Item, PlacedItem } from './model.ts';
import type { Rng } from './rng.ts';
import { createShelfBin, insertShelf, slideUp } from './shelf-packer.ts';
import type { ShelfBin, Stack, Strip } from './shelf-packer.ts';
import { classesOf, createStripPlanner } from './strip-knapsack.ts';
import type { StripPlanner } from './strip-knapsack.ts';
import type { Classes, Orient, PlannedStack, PlannedStrip } from './strip-knapsack.ts';

/**
 * Heights tried for each strip: the tallest distinct ones, then a random few. The random ones
 * find the better strips of mid-height pieces; each new height costs a build of its candidate
 * stacks, so a fill short of time (FAST) tries fewer.
 */
export type FillEffort = { tallest: number; random: number };
export const FULL_EFFORT: FillEffort = { tallest: 6, random: 2 };
export const FAST_EFFORT: FillEffort = { tallest: 3, random: 1 };

type LaidPart = { o: Orient; x: number; y: number };
type LaidStrip = {
  h: number;
  stacks: { x: number; w: number; parts: LaidPart[] }[];
  value: number;
};

/** Bottom-up in the column at x, sliding past defects; null if the stack overflows the strip. */
function layStack(
  parts: Orient[],
  x: number,
  y: number,
  h: number,
  defects: Box[],
): LaidPart[] | null {
  const laid: LaidPart[] = [];
  let top = y;
  for (const o of parts) {
    const at = defects.length ? slideUp(defects, x, top, o.w, o.h, y + h) : top;
    if (at < 0 || at + o.h > y + h + EPS) return null;
    laid.push({ o, x, y: at });
    top = at + o.h;
  }
  return laid;
}

const orderCache = new WeakMap<Orient[], Orient[][]>();

/** Orders worth trying for a stack's pieces: all of them up to four pieces, else two. */
function partOrders(parts: Orient[]): Orient[][] {
  let out = orderCache.get(parts);
  if (out) return out;
  if (parts.length === 1) out = [parts];
  else if (parts.length > 4) out = [parts, [...parts].reverse()];
  else {
    const all: Orient[][] = [];
    const walk = (done: Orient[], left: Orient[]): void => {
      if (left.length === 0) all.push(done);
      left.forEach((o, k) => walk([...done, o], [...left.slice(0, k), ...left.slice(k + 1)]));
    };
    walk([], parts);
    out = all;
  }
  orderCache.set(parts, out);
  return out;
}

/** Nodes of the arrangement search per strip: defects are rare, most strips need one node. */
const ARRANGE_NODES = 400;

/**
 * The planned row laid at height y, its stacks in some order left to right. Without a defect in
 * the band that is the planned order. With one, a small search: at each x, some stack not laid
 * yet whose pieces, in some order and sliding up past defects, clear every defect there, or the
 * first stack moved right past the defect (using the row's spare width). A stack no arrangement
 * can hold is dropped (its pieces stay in the pool). Defects are tiny on real plates: usually a
 * stack's spare height, a trim or the row's end takes them.
 */
function layStrip(plan: PlannedStrip, y: number, type: BinType): LaidStrip {
  const defects = type.defects.filter((d) => d.y < y + plan.h - EPS && d.y + d.h > y + EPS);
  let stacks = plan.stacks;
  for (;;) {
    const laid = arrange(stacks, plan.h, y, type.w, defects);
    if (laid) {
      let value = 0;
      for (const s of laid.stacks) value += s.value;
      return { h: plan.h, stacks: laid.stacks.map(({ x, w, parts }) => ({ x, w, parts })), value };
    }
    // Drop the least valuable stack that cannot stand where its turn comes, and retry.
    const drop = laidGreedy(stacks, plan.h, y, type.w, defects);
    if (drop < 0) return { h: plan.h, stacks: [], value: 0 };
    stacks = stacks.filter((_, k) => k !== drop);
  }
}

type Arranged = { stacks: { x: number; w: number; parts: LaidPart[]; value: number }[] };

function fitsAt(
  s: PlannedStack,
  x: number,
  y: number,
  h: number,
  defects: Box[],
): LaidPart[] | null {
  let crossed = false;
  for (const d of defects) if (d.x < x + s.w - EPS && d.x + d.w > x + EPS) crossed = true;
  if (!crossed) return layStack(s.parts, x, y, h, []);
  for (const parts of partOrders(s.parts)) {
    const laid = layStack(parts, x, y, h, defects);
    if (laid) return laid;
  }
  return null;
}

/** The stacks side by side from x = 0 in the planned order, or null if one meets a defect. */
function inOrder(stacks: PlannedStack[], h: number, y: number, defects: Box[]): Arranged | null {
  const out: Arranged['stacks'] = [];
  let x = 0;
  for (const s of stacks) {
    const parts = fitsAt(s, x, y, h, defects);
    if (!parts) return null;
    out.push({ x, w: s.w, parts, value: s.value });
    x += s.w;
  }
  return { stacks: out };
}

function arrange(
  stacks: PlannedStack[],
  h: number,
  y: number,
  W: number,
  defects: Box[],
): Arranged | null {
  const simple = inOrder(stacks, h, y, defects);
  if (simple || defects.length === 0) return simple;
  const out: Arranged['stacks'] = [];
  let nodes = 0;
  const used = new Array<boolean>(stacks.length).fill(false);
  let width = 0;
  for (const s of stacks) width += s.w;
  const walk = (x: number, spare: number, left: number): boolean => {
    if (left === 0) return true;
    if (nodes++ > ARRANGE_NODES) return false;
    const tried = new Set<PlannedStack>();
    for (let k = 0; k < stacks.length; k++) {
      const s = stacks[k] as PlannedStack;
      if (used[k] || tried.has(s)) continue;
      tried.add(s);
      // Here, or just past the nearest defect crossing the column, while the spare width lasts.
      let at = x;
      while (at - x <= spare + EPS) {
        const parts = fitsAt(s, at, y, h, defects);
        if (parts) {
          used[k] = true;
          out.push({ x: at, w: s.w, parts, value: s.value });
          if (walk(at + s.w, spare - (at - x), left - 1)) return true;
          out.pop();
          used[k] = false;
          break;
        }
        let next = Infinity;
        for (const d of defects)
          if (d.x + d.w > at + EPS && d.x < at + s.w - EPS) next = Math.min(next, d.x + d.w);
        if (!Number.isFinite(next)) break;
        at = next;
      }
    }
    return false;
  };
  return walk(0, W - width, stacks.length) ? { stacks: out } : null;
}

/** Lays the stacks in turn, each as far left as it clears the defects; returns the index of the
 * least valuable one that found no place (-1 if all did). */
function laidGreedy(
  stacks: PlannedStack[],
  h: number,
  y: number,
  W: number,
  defects: Box[],
): number {
  let x = 0;
  let worst = -1;
  stacks.forEach((s, k) => {
    let at = x;
    while (at + s.w <= W + EPS) {
      if (fitsAt(s, at, y, h, defects)) {
        x = at + s.w;
        return;
      }
      let next = Infinity;
      for (const d of defects)
        if (d.x + d.w > at + EPS && d.x < at + s.w - EPS) next = Math.min(next, d.x + d.w);
      if (!Number.isFinite(next)) break;
      at = next;
    }
    if (worst < 0 || s.value < (stacks[worst] as PlannedStack).value) worst = k;
  });
  return worst < 0 && stacks.length > 0 ? stacks.length - 1 : worst;
}

/**
 * The row planned around the defects in its band: each defect is a wall, and the stretches
 * between walls are filled one by one with their own knapsack. Safe by construction; used when
 * the plan for the whole width loses a stack to a defect.
 */
function laySegments(
  planStrip: StripPlanner,
  avail: Int32Array,
  y: number,
  h: number,
  type: BinType,
): LaidStrip {
  const walls = type.defects
    .filter((d) => d.y < y + h - EPS && d.y + d.h > y + EPS)
    .sort((a, b) => a.x - b.x);
  const segments: { x: number; w: number }[] = [];
  let start = 0;
  for (const d of walls) {
    if (d.x > start + EPS) segments.push({ x: start, w: d.x - start });
    start = Math.max(start, d.x + d.w);
  }
  if (type.w > start + EPS) segments.push({ x: start, w: type.w - start });
  const taken: Orient[] = [];
  const stacks: LaidStrip['stacks'] = [];
  let top = 0;
  let value = 0;
  for (const seg of [...segments].sort((a, b) => b.w - a.w)) {
    const plan = planStrip(avail, seg.w, h);
    let x = seg.x;
    for (const st of plan.stacks) {
      const parts = layStack(st.parts, x, y, h, []) ?? [];
      stacks.push({ x, w: st.w, parts });
      for (const o of st.parts) {
        avail[o.cls] = (avail[o.cls] ?? 0) - 1;
        taken.push(o);
      }
      x += st.w;
      value += st.value;
    }
    top = Math.max(top, plan.h);
  }
  for (const o of taken) avail[o.cls] = (avail[o.cls] ?? 0) + 1;
  stacks.sort((a, b) => a.x - b.x);
  return { h: top, stacks, value };
}

function heightsToTry(
  classes: Classes,
  avail: Int32Array,
  W: number,
  room: number,
  rng: Rng,
  effort: FillEffort,
): number[] {
  const set = new Set<number>();
  for (const o of classes.byArea)
    if ((avail[o.cls] ?? 0) > 0 && o.h <= room + EPS && o.w <= W + EPS) set.add(o.h);
  const sorted = [...set].sort((a, b) => b - a);
  const { tallest, random } = effort;
  const tries = sorted.slice(0, tallest);
  for (let k = 0; k < random && sorted.length > tallest; k++)
    tries.push(sorted[tallest + rng.int(sorted.length - tallest)] as number);
  return tries;
}

/** Moves a laid strip onto the bin, taking pieces of each class from the end of its free list. */
function commit(
  bin: ShelfBin,
  laid: LaidStrip,
  y: number,
  frame: FillFrame,
  avail: Int32Array,
): void {
  const strip: Strip = { y, h: laid.h, right: 0, stacks: [] };
  for (const s of laid.stacks) {
    const stack: Stack = { x: s.x, w: s.w, top: y, items: [] };
    for (const { o, x, y: py } of s.parts) {
      const left = avail[o.cls] ?? 0;
      const item = frame.free[o.cls]?.[left - 1];
      if (!item) throw new Error('plate-fill: class exhausted');
      avail[o.cls] = left - 1;
      const p: PlacedItem = { item, x, y: py, w: o.w, h: o.h, rotated: o.rotated };
      stack.items.push(p);
      stack.top = py + o.h;
      bin.placed.push(p);
    }
    strip.stacks.push(stack);
    strip.right = s.x + s.w;
  }
  bin.strips.push(strip);
  bin.top = y + laid.h;
}

/**
 * The pieces still to place, seen in one frame (as they are, or mirrored): their classes, each
 * class's free pieces (its count is `avail`), and the row planner with its caches. Built once for
 * a whole fill of many plates, so candidate stacks carry over from plate to plate.
 */
export type FillFrame = {
  classes: Classes;
  free: Item[][];
  avail: Int32Array;
  classOf: Map<Item, number>;
  planStrip: StripPlanner;
};

export function fillFrame(pool: Item[]): FillFrame {
  const classes = classesOf(pool);
  const free = classes.list.map((c) => [...c.items]);
  const classOf = new Map<Item, number>();
  classes.list.forEach((c, k) => {
    for (const i of c.items) classOf.set(i, k);
  });
  const avail = new Int32Array(free.map((f) => f.length));
  return { classes, free, avail, classOf, planStrip: createStripPlanner(classes) };
}

/** Takes placed pieces (in this frame) out of the frame's free lists. */
export function takeFromFrame(frame: FillFrame, items: Item[]): void {
  for (const item of items) {
    const cls = frame.classOf.get(item);
    const list = cls === undefined ? undefined : frame.free[cls];
    const at = list ? list.indexOf(item) : -1;
    if (!list || at < 0 || cls === undefined) continue;
    list.splice(at, 1);
    frame.avail[cls] = list.length;
  }
}

/**
 * Fills one plate (in the frame's orientation: strips horizontal) from the frame's free pieces,
 * which it leaves as they were; the pieces it holds are `bin.placed`. Asks the clock once per
 * strip: a strip is a few knapsacks.
 */
export function fillPlate(
  frame: FillFrame,
  type: BinType,
  stages: 2 | 3,
  rng: Rng,
  clock: Clock = NO_CLOCK,
  effort: FillEffort = FULL_EFFORT,
): ShelfBin {
  const { classes, planStrip } = frame;
  const avail = frame.avail.slice();
  const bin = createShelfBin(type);
  let y = 0;
  while (!clock.expired()) {
    const tries = heightsToTry(classes, avail, type.w, type.h - y, rng, effort);
    if (tries.length === 0) break;
    let best: { laid: LaidStrip; score: number } | null = null;
    for (const h of tries) {
      const plan = planStrip(avail, type.w, h);
      if (plan.stacks.length === 0) continue;
      let laid = layStrip(plan, y, type);
      if (laid.value < plan.value - EPS) {
        const around = laySegments(planStrip, avail, y, h, type);
        if (around.value > laid.value) laid = around;
      }
      if (laid.stacks.length === 0) continue;
      // Fill ratio, with a little noise so that restarts build other plates.
      const score = (laid.value / (type.w * laid.h)) * (1 + 0.02 * rng.next());
      if (!best || score > best.score) best = { laid, score };
    }
    if (!best) {
      // Every row is blocked at this height: start above the lowest defect in the way.
      let next = Infinity;
      for (const d of type.defects) if (d.y + d.h > y + EPS) next = Math.min(next, d.y + d.h);
      if (!Number.isFinite(next)) break;
      y = next;
      continue;
    }
    commit(bin, best.laid, y, frame, avail);
    y += best.laid.h;
  }
  // The gaps (stack tops, strip ends, the top of the plate) for what no strip took.
  const rest: Item[] = [];
  frame.free.forEach((list, c) => {
    for (let k = 0; k < (avail[c] ?? 0); k++) rest.push(list[k] as Item);
  });
  rest.sort((a, b) => b.w * b.h - a.w * a.h || a.uid - b.uid);
  for (const item of rest) insertShelf(bin, item, stages, 'low');
  return bin;
}

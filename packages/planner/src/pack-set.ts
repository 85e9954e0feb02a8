// "Do these pieces fit on this slab?" — the question the search asks thousands of times. It tries
// a hint order first (usually the slab's current order plus the newcomer), then a few classic sort
// orders with each placement rule, and stops at the first that places everything.
import { packMaxRectsAll } from './maxrects-packer.ts';
import type { MaxRectsRule } from './maxrects-packer.ts';
import type { BinLayout, BinType, Item, Model } from './model.ts';
import { packShelfAll } from './shelf-packer.ts';
import type { ShelfBin, StripPolicy } from './shelf-packer.ts';
import { transposeItem, transposeLayout, transposeType } from './transpose.ts';
import { shelfLayout } from './shelf-cuts.ts';
import { replan } from './planned-bin.ts';

/**
 * `transposed`: strips run vertically (first cuts vertical), done by packing the mirrored problem.
 * `plan`: the slab's own layout (a knapsack plate fill, planned-bin.ts), in its frame.
 */
export type Method =
  | { kind: 'shelf'; policy: StripPolicy; transposed: boolean }
  | { kind: 'maxrects'; rule: MaxRectsRule }
  | { kind: 'plan'; transposed: boolean; plan: ShelfBin };

type PlanMethod = Method & { kind: 'plan' };

export type PackedSet = { type: BinType; order: Item[]; method: Method };

type SortKey = (i: Item) => number;

const long = (i: Item): number => (i.rotatable ? Math.max(i.w, i.h) : i.w);
const short = (i: Item): number => (i.rotatable ? Math.min(i.w, i.h) : i.h);

const SORTS: SortKey[] = [
  (i) => short(i) * 1e6 + long(i),
  (i) => i.w * i.h,
  (i) => long(i) * 1e6 + short(i),
  (i) => i.h * 1e6 + i.w,
  (i) => i.w * 1e6 + i.h,
  (i) => i.w + i.h,
];

export function sortedBy(items: Item[], sortIndex: number): Item[] {
  const key = SORTS[sortIndex % SORTS.length] as SortKey;
  return [...items].sort((a, b) => key(b) - key(a) || a.uid - b.uid);
}

export const SORT_COUNT = SORTS.length;

const methodCache = new WeakMap<Model, Method[]>();

export function methodsFor(model: Model): Method[] {
  const cached = methodCache.get(model);
  if (cached) return cached;
  const methods = listMethods(model);
  methodCache.set(model, methods);
  return methods;
}

function listMethods(model: Model): Method[] {
  const rotates = model.items.some((i) => i.rotatable);
  const policies: StripPolicy[] = rotates ? ['low', 'high'] : ['low'];
  const shelves: Method[] = [false, true].flatMap((transposed) =>
    policies.map((policy): Method => ({ kind: 'shelf', policy, transposed })),
  );
  if (model.guillotine) return shelves;
  const rules: MaxRectsRule[] = ['bssf', 'cp', 'baf', 'bl'];
  return [...rules.map((rule): Method => ({ kind: 'maxrects', rule })), ...shelves];
}

function shelfBin(
  order: Item[],
  type: BinType,
  method: Method & { kind: 'shelf' },
  model: Model,
): ShelfBin | null {
  if (!method.transposed) return packShelfAll(order, type, model.stages, method.policy);
  return packShelfAll(order.map(transposeItem), transposeType(type), model.stages, method.policy);
}

function plannedBin(
  order: Item[],
  type: BinType,
  method: PlanMethod,
  model: Model,
): ShelfBin | null {
  if (!method.transposed) return replan(method.plan, order, type, model.stages);
  return replan(method.plan, order.map(transposeItem), transposeType(type), model.stages);
}

export function packOrder(order: Item[], type: BinType, method: Method, model: Model): boolean {
  if (method.kind === 'shelf') return shelfBin(order, type, method, model) !== null;
  if (method.kind === 'plan') return plannedBin(order, type, method, model) !== null;
  return packMaxRectsAll(order, type, method.rule) !== null;
}

/** Builds the final layout (placements, cuts, free regions) of a set known to fit. */
export function layoutOf(set: PackedSet, model: Model): BinLayout {
  if (set.method.kind === 'shelf' || set.method.kind === 'plan') {
    const bin =
      set.method.kind === 'shelf'
        ? shelfBin(set.order, set.type, set.method, model)
        : plannedBin(set.order, set.type, set.method, model);
    if (!bin) throw new Error('layoutOf: stored order no longer fits');
    const layout = shelfLayout(bin);
    const result = set.method.transposed ? transposeLayout(layout, set.type) : layout;
    // Free mode lists no saw sequence even when the layout happens to be guillotine.
    return model.guillotine ? result : { ...result, cuts: [] };
  }
  const bin = packMaxRectsAll(set.order, set.type, set.method.rule);
  if (!bin) throw new Error('layoutOf: stored order no longer fits');
  return { type: set.type, placed: bin.placed, cuts: [], free: bin.free };
}

/** From this effort on, a slab whose plan cannot take the pieces is re-packed from scratch. */
const REPACK_EFFORT = 99;

/**
 * Tries to fit all `items` on one slab of `type`. `effort` bounds how many (order, method) pairs
 * are tried, so cheap probes and thorough repacks share one code path.
 */
export function packSet(
  items: Item[],
  type: BinType,
  model: Model,
  hint: PackedSet | null,
  effort: number,
): PackedSet | null {
  let area = 0;
  for (const i of items) area += i.w * i.h;
  if (area > type.w * type.h + 1e-6) return null;
  const methods = methodsFor(model);
  let tries = 0;
  if (hint?.method.kind === 'plan') {
    // The new plan holds the newcomers too, so later probes start from it.
    const plan = plannedBin(hint.order, type, hint.method, model);
    if (plan) return { type, order: hint.order, method: { ...hint.method, plan } };
    // A knapsack-filled slab is far denser than any sorted order packs: a probe stops here.
    if (effort < REPACK_EFFORT) return null;
  } else if (hint && packOrder(hint.order, type, hint.method, model))
    return { type, order: hint.order, method: hint.method };
  for (let s = 0; s < SORT_COUNT; s++) {
    const order = sortedBy(items, s);
    for (const method of methods) {
      if (tries++ >= effort) return null;
      if (packOrder(order, type, method, model)) return { type, order, method };
    }
  }
  return null;
}

// The last (emptiest) slab is where the off-cut that goes back to stock comes from. After the
// slab count, the objective is its largest usable leftover rectangle (issue 24): repack its
// pieces in many orders and keep the layout whose leftover is largest (ties: pieces kept lower,
// which on the ROADEF instances also counts less used plate).
import { EPS } from './model.ts';
import type { Model } from './model.ts';
import { leftoverOf } from './leftover.ts';
import { SORT_COUNT, layoutOf, methodsFor, packOrder, sortedBy } from './pack-set.ts';
import { createRng, shuffleInPlace } from './rng.ts';
import { makeBin } from './solution.ts';
import { framesOf } from './fill-bins.ts';
import { fillPlate } from './plate-fill.ts';
import { stripOrder } from './strip-fill.ts';
import { transposeItem, transposeType } from './transpose.ts';
import type { Bin } from './solution.ts';

const RANDOM_TRIES = 40;
const PLAN_TRIES = 8;

/** Leftover area first, then a lower top: larger is better. */
export type LastSlabScore = [number, number];

export function lastSlabScore(bin: Bin, model: Model): LastSlabScore {
  const layout = layoutOf(bin, model);
  const top = layout.placed.reduce((t, p) => Math.max(t, p.y + p.h), 0);
  return [leftoverOf(layout, model)?.area ?? 0, -top];
}

export function isBetterLast(a: LastSlabScore, b: LastSlabScore): boolean {
  if (Math.abs(a[0] - b[0]) > EPS) return a[0] > b[0];
  return a[1] > b[1] + EPS;
}

/** Of several layouts of the same pieces on the same slab, the one the objective prefers. */
export function bestLastLayout(candidates: Bin[], model: Model): Bin | null {
  let best: Bin | null = null;
  let bestScore: LastSlabScore = [-1, -Infinity];
  for (const c of candidates) {
    const s = lastSlabScore(c, model);
    if (isBetterLast(s, bestScore)) {
      best = c;
      bestScore = s;
    }
  }
  return best;
}

export function compactLastSlab(bin: Bin, model: Model, deadline = Infinity): Bin {
  let best = bin;
  let bestScore = lastSlabScore(bin, model);
  const rng = createRng(model.problem.seed + 2);
  const methods = methodsFor(model);
  // Strip-by-strip orders (both frames) first: they usually stack the pieces lowest.
  const strips = [
    stripOrder(bin.order, bin.type, rng),
    stripOrder(bin.order.map(transposeItem), transposeType(bin.type), rng).map(transposeItem),
  ];
  // Knapsack plate fills (3-stage guillotine), both frames, a few seeds: their strips are the
  // densest, so the pieces end lowest; only a fill that holds every piece counts.
  if (model.guillotine && model.stages === 3) {
    const frames = framesOf(bin.order);
    for (let k = 0; k < PLAN_TRIES && (k < 2 || performance.now() <= deadline); k++) {
      for (const transposed of [false, true]) {
        const plan = transposed
          ? fillPlate(frames.mirrored, transposeType(bin.type), model.stages, rng)
          : fillPlate(frames.plain, bin.type, model.stages, rng);
        if (plan.placed.length !== bin.order.length) continue;
        const order = plan.placed.map((p) => (transposed ? transposeItem(p.item) : p.item));
        const candidate = makeBin({
          type: bin.type,
          order,
          method: { kind: 'plan', transposed, plan },
        });
        const score = lastSlabScore(candidate, model);
        if (isBetterLast(score, bestScore)) {
          best = candidate;
          bestScore = score;
        }
      }
    }
  }
  for (let t = 0; t < strips.length + SORT_COUNT + RANDOM_TRIES; t++) {
    // The fixed orders always run; the random ones only while the budget lasts.
    const s = t - strips.length;
    if (s >= SORT_COUNT && performance.now() > deadline) break;
    const order =
      s < 0
        ? (strips[t] as Bin['order'])
        : s < SORT_COUNT
          ? sortedBy(bin.order, s)
          : shuffleInPlace(sortedBy(bin.order, s), rng);
    for (const method of methods) {
      if (!packOrder(order, bin.type, method, model)) continue;
      const candidate = makeBin({ type: bin.type, order, method });
      const score = lastSlabScore(candidate, model);
      if (isBetterLast(score, bestScore)) {
        best = candidate;
        bestScore = score;
      }
    }
  }
  return best;
}

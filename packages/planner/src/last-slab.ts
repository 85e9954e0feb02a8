// The last (emptiest) slab is where the off-cut that goes back to stock comes from: repack its
// pieces to keep them as low as possible, leaving one full-width remnant above (and, on the
// ROADEF instances, counting less used plate).
import { EPS } from './model.ts';
import type { Model } from './model.ts';
import { SORT_COUNT, layoutOf, methodsFor, packOrder, sortedBy } from './pack-set.ts';
import { createRng, shuffleInPlace } from './rng.ts';
import { makeBin } from './solution.ts';
import type { Bin } from './solution.ts';

const RANDOM_TRIES = 40;

function topOf(bin: Bin, model: Model): number {
  return layoutOf(bin, model).placed.reduce((top, p) => Math.max(top, p.y + p.h), 0);
}

export function compactLastSlab(bin: Bin, model: Model): Bin {
  let best = bin;
  let bestTop = topOf(bin, model);
  const rng = createRng(model.problem.seed + 2);
  const methods = methodsFor(model);
  for (let t = 0; t < SORT_COUNT + RANDOM_TRIES; t++) {
    const order =
      t < SORT_COUNT ? sortedBy(bin.order, t) : shuffleInPlace(sortedBy(bin.order, t), rng);
    for (const method of methods) {
      if (!packOrder(order, bin.type, method, model)) continue;
      const candidate = makeBin({ type: bin.type, order, method });
      const top = topOf(candidate, model);
      if (top < bestTop - EPS) {
        best = candidate;
        bestTop = top;
      }
    }
  }
  return best;
}

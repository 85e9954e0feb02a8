// The pure planner: parse, build a few greedy solutions, improve the best one until the time or
// iteration budget ends (or the lower bound is reached), then lay the slabs out for the saw.
import { slabLayoutOf, summarize } from './answer.ts';
import { compactLastSlab } from './last-slab.ts';
import { lowerBound } from './lower-bounds.ts';
import { buildModel } from './model.ts';
import type { Model } from './model.ts';
import { SORT_COUNT, layoutOf, methodsFor, sortedBy } from './pack-set.ts';
import { parseProblem } from './parse-problem.ts';
import { createRng } from './rng.ts';
import { improve } from './search.ts';
import { downsize, fillFresh, fillOf, firstFit, isBetter, scoreOf } from './solution.ts';
import type { Solution } from './solution.ts';
import type { Answer, PlanOptions } from './types.ts';

/**
 * Starting solutions: slab-by-slab densest fills (usually the best start), then greedy first fit
 * with every sort order and method, until a share of the budget is spent.
 */
function construct(model: Model, deadline: number): Solution {
  let best: Solution | null = null;
  const consider = (sol: Solution): void => {
    if (!best || isBetter(scoreOf(sol), scoreOf(best))) best = sol;
  };
  const rng = createRng(model.problem.seed + 1);
  for (let round = 0; round < 3; round++) {
    if (best && performance.now() > deadline) break;
    const bins: Solution['bins'] = [];
    const unplaced = fillFresh(model.items, bins, model, rng, 12);
    consider({ bins, unplaced });
  }
  for (let s = 0; s < SORT_COUNT; s++) {
    const order = sortedBy(model.items, s);
    for (const method of methodsFor(model)) {
      if (performance.now() > deadline) return best ?? { bins: [], unplaced: [] };
      const bins: Solution['bins'] = [];
      const unplaced = firstFit(order, bins, model, 0, method);
      consider({ bins, unplaced });
    }
  }
  return best ?? { bins: [], unplaced: [] };
}

export function planLayout(input: unknown, options: PlanOptions = {}): Answer {
  const started = performance.now();
  const problem = parseProblem(input);
  const model = buildModel(problem);
  const bound = lowerBound(model);
  const timeLimit = options.timeLimitMs ?? problem.timeLimitMs;
  const maxIterations = options.maxIterations ?? Infinity;
  const rng = createRng(problem.seed);
  // With an iteration budget the run must be reproducible, so construction ignores the clock.
  const deadline = Number.isFinite(maxIterations) ? Infinity : started + timeLimit * 0.3;
  const initial = construct(model, deadline);
  let iterations = 0;
  const report = (sol: Solution): void => {
    if (!options.onProgress) return;
    const itemArea = sol.bins.reduce((s, b) => s + b.itemArea, 0);
    const slabArea = sol.bins.reduce((s, b) => s + b.type.slabArea, 0);
    options.onProgress({
      iterations,
      elapsedMs: performance.now() - started,
      slabsUsed: sol.bins.length,
      lowerBound: bound,
      yield: slabArea > 0 ? itemArea / slabArea : 0,
    });
  };
  report(initial);
  const best = improve(initial, model, rng, model.types.length === 1 ? bound : 0, {
    shouldStop: (i) => {
      iterations = i;
      if (i >= maxIterations) return true;
      return performance.now() - started >= timeLimit || (options.shouldStop?.() ?? false);
    },
    onImprove: report,
  });
  downsize(best, model);
  const bins = [...best.bins].sort((a, b) => fillOf(b) - fillOf(a));
  const last = bins.at(-1);
  if (last) bins[bins.length - 1] = compactLastSlab(last, model);
  const slabs = bins.map((b) => slabLayoutOf(layoutOf(b, model), model));
  const unplaced = best.unplaced.map((u) => ({
    pieceId: problem.pieces[u.item.piece]?.id ?? '',
    reason: u.reason,
  }));
  return summarize(slabs, unplaced, model, {
    lowerBound: bound,
    timeMs: Math.round(performance.now() - started),
    iterations,
  });
}

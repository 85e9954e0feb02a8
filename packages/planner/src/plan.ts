// The pure planner: parse, build a few greedy solutions, improve the best one until the time or
// iteration budget ends (or the lower bound is reached), then lay the slabs out for the saw.
import { slabLayoutOf, summarize } from './answer.ts';
import { bandOf, isBetterSolution, isSettled, leastBandIndex } from './band.ts';
import { compactLastSlab, isBetterLast, lastSlabScore } from './last-slab.ts';
import { leftoverOf } from './leftover.ts';
import { lowerBound } from './lower-bounds.ts';
import { buildModel } from './model.ts';
import type { Model } from './model.ts';
import { SORT_COUNT, layoutOf, methodsFor, sortedBy } from './pack-set.ts';
import { parseProblem } from './parse-problem.ts';
import { clockUntil } from './clock.ts';
import { PlannerError } from './errors.ts';
import { quickFit } from './quick-fit.ts';
import { createRng } from './rng.ts';
import { improve } from './search.ts';
import { downsize, fillFresh, fillOf, firstFit } from './solution.ts';
import type { Bin, Solution } from './solution.ts';
import type { Answer, PlanOptions } from './types.ts';

/** What the last slab-size pass may add past the search (with the layouts, the overrun). */
const DOWNSIZE_MS = 200;

/** When each start must be done, as performance.now() times (Infinity: no clock). */
type Deadlines = {
  limitMs: number;
  budgetEnd: number;
  firstFill: number;
  /** A first fill cut short at `firstFill` is finished by first fit until then. */
  finishFirst: number;
  /** Starts with this many slabs are settled (band.ts): compared by the last slab's band. */
  leastSlabs: number;
  /** Random fills after the first three stop here, the other starts at `starts`. */
  fills: number;
  starts: number;
  stop: () => boolean;
};

/**
 * Starting solutions. First the quick layout (the answer if nothing better is built in time; if
 * even it cannot be built within the budget the run fails), then slab-by-slab densest fills
 * (usually the best start; the first may use half the budget), then greedy first fit with every
 * sort order and method until 30 % of the budget. A start cut short by its clock is dropped.
 */
function construct(model: Model, at: Deadlines): { start: Solution; quickMs: number } {
  const quickStarted = performance.now();
  const quick = quickFit(model, clockUntil(at.budgetEnd));
  if (!quick) {
    const params = { limit: at.limitMs, pieces: model.items.length };
    throw new PlannerError('TIME_BUDGET_EXCEEDED', params);
  }
  const quickMs = performance.now() - quickStarted;
  let best: Solution | null = null;
  const consider = (sol: Solution): void => {
    if (!best || isBetterSolution(sol, best, model, at.leastSlabs)) best = sol;
  };
  const rng = createRng(model.problem.seed + 1);
  // The knapsack plate fills (3-stage guillotine) rarely lose a slab to the greedy passes, which
  // cost a pass over the pool each: two of them then, twelve otherwise.
  const trials = model.guillotine && model.stages === 3 ? 2 : 12;
  const fill = (round: number, until: number): boolean => {
    const clock = clockUntil(round === 0 ? at.firstFill : until, at.stop);
    if (clock.expired()) return false;
    const bins: Solution['bins'] = [];
    // The first fill, if cut short, is finished by first fit rather than dropped.
    const finish = round === 0 ? clockUntil(at.finishFirst, at.stop) : null;
    const unplaced = fillFresh(model.items, bins, model, rng, trials, clock, finish);
    if (unplaced) consider({ bins, unplaced });
    return unplaced !== null;
  };
  // Three fills; with a clock, more while the fills' deadline allows (up to 40 in all): on a small
  // plane they are quick, and the best of many random fills is a better start than of three.
  const rounds = Number.isFinite(at.fills) ? 40 : 3;
  for (let round = 0; round < rounds && fill(round, round < 3 ? at.starts : at.fills); round++);
  const clock = clockUntil(at.starts, at.stop);
  for (let s = 0; s < SORT_COUNT && !clock.expired(); s++) {
    const order = sortedBy(model.items, s);
    for (const method of methodsFor(model)) {
      const bins: Solution['bins'] = [];
      const unplaced = firstFit(order, bins, model, 0, method, clock);
      if (!unplaced) break;
      consider({ bins, unplaced });
    }
  }
  return { start: best ?? quick, quickMs };
}

/**
 * The objective after the slab count is the last slab's off-cut: the two emptiest slabs are each
 * compacted and the one leaving the larger off-cut goes last (slab defects differ, so the emptiest
 * is not always the one that frees the most).
 */
function finishLastSlab(bins: Bin[], model: Model, deadline: number): void {
  const n = bins.length;
  if (n === 0) return;
  const last = compactLastSlab(bins[n - 1] as Bin, model, deadline);
  bins[n - 1] = last;
  if (n < 2) return;
  const other = compactLastSlab(bins[n - 2] as Bin, model, deadline);
  if (isBetterLast(lastSlabScore(other, model), lastSlabScore(last, model))) {
    bins[n - 2] = last;
    bins[n - 1] = other;
  }
}

export function planLayout(input: unknown, options: PlanOptions = {}): Answer {
  const started = performance.now();
  const problem = parseProblem(input);
  const model = buildModel(problem);
  const bound = lowerBound(model);
  const timeLimit = options.timeLimitMs ?? problem.timeLimitMs;
  const maxIterations = options.maxIterations ?? Infinity;
  const rng = createRng(problem.seed);
  const stop = () => options.shouldStop?.() ?? false;
  // With an iteration budget the run must be reproducible, so construction ignores the clock.
  const timed = !Number.isFinite(maxIterations);
  const budgetEnd = started + timeLimit;
  const { start: initial, quickMs } = construct(model, {
    limitMs: timeLimit,
    budgetEnd,
    firstFill: timed ? started + timeLimit * 0.6 : Infinity,
    finishFirst: timed ? started + timeLimit * 0.8 : Infinity,
    fills: timed ? started + timeLimit * 0.2 : Infinity,
    starts: timed ? started + timeLimit * 0.3 : Infinity,
    stop,
    leastSlabs: bound,
  });
  // Laying the slabs out at the end re-packs every slab once, about what the quick layout cost:
  // the search leaves that much of the budget (up to half) for it, so the overrun stays small.
  const finishReserve = Math.min(quickMs, timeLimit * 0.5);
  const searchEnd = budgetEnd - finishReserve;
  const searchClock = clockUntil(timed ? searchEnd : budgetEnd, stop);
  let iterations = 0;
  const report = (sol: Solution): void => {
    if (!options.onProgress) return;
    const netArea = sol.bins.reduce((s, b) => s + b.netArea, 0);
    const slabArea = sol.bins.reduce((s, b) => s + b.type.slabArea, 0);
    options.onProgress({
      iterations,
      elapsedMs: performance.now() - started,
      slabsUsed: sol.bins.length,
      lowerBound: bound,
      yield: slabArea > 0 ? netArea / slabArea : 0,
    });
  };
  report(initial);
  const best = improve(initial, model, rng, model.types.length === 1 ? bound : 0, {
    shouldStop: (i) => {
      iterations = i;
      return i >= maxIterations || searchClock.expired();
    },
    onImprove: report,
    clock: searchClock,
    leastSlabs: bound,
  });
  // Smaller slab sizes for the emptiest slabs: instant on a normal plane, bounded on a huge one.
  downsize(best, model, clockUntil(timed ? performance.now() + DOWNSIZE_MS : Infinity, stop));
  const bins = [...best.bins].sort((a, b) => fillOf(b) - fillOf(a));
  // Settled, the slab the search kept narrowest joins the two emptiest as a candidate for last
  // when its band is narrower than theirs (bands tied, the emptiest still goes last).
  const narrowest = isSettled(best, bound) ? leastBandIndex(bins, model) : -1;
  if (narrowest >= 0 && narrowest < bins.length - 2) {
    const band = bandOf(bins[narrowest] as Bin, model);
    if (bins.slice(-2).every((b) => band < bandOf(b, model) - 1e-9))
      bins.push(...bins.splice(narrowest, 1));
  }
  // Reproducible runs try every order; timed ones stop the random orders at the budget's end.
  finishLastSlab(bins, model, timed ? budgetEnd : Infinity);
  const layouts = bins.map((b) => layoutOf(b, model));
  const slabs = layouts.map((l) => slabLayoutOf(l, model));
  const lastLayout = layouts.at(-1);
  const leftover = lastLayout ? leftoverOf(lastLayout, model) : null;
  const unplaced = best.unplaced.map((u) => ({
    pieceId: problem.pieces[u.item.piece]?.id ?? '',
    reason: u.reason,
  }));
  return summarize(slabs, unplaced, model, {
    lowerBound: bound,
    timeMs: Math.round(performance.now() - started),
    iterations,
    lastSlabRemnant: leftover?.rect ?? null,
  });
}

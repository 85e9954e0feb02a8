// Issue 24: after the slab count the objective is the largest usable leftover on the last slab,
// reported as stats.lastSlabRemnant and checked by the validator.
import { describe, expect, it } from 'vitest';
import { bestLastLayout } from '../src/last-slab.ts';
import { leftoverOf } from '../src/leftover.ts';
import { buildModel } from '../src/model.ts';
import type { Item } from '../src/model.ts';
import { layoutOf } from '../src/pack-set.ts';
import { parseProblem } from '../src/parse-problem.ts';
import { makeBin } from '../src/solution.ts';
import type { Answer } from '../src/types.ts';
import { validateAnswer } from '../src/validate.ts';
import { makeProblem, piece, planValid, slab } from './helpers.ts';

const area = (a: Answer): number =>
  (a.stats.lastSlabRemnant?.width ?? 0) * (a.stats.lastSlabRemnant?.height ?? 0);

describe('last-slab remnant objective', () => {
  it('reports the off-cut one kerf above the pieces, inside the trim', () => {
    const problem = makeProblem({
      kerf: 2,
      trim: 3,
      slabs: [slab('S', 100, 100)],
      pieces: [piece('a', 94, 30, 1, false)],
    });
    const answer = planValid(problem);
    // Usable 94 × 94; the piece takes 30 of the height, the kerf 2 more.
    expect(answer.stats.lastSlabRemnant).toEqual({ x: 3, y: 35, width: 94, height: 62 });
  });

  it('with slab counts tied, picks the layout with the larger leftover', () => {
    // Order A, B: strips of 40 and 60 fill the height, no band is left above the last strip
    // (only pockets beside the pieces, which take two saw passes to free).
    // Order B, A: both in one 60-high strip, leaving a 100 × 40 band on top.
    const problem = parseProblem(
      makeProblem({ pieces: [piece('A', 60, 40, 1, false), piece('B', 40, 60, 1, false)] }),
    );
    const model = buildModel(problem);
    const [a, b] = model.items as [Item, Item];
    const type = model.types[0];
    if (!type) throw new Error('no slab type');
    const method = { kind: 'shelf', policy: 'low', transposed: false } as const;
    const ab = makeBin({ type, order: [a, b], method });
    const ba = makeBin({ type, order: [b, a], method });
    expect(leftoverOf(layoutOf(ab, model), model)).toBeNull();
    expect(leftoverOf(layoutOf(ba, model), model)?.area).toBe(4000);
    expect(bestLastLayout([ab, ba], model)).toBe(ba);
    expect(bestLastLayout([ba, ab], model)).toBe(ba);
    // And the planner ends on a layout at least that good.
    expect(area(planValid(problem))).toBeGreaterThanOrEqual(4000);
  });

  it('honours minRemnant: no leftover smaller than the stock takes', () => {
    const problem = makeProblem({
      minRemnant: { width: 50, height: 50 },
      slabs: [slab('S', 100, 100)],
      pieces: [piece('a', 100, 60, 1, false)],
    });
    expect(planValid(problem).stats.lastSlabRemnant).toBeNull();
  });

  it('the validator rejects a reported leftover that overlaps a piece', () => {
    const problem = makeProblem({ pieces: [piece('a', 50, 50, 1, false)] });
    const answer = planValid(problem);
    const bad = { x: 0, y: 0, width: 60, height: 60 };
    const errors = validateAnswer(problem, {
      ...answer,
      stats: { ...answer.stats, lastSlabRemnant: bad },
    }).errors;
    expect(errors).toContain('stats.lastSlabRemnant: closer than the kerf to a piece');
  });

  it('free mode takes any empty rectangle', () => {
    const problem = makeProblem({
      mode: 'free',
      maxStages: null,
      pieces: [piece('a', 30, 30, 1, false)],
    });
    // One 30 × 30 piece in a corner: the best off-cut is 100 × 70 (or 70 × 100).
    expect(area(planValid(problem))).toBe(7000);
  });
});

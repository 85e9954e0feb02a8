import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseProblem } from '../src/parse-problem.ts';
import { planLayout } from '../src/plan.ts';
import type { Problem } from '../src/types.ts';
import { validateAnswer } from '../src/validate.ts';
import { makeProblem } from './helpers.ts';

const pieceArb = fc.record({
  width: fc.integer({ min: 5, max: 90 }),
  height: fc.integer({ min: 5, max: 90 }),
  quantity: fc.integer({ min: 1, max: 4 }),
  rotatable: fc.boolean(),
});

const problemArb = fc
  .record({
    mode: fc.constantFrom<Problem['mode']>('guillotine', 'free'),
    maxStages: fc.constantFrom<Problem['maxStages']>(2, 3, null),
    kerf: fc.constantFrom(0, 1, 2.5),
    trim: fc.constantFrom(0, 3),
    pieces: fc.array(pieceArb, { minLength: 1, maxLength: 12 }),
    defect: fc.option(
      fc.record({ x: fc.integer({ min: 0, max: 90 }), y: fc.integer({ min: 0, max: 90 }) }),
    ),
    seed: fc.integer({ min: 0, max: 1000 }),
  })
  .map(({ pieces, defect, ...rest }) =>
    makeProblem({
      ...rest,
      minRemnant: { width: 10, height: 10 },
      slabs: [
        {
          id: 'S',
          width: 100,
          height: 100,
          count: null,
          defects: defect ? [{ ...defect, width: 5, height: 5 }] : [],
        },
        { id: 'T', width: 120, height: 60, count: 1, defects: [] },
      ],
      pieces: pieces.map((p, i) => ({ ...p, id: `p${i}` })),
    }),
  );

describe('planner properties', () => {
  it('every answer passes the validator and never beats the lower bound', () => {
    fc.assert(
      fc.property(problemArb, (problem) => {
        const answer = planLayout(parseProblem(problem), { maxIterations: 30, timeLimitMs: 2000 });
        expect(validateAnswer(problem, answer).errors).toEqual([]);
        if (answer.unplaced.length === 0)
          expect(answer.stats.lowerBound).toBeLessThanOrEqual(answer.stats.slabsUsed);
      }),
      { numRuns: 40, seed: 4242 },
    );
  }, 60_000);
});

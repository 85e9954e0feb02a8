// Issue 24: stone has a vein, so a piece may be rotation-locked. Every placement path (quick
// layout, dense fills, first fit, search, MaxRects, shelves, last-slab compaction) must keep it
// as drawn, and the validator must reject a locked piece placed rotated.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPlannerError } from '../src/errors.ts';
import { parseProblem } from '../src/parse-problem.ts';
import { planLayout } from '../src/plan.ts';
import type { Answer, Problem } from '../src/types.ts';
import { validateAnswer } from '../src/validate.ts';
import { makeProblem, piece, planValid, slab } from './helpers.ts';

function rotatedLocked(problem: Problem, answer: Answer): string[] {
  const locked = new Set(problem.pieces.filter((p) => p.rotationLocked).map((p) => p.id));
  return answer.slabs.flatMap((s) =>
    s.placements.filter((p) => p.rotated && locked.has(p.pieceId)).map((p) => p.pieceId),
  );
}

describe('rotation lock (vein direction)', () => {
  it('never rotates a locked piece, even where rotating would save a slab', () => {
    // Ten 30×70 pieces on 100×100 slabs: unlocked, the planner turns some to fill the gaps.
    const problem = makeProblem({
      slabs: [slab('S', 100, 100)],
      pieces: [{ ...piece('v', 30, 70, 5), rotationLocked: true }, piece('f', 30, 70, 5)],
    });
    const answer = planValid(problem);
    expect(rotatedLocked(problem, answer)).toEqual([]);
    const free = planValid({ ...problem, pieces: [piece('v', 30, 70, 5), piece('f', 30, 70, 5)] });
    // Sanity: without the lock the planner does turn some of these pieces.
    expect(free.slabs.some((s) => s.placements.some((p) => p.rotated))).toBe(true);
  });

  it('a locked piece that only fits turned is an error, not a rotated placement', () => {
    const problem = makeProblem({
      slabs: [slab('S', 100, 50)],
      pieces: [{ ...piece('tall', 40, 90), rotationLocked: true }],
    });
    let code = '';
    try {
      planLayout(problem);
    } catch (e) {
      if (isPlannerError(e)) code = e.code;
    }
    expect(code).toBe('PIECE_TOO_LARGE');
  });

  it('rejects a non-boolean lock', () => {
    const input = makeProblem({ pieces: [{ ...piece('a', 10, 10), rotationLocked: true }] });
    const bad = { ...input, pieces: [{ ...input.pieces[0], rotationLocked: 'yes' }] };
    expect(() => parseProblem(bad)).toThrow();
  });

  it('the validator rejects a locked piece placed rotated', () => {
    const problem = makeProblem({
      slabs: [slab('S', 100, 100)],
      pieces: [{ ...piece('a', 60, 20), rotationLocked: true }],
    });
    const answer = planValid(problem);
    const [layout] = answer.slabs;
    const p = layout?.placements[0];
    if (!layout || !p) throw new Error('no placement');
    const turned = { ...p, x: 0, y: 0, width: 20, height: 60, rotated: true };
    const bad: Answer = { ...answer, slabs: [{ ...layout, placements: [turned], cuts: [] }] };
    const errors = validateAnswer({ ...problem, mode: 'free' }, bad).errors;
    expect(errors.some((e) => e.includes('rotation-locked'))).toBe(true);
  });

  it('property: over random instances no locked piece is ever rotated', () => {
    const arb = fc.record({
      mode: fc.constantFrom<Problem['mode']>('guillotine', 'free'),
      maxStages: fc.constantFrom<Problem['maxStages']>(2, 3, null),
      kerf: fc.constantFrom(0, 2),
      seed: fc.integer({ min: 0, max: 1000 }),
      // Few iterations sometimes, so the quick layout and the constructions are returned too.
      iterations: fc.constantFrom(0, 5, 40),
      pieces: fc.array(
        fc.record({
          width: fc.integer({ min: 5, max: 90 }),
          height: fc.integer({ min: 5, max: 90 }),
          quantity: fc.integer({ min: 1, max: 5 }),
          rotationLocked: fc.boolean(),
        }),
        { minLength: 1, maxLength: 12 },
      ),
      defect: fc.option(
        fc.record({ x: fc.integer({ min: 0, max: 90 }), y: fc.integer({ min: 0, max: 90 }) }),
      ),
    });
    fc.assert(
      fc.property(arb, ({ pieces, iterations, defect, ...rest }) => {
        const problem = makeProblem({
          ...rest,
          slabs: [
            slab('S', 100, 100, { defects: defect ? [{ ...defect, width: 6, height: 6 }] : [] }),
            slab('T', 120, 60, { count: 1 }),
          ],
          pieces: pieces.map((p, i) => ({ ...p, id: `p${i}`, rotatable: true })),
        });
        const answer = planLayout(parseProblem(problem), {
          maxIterations: iterations,
          timeLimitMs: 5000,
        });
        expect(validateAnswer(problem, answer).errors).toEqual([]);
        expect(rotatedLocked(problem, answer)).toEqual([]);
      }),
      { numRuns: 60, seed: 2424 },
    );
  }, 60_000);
});

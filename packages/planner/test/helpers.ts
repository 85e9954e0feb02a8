import { expect } from 'vitest';
import { parseProblem } from '../src/parse-problem.ts';
import { planLayout } from '../src/plan.ts';
import type { Answer, PieceInput, Problem, SlabInput } from '../src/types.ts';
import { validateAnswer } from '../src/validate.ts';

export function makeProblem(overrides: Partial<Problem> = {}): Problem {
  return {
    units: 'mm',
    mode: 'guillotine',
    maxStages: 3,
    kerf: 0,
    trim: 0,
    minRemnant: null,
    timeLimitMs: 200,
    seed: 7,
    slabs: [slab('S', 100, 100)],
    pieces: [],
    ...overrides,
  };
}

export function slab(
  id: string,
  width: number,
  height: number,
  extra: Partial<SlabInput> = {},
): SlabInput {
  return { id, width, height, count: null, defects: [], ...extra };
}

export function piece(
  id: string,
  width: number,
  height: number,
  quantity = 1,
  rotatable = true,
): PieceInput {
  return { id, width, height, quantity, rotatable };
}

/** Plans with a fixed iteration budget (deterministic) and insists the validator accepts it. */
export function planValid(problem: Problem, maxIterations = 200): Answer {
  const answer = planLayout(parseProblem(problem), { maxIterations, timeLimitMs: 5000 });
  const result = validateAnswer(problem, answer);
  expect(result.errors).toEqual([]);
  return answer;
}

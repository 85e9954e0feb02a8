// Issue 22: a plan keeps its budget from the first construction on, and a cancel is heard there
// too. Outcomes only (what was returned or thrown), never durations.
import { describe, expect, it } from 'vitest';
import { PlannerError } from '../src/errors.ts';
import { planLayout } from '../src/plan.ts';
import { PlanningAborted, runPlanner } from '../src/runner.ts';
import type { Answer, Problem } from '../src/types.ts';
import { validateAnswer } from '../src/validate.ts';
import { makeProblem, slab } from './helpers.ts';

/** Facade panels of 40 repeated sizes (seeded), as in the server's large-plane benchmark. */
function facade(count: number, timeLimitMs: number): Problem {
  let seed = 12345;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const sizes = Array.from({ length: 40 }, () => ({
    width: 300 + Math.round(rand() * 24) * 50,
    height: 200 + Math.round(rand() * 14) * 50,
  }));
  return makeProblem({
    kerf: 4,
    trim: 10,
    timeLimitMs,
    slabs: [slab('S1', 3200, 1800), slab('S2', 2800, 1600)],
    pieces: Array.from({ length: count }, (_, i) => ({
      id: `P${i}`,
      quantity: 1,
      rotatable: true,
      ...(sizes[Math.floor(rand() * sizes.length)] as { width: number; height: number }),
    })),
  });
}

/** Every piece placed once (the full validator is quadratic: 18 s at this size). */
function expectAllPlacedOnce(problem: Problem, answer: Answer): void {
  const ids = answer.slabs.flatMap((s) => s.placements.map((p) => p.pieceId));
  expect(answer.unplaced).toEqual([]);
  expect(new Set(ids).size).toBe(problem.pieces.length);
  expect(ids).toHaveLength(problem.pieces.length);
}

describe('time budget and cancel on large planes', () => {
  it('a 20,000-piece plane with a 1 s budget answers a valid layout with every piece placed', () => {
    // Before: the first dense fill alone walked the whole pool once per slab (minutes).
    const problem = facade(20_000, 1_000);
    const answer = planLayout(problem);
    expectAllPlacedOnce(problem, answer);
    expect(answer.slabs.length).toBeGreaterThanOrEqual(answer.stats.lowerBound);
    const sample = facade(2_000, 1_000);
    expect(validateAnswer(sample, planLayout(sample)).errors).toEqual([]);
  }, 60_000);

  it('a cancel during the constructions answers the first layout at once', () => {
    const problem = facade(20_000, 600_000);
    const answer = planLayout(problem, { shouldStop: () => true });
    expectAllPlacedOnce(problem, answer);
    expect(answer.stats.iterations).toBe(0);
  }, 60_000);

  it('a plane whose first layout cannot be built in the budget fails with a typed reason', () => {
    const problem = facade(400_000, 1_000);
    let thrown: unknown = null;
    try {
      planLayout(problem);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(PlannerError);
    const error = thrown as PlannerError;
    expect(error.code).toBe('TIME_BUDGET_EXCEEDED');
    expect(error.messages.en).toContain('400000 pieces');
    expect(error.messages.en).toContain('1000 ms');
    expect(error.messages.zh).toContain('400000');
  }, 60_000);

  it("onAbort 'terminate' ends the thread mid-construction and rejects once it has exited", async () => {
    const controller = new AbortController();
    const run = runPlanner(facade(100_000, 600_000), {
      signal: controller.signal,
      onAbort: 'terminate',
      onProgress: () => {},
    });
    setTimeout(() => controller.abort(), 200);
    await expect(run).rejects.toBeInstanceOf(PlanningAborted);
    // Aborted before it started: no thread at all.
    const late = runPlanner(facade(10, 600_000), {
      signal: controller.signal,
      onAbort: 'terminate',
    });
    await expect(late).rejects.toBeInstanceOf(PlanningAborted);
  }, 60_000);
});

import { describe, expect, it } from 'vitest';
import { runPlanner } from '../src/runner.ts';
import type { PlanProgress } from '../src/types.ts';
import { validateAnswer } from '../src/validate.ts';
import { makeProblem, piece } from './helpers.ts';

// Awkward sizes so the search has work to do and does not stop at the lower bound.
const problem = makeProblem({
  kerf: 1,
  pieces: [
    piece('a', 37, 23, 9),
    piece('b', 41, 29, 7),
    piece('c', 19, 53, 8),
    piece('d', 61, 13, 6),
  ],
});

describe('runPlanner', () => {
  it('plans in a worker thread and reports progress', async () => {
    const progress: PlanProgress[] = [];
    const answer = await runPlanner(problem, {
      timeLimitMs: 300,
      onProgress: (p) => progress.push(p),
    });
    expect(validateAnswer(problem, answer).errors).toEqual([]);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)?.slabsUsed).toBeGreaterThanOrEqual(answer.stats.lowerBound);
  });

  it('stops early on abort and still returns a valid layout', async () => {
    const controller = new AbortController();
    const started = performance.now();
    const pending = runPlanner(problem, { timeLimitMs: 20_000, signal: controller.signal });
    setTimeout(() => controller.abort(), 300);
    const answer = await pending;
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(validateAnswer(problem, answer).errors).toEqual([]);
  });

  it('is deterministic for a seed and an iteration count', async () => {
    const options = { maxIterations: 150, timeLimitMs: 20_000 };
    const [a, b] = await Promise.all([runPlanner(problem, options), runPlanner(problem, options)]);
    expect(a.slabs).toEqual(b.slabs);
    const inline = await runPlanner(problem, { ...options, thread: 'inline' });
    expect(inline.slabs).toEqual(a.slabs);
  });

  it('rejects a bad problem with a typed error', async () => {
    await expect(runPlanner({ ...problem, kerf: -1 })).rejects.toMatchObject({
      code: 'NEGATIVE_SIZE',
    });
  });
});

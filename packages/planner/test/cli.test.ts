import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Answer } from '../src/types.ts';
import { validateAnswer } from '../src/validate.ts';
import { makeProblem, piece } from './helpers.ts';

const bin = fileURLToPath(new URL('../bin/slab-planner.mjs', import.meta.url));
const run = (input: string): { status: number | null; out: string } => {
  const r = spawnSync(process.execPath, [bin], { input, encoding: 'utf8', timeout: 30_000 });
  return { status: r.status, out: r.stdout };
};

describe('slab-planner CLI', () => {
  it('answers a good problem on stdout', () => {
    const problem = makeProblem({ timeLimitMs: 100, pieces: [piece('p', 30, 40, 5)] });
    const { status, out } = run(JSON.stringify(problem));
    expect(status).toBe(0);
    const answer = JSON.parse(out) as Answer;
    expect(validateAnswer(problem, answer).errors).toEqual([]);
  });

  it.each([
    [
      'a piece bigger than every slab',
      JSON.stringify(makeProblem({ pieces: [piece('x', 200, 10, 1, false)] })),
      'PIECE_TOO_LARGE',
    ],
    [
      'a negative size',
      JSON.stringify(makeProblem({ pieces: [piece('x', -5, 10)] })),
      'NEGATIVE_SIZE',
    ],
    ['a non-number', JSON.stringify({ ...makeProblem(), kerf: 'thin' }), 'INVALID_NUMBER'],
    ['broken JSON', '{ "slabs": [', 'INVALID_PROBLEM'],
  ])('rejects %s with exit 2 and an error object', (_, input, code) => {
    const { status, out } = run(input);
    expect(status).toBe(2);
    const body = JSON.parse(out) as { error: { code: string; message: string } };
    expect(body.error.code).toBe(code);
    expect(body.error.message.length).toBeGreaterThan(0);
  });
});

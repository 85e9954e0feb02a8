// CI correctness check on a small slice of the 2bp-class benchmark: every layout validates and
// the bin total does not regress beyond the stored figure. Iteration budgets (not time) keep it
// deterministic on a busy CI machine. Quality figures come from `npm run bench`, not from here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { classProblem } from '../bench/class-bench.ts';
import type { ModeName } from '../bench/class-bench.ts';
import { loadClass } from '../bench/load-2bp.ts';
import { planLayout } from '../src/plan.ts';
import { validateAnswer } from '../src/validate.ts';
import { findSharedFolder } from './shared-dir.ts';

// The slice is kept beside the test (fixtures/README.md), so it runs on a fresh clone too.
const DIR = fileURLToPath(new URL('./fixtures/2bp-class/', import.meta.url));
const CLASSES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const SHARED_DIR = findSharedFolder('bench-data/2bp-class');

// Totals measured when the subset was chosen; a higher total is a quality regression.
const STORED_TOTALS: Record<ModeName, number> = {
  'guillotine-rotation': 102,
  'guillotine-fixed': 109,
  'free-rotation': 102,
};

// One n = 40 instance per class, the 13th of each file (the 20-piece ones are nearly always
// optimal already).
const instances = CLASSES.map((c) => loadClass(DIR, c)[0]!);

describe('bench subset (CI)', () => {
  it('has one 40-piece instance of each class', () => {
    expect(instances.map((inst) => [inst.cls, inst.n])).toEqual(CLASSES.map((c) => [c, 40]));
  });

  it.each(Object.keys(STORED_TOTALS) as ModeName[])(
    '%s: valid layouts, no regression',
    (mode) => {
      let total = 0;
      for (const inst of instances) {
        const problem = classProblem(inst, mode, 1e9, null);
        const answer = planLayout(problem, { maxIterations: 40 });
        expect(validateAnswer(problem, answer).errors, inst.name).toEqual([]);
        total += answer.stats.slabsUsed;
      }
      console.log(`bench subset ${mode}: ${total} bins`);
      expect(total).toBeLessThanOrEqual(STORED_TOTALS[mode]);
    },
    60_000,
  );
});

// Guards the copy: a slice edited by hand would no longer be the benchmark the totals are about.
describe.skipIf(!SHARED_DIR)(
  'bench subset is a slice of the shared 2bp-class files (needs ../shared/bench-data)',
  () => {
    it('holds the 13th instance of each class file, byte for byte', () => {
      for (const c of CLASSES) {
        const file = `Class_${String(c).padStart(2, '0')}.2bp`;
        const original = readFileSync(join(SHARED_DIR!, file), 'utf8');
        expect(original, file).toContain(readFileSync(join(DIR, file), 'utf8'));
        expect(loadClass(DIR, c), file).toEqual([loadClass(SHARED_DIR!, c)[12]]);
      }
    });
  },
);

// CI correctness check on a small slice of the 2bp-class benchmark: every layout validates and
// the bin total does not regress beyond the stored figure. Iteration budgets (not time) keep it
// deterministic on a busy CI machine. Quality figures come from `npm run bench`, not from here.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { classProblem } from '../bench/class-bench.ts';
import type { ModeName } from '../bench/class-bench.ts';
import { loadClass } from '../bench/load-2bp.ts';
import { planLayout } from '../src/plan.ts';
import { validateAnswer } from '../src/validate.ts';

const DIR = fileURLToPath(new URL('../../../../shared/bench-data/2bp-class', import.meta.url));

// Totals measured when the subset was chosen; a higher total is a quality regression.
const STORED_TOTALS: Record<ModeName, number> = {
  'guillotine-rotation': 102,
  'guillotine-fixed': 109,
  'free-rotation': 102,
};

// One n = 40 instance per class (the 20-piece ones are nearly always optimal already).
const instances = existsSync(DIR)
  ? [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((c) => loadClass(DIR, c)[12]!)
  : [];

describe.skipIf(instances.length === 0)('bench subset (CI)', () => {
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

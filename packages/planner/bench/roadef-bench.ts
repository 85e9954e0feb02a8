// ROADEF/EURO 2018 (Saint-Gobain) plates with defects. Our model covers defects, 3 stages and
// rotation; it does not enforce the challenge's stack order, 1-cut width limits, minimum waste
// pieces or "no cut through a defect", so the waste is indicative, not a challenge score.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseProblem } from '../src/parse-problem.ts';
import { planLayout } from '../src/plan.ts';
import { validateAnswer } from '../src/validate.ts';

export type RoadefResult = {
  name: string;
  items: number;
  slabs: number;
  yield: number;
  waste: number;
  bestWaste: number;
  timeMs: number;
  invalid: string[];
};

function csv(path: string): number[][] {
  return readFileSync(path, 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((l) => l.split(',').map(Number));
}

export function bestKnownWaste(dir: string): Map<string, number> {
  const map = new Map<string, number>();
  for (const line of readFileSync(join(dir, 'best_known_roadef2018.csv'), 'utf8')
    .trim()
    .split('\n')
    .slice(1)) {
    const [path, , best] = line.split(',');
    if (path && best) map.set(path.replace('roadef2018/', ''), Number(best));
  }
  return map;
}

export function runRoadef(
  dir: string,
  name: string,
  timeMs: number,
  best: Map<string, number>,
): RoadefResult {
  const items = csv(join(dir, `${name}_items.csv`));
  const bins = csv(join(dir, `${name}_bins.csv`));
  const defects = csv(join(dir, `${name}_defects.csv`));
  // Transposed (x ↔ y): the challenge's first cuts are vertical, ours are horizontal strips.
  const problem = parseProblem({
    mode: 'guillotine',
    maxStages: 3,
    kerf: 0,
    trim: 0,
    timeLimitMs: timeMs,
    seed: 1,
    slabs: bins.map(([id, w, h]) => ({
      id: `plate${id}`,
      width: h,
      height: w,
      count: 1,
      defects: defects
        .filter((d) => d[1] === id)
        .map(([, , x, y, dw, dh]) => ({ x: y, y: x, width: dh, height: dw })),
    })),
    pieces: items.map(([id, w, h]) => ({
      id: `item${id}`,
      width: h,
      height: w,
      quantity: 1,
      rotatable: true,
    })),
  });
  const answer = planLayout(problem);
  const invalid = validateAnswer(problem, answer).errors;
  if (answer.unplaced.length > 0) invalid.push(`${answer.unplaced.length} unplaced`);
  const plate = (problem.slabs[0]?.width ?? 0) * (problem.slabs[0]?.height ?? 0);
  const itemArea = problem.pieces.reduce((s, p) => s + p.width * p.height, 0);
  const last = answer.slabs.at(-1);
  // The last plate counts up to its last first-stage cut (the top of its highest piece here).
  const lastUsed = last
    ? Math.max(...last.placements.map((p) => p.y + p.height)) * last.slabWidth
    : 0;
  const waste = (answer.slabs.length - 1) * plate + lastUsed - itemArea;
  return {
    name,
    items: items.length,
    slabs: answer.stats.slabsUsed,
    yield: answer.stats.yield,
    waste,
    bestWaste: best.get(name) ?? NaN,
    timeMs: answer.stats.timeMs,
    invalid,
  };
}

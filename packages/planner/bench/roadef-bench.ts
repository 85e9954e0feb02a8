// ROADEF/EURO 2018 (Saint-Gobain) plates with defects. Our model covers defects, 3 stages and
// rotation; it does not enforce the challenge's stack order, 1-cut width limits, minimum waste
// pieces or "no cut through a defect", so the waste is indicative, not a challenge score.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseProblem } from '../src/parse-problem.ts';
import { planLayout } from '../src/plan.ts';
import type { PieceInput, SlabLayout } from '../src/types.ts';
import { validateAnswer } from '../src/validate.ts';

export type RoadefResult = {
  name: string;
  items: number;
  slabs: number;
  yield: number;
  waste: number;
  bestWaste: number;
  /** Area of the largest usable leftover the planner reports on the last plate. */
  remnantArea: number;
  itemArea: number;
  plateArea: number;
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

/**
 * The challenge counts the last plate up to its last first-stage cut. Each of our plates may take
 * its first cuts either way (a relaxation of the challenge, whose 1-cuts are all vertical), so the
 * last plate counts up to its highest piece when its strips are horizontal, else up to its
 * rightmost piece: in both cases what one first-stage cut severs is the off-cut.
 */
function lastPlateUsed(last: SlabLayout): number {
  const first = last.cuts.find((c) => c.stage === 1);
  const top = Math.max(...last.placements.map((p) => p.y + p.height));
  const right = Math.max(...last.placements.map((p) => p.x + p.width));
  if (!first) return Math.min(top * last.slabWidth, right * last.slabHeight);
  return first.orientation === 'horizontal' ? top * last.slabWidth : right * last.slabHeight;
}

/**
 * A piece as drawn; with `lock`, rotation-locked (vein). A piece longer than the plate is wide
 * only fits turned, so it is locked turned (its vein along the plate), as a cutter would draw it.
 */
function lockedIf(
  lock: boolean,
  plate: { width: number; height: number },
  id: string,
  width: number,
  height: number,
): PieceInput {
  const piece = { id, width, height, quantity: 1, rotatable: true };
  if (!lock) return piece;
  const fits = width <= plate.width && height <= plate.height;
  return fits
    ? { ...piece, rotationLocked: true }
    : { ...piece, width: height, height: width, rotationLocked: true };
}

export function runRoadef(
  dir: string,
  name: string,
  timeMs: number,
  best: Map<string, number>,
  opts: { lockAll?: boolean; maxIterations?: number } = {},
): RoadefResult {
  const items = csv(join(dir, `${name}_items.csv`));
  const bins = csv(join(dir, `${name}_bins.csv`));
  const defects = csv(join(dir, `${name}_defects.csv`));
  // Transposed (x ↔ y): the challenge's first cuts are vertical, ours are horizontal strips.
  // Transposed plate size (every challenge plate is the same 6000 × 3210).
  const plateSize = { width: bins[0]?.[2] ?? 0, height: bins[0]?.[1] ?? 0 };
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
    pieces: items.map(([id, w, h]) =>
      lockedIf(opts.lockAll === true, plateSize, `item${id}`, h ?? 0, w ?? 0),
    ),
  });
  // --iters: a fixed iteration count (and no clock), for reproducible A/B comparisons.
  const answer = planLayout(
    problem,
    opts.maxIterations ? { maxIterations: opts.maxIterations, timeLimitMs: 1e9 } : {},
  );
  const invalid = validateAnswer(problem, answer).errors;
  if (answer.unplaced.length > 0) invalid.push(`${answer.unplaced.length} unplaced`);
  const plate = (problem.slabs[0]?.width ?? 0) * (problem.slabs[0]?.height ?? 0);
  const itemArea = problem.pieces.reduce((s, p) => s + p.width * p.height, 0);
  const last = answer.slabs.at(-1);
  const waste = (answer.slabs.length - 1) * plate + (last ? lastPlateUsed(last) : 0) - itemArea;
  return {
    name,
    items: items.length,
    slabs: answer.stats.slabsUsed,
    yield: answer.stats.yield,
    waste,
    bestWaste: best.get(name) ?? NaN,
    remnantArea: Math.round(
      (answer.stats.lastSlabRemnant?.width ?? 0) * (answer.stats.lastSlabRemnant?.height ?? 0),
    ),
    itemArea,
    plateArea: plate * answer.slabs.length,
    timeMs: answer.stats.timeMs,
    invalid,
  };
}

export type RoadefSummary = {
  slabs: number;
  yield: number;
  waste: number;
  bestWaste: number;
  ratio: number;
  median: number;
  above2: number;
  invalid: number;
};

export function roadefSummary(rs: RoadefResult[]): RoadefSummary {
  const waste = rs.reduce((s, r) => s + r.waste, 0);
  const bestWaste = rs.reduce((s, r) => s + r.bestWaste, 0);
  const ratios = rs.map((r) => r.waste / r.bestWaste).sort((a, b) => a - b);
  const mid = Math.floor(ratios.length / 2);
  return {
    slabs: rs.reduce((s, r) => s + r.slabs, 0),
    yield: rs.reduce((s, r) => s + r.itemArea, 0) / rs.reduce((s, r) => s + r.plateArea, 0),
    waste,
    bestWaste,
    ratio: waste / bestWaste,
    median:
      ratios.length % 2 ? (ratios[mid] ?? 0) : ((ratios[mid - 1] ?? 0) + (ratios[mid] ?? 0)) / 2,
    above2: ratios.filter((x) => x > 2).length,
    invalid: rs.filter((r) => r.invalid.length > 0).length,
  };
}

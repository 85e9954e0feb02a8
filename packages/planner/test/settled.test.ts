// Issue 24, item 2: once the slab count meets its lower bound, the search judges layouts by the
// band the last slab really needs (band.ts), fills the last slab first in some rebuilds
// (last-first.ts) and puts the narrowest slab last.
import { describe, expect, it } from 'vitest';
import { bandOf, isBetterSolution } from '../src/band.ts';
import { fillBand } from '../src/last-first.ts';
import { buildModel } from '../src/model.ts';
import type { Item, Model } from '../src/model.ts';
import { layoutOf, packSet } from '../src/pack-set.ts';
import { parseProblem } from '../src/parse-problem.ts';
import { createRng } from '../src/rng.ts';
import { isBetter, makeBin, scoreOf } from '../src/solution.ts';
import type { Bin, Solution } from '../src/solution.ts';
import { makeProblem, piece, planValid, slab } from './helpers.ts';

// A ROADEF 2018 plate as the bench sees it (transposed): strips lying run across 3210 mm.
const PLATE = slab('P', 3210, 6000);

function modelOf(pieces: ReturnType<typeof piece>[]): Model {
  return buildModel(parseProblem(makeProblem({ slabs: [PLATE], pieces })));
}

function packSetOrThrow(items: Item[], model: Model): Bin {
  const set = packSet(items, model.types[0]!, model, null, 99);
  if (!set) throw new Error('pieces do not fit');
  return makeBin(set);
}

function solutionOf(model: Model, items: Item[]): Solution {
  return { bins: [packSetOrThrow(items, model)], unplaced: [] };
}

describe('settled search (slab count at its lower bound)', () => {
  it('measures the band two long pieces need, which their reach misses', () => {
    // Neither fits lying (3495 and 3371 > 3210), and standing they cannot share a column.
    const model = modelOf([piece('long1', 600, 3495), piece('long2', 810, 3371)]);
    const bin = packSetOrThrow(model.items, model);
    expect(bandOf(bin, model)).toBeCloseTo(1410 / 3210, 6);
    expect(bin.reach).toBeLessThan(0.26);
  });

  it('prefers the last slab that packs narrower, once the count is settled', () => {
    const model = modelOf([
      piece('long1', 600, 3495),
      piece('long2', 810, 3371),
      piece('wide', 3210, 1800),
    ]);
    const [long1, long2, wide] = model.items as [Item, Item, Item];
    const longs = solutionOf(model, [long1, long2]);
    const wideOnly = solutionOf(model, [wide]);
    // By reach (area 0.25 against 0.30) the long pieces look like the emptier last slab...
    expect(isBetter(scoreOf(longs), scoreOf(wideOnly))).toBe(true);
    expect(isBetterSolution(longs, wideOnly, model, 0)).toBe(true);
    // ...but they need 0.44 of it and the wide piece 0.30: settled, that is what counts.
    expect(isBetterSolution(wideOnly, longs, model, 1)).toBe(true);
    expect(isBetterSolution(longs, wideOnly, model, 1)).toBe(false);
  });

  it('fills the last slab first inside the band it is given, both ways', () => {
    const model = modelOf(Array.from({ length: 40 }, (_, k) => piece(`p${k}`, 500, 700)));
    for (const standing of [false, true]) {
      const bin = fillBand(model.items, model.types[0]!, 0.4, standing, model, createRng(3));
      expect(bin).not.toBeNull();
      const layout = layoutOf(bin!, model);
      expect(layout.placed.length).toBe(bin!.order.length);
      expect(layout.placed.length).toBeGreaterThan(0);
      for (const p of layout.placed) {
        if (standing) expect(p.x + p.w).toBeLessThanOrEqual(0.4 * 3210 + 1e-6);
        else expect(p.y + p.h).toBeLessThanOrEqual(0.4 * 6000 + 1e-6);
      }
      expect(bandOf(bin!, model)).toBeLessThanOrEqual(0.4 + 1e-9);
    }
  });

  it('keeps every layout valid on plates with defects, the narrowest slab last', () => {
    // Three plates, each with its own defect (so three slab sizes to the model), pieces for two.
    const plates = [0, 1, 2].map((k) =>
      slab(`P${k}`, 3210, 6000, {
        count: 1,
        defects: [{ x: 400 + 900 * k, y: 1000 + 1500 * k, width: 8, height: 6 }],
      }),
    );
    const pieces = [
      piece('long1', 600, 3495),
      piece('long2', 810, 3371),
      piece('long3', 802, 3296),
      piece('big', 2010, 2236),
      piece('mid', 1203, 1989, 4),
      piece('small', 469, 456, 12),
    ];
    const problem = makeProblem({ slabs: plates, pieces, seed: 3 });
    const answer = planValid(problem, 30);
    expect(answer.unplaced).toEqual([]);
    expect(answer.slabs.length).toBe(2);
    // The last slab is the one whose pieces end lowest or leftmost: its off-cut is the larger.
    const [first, last] = answer.slabs as [(typeof answer.slabs)[0], (typeof answer.slabs)[0]];
    const used = (s: typeof first) =>
      Math.min(
        Math.max(...s.placements.map((p) => p.y + p.height)) / 6000,
        Math.max(...s.placements.map((p) => p.x + p.width)) / 3210,
      );
    expect(used(last)).toBeLessThanOrEqual(used(first));
  });
});

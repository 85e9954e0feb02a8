import { describe, expect, it } from 'vitest';
import { lowerBound, martelloVigoL2 } from '../src/lower-bounds.ts';
import { buildModel } from '../src/model.ts';
import { makeProblem, piece, slab } from './helpers.ts';

const boundOf = (...args: Parameters<typeof makeProblem>): number =>
  lowerBound(buildModel(makeProblem(...args)));

describe('lower bounds', () => {
  it('area bound counts the kerf on pieces and slab', () => {
    expect(boundOf({ pieces: [piece('q', 50, 50, 4)] })).toBe(1);
    // Grown by a 2 mm kerf, four 50×50 pieces need 4·52² > 102² of grown slab area.
    expect(boundOf({ kerf: 2, pieces: [piece('q', 50, 50, 4)] })).toBeGreaterThanOrEqual(2);
  });

  it('L2 sees that pieces larger than half the slab never share it', () => {
    // Area alone says 2 slabs; none of these 60×60 pieces can share a 100×100 slab.
    expect(boundOf({ pieces: [piece('big', 60, 60, 5, false)] })).toBe(5);
    expect(
      martelloVigoL2(
        [
          { w: 60, h: 60 },
          { w: 60, h: 60 },
          { w: 60, h: 60 },
        ],
        100,
        100,
      ),
    ).toBe(3);
  });

  it('stays valid with rotation (long thin pieces can lie side by side)', () => {
    // 10 pieces of 100×10: fixed orientation they stack in one slab; rotatable too.
    expect(boundOf({ pieces: [piece('s', 100, 10, 10, true)] })).toBe(1);
    // 51×10 rotatable: L2 on fixed sizes would claim 2 slabs (width > half), rotation packs 1.
    expect(boundOf({ pieces: [piece('s', 51, 10, 2, true), piece('t', 10, 51, 2, true)] })).toBe(1);
  });

  it('subtracts defects from the slab area', () => {
    const defects = [
      { x: 0, y: 0, width: 50, height: 100 },
      { x: 25, y: 0, width: 50, height: 100 },
    ];
    // Defects cover 75 % of the slab (they overlap: the union counts once).
    expect(
      boundOf({ slabs: [slab('D', 100, 100, { defects })], pieces: [piece('p', 20, 20, 10)] }),
    ).toBe(2);
  });
});

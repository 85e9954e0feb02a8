import { describe, expect, it } from 'vitest';
import { makeProblem, piece, planValid, slab } from './helpers.ts';

const placedCount = (a: ReturnType<typeof planValid>, id: string): number =>
  a.slabs.reduce((n, s) => n + s.placements.filter((p) => p.pieceId === id).length, 0);

describe('planLayout', () => {
  it('fits four quarters on one slab and reports full yield', () => {
    const a = planValid(makeProblem({ pieces: [piece('q', 50, 50, 4)] }));
    expect(a.stats.slabsUsed).toBe(1);
    expect(a.stats.yield).toBeCloseTo(1);
    expect(a.stats.lowerBound).toBe(1);
  });

  it('keeps a kerf between pieces, so four quarters no longer fit on one slab', () => {
    const a = planValid(makeProblem({ kerf: 2, pieces: [piece('q', 50, 50, 4)] }));
    expect(a.stats.slabsUsed).toBe(4);
    const b = planValid(makeProblem({ kerf: 2, pieces: [piece('q', 49, 49, 4)] }));
    expect(b.stats.slabsUsed).toBe(1);
  });

  it('keeps pieces inside the trimmed border', () => {
    const a = planValid(makeProblem({ trim: 5, pieces: [piece('p', 90, 40, 2)] }));
    expect(a.stats.slabsUsed).toBe(1);
    for (const p of a.slabs[0]?.placements ?? []) expect(p.x).toBeGreaterThanOrEqual(5);
  });

  it('rotates only where allowed', () => {
    const fixed = planValid(
      makeProblem({ pieces: [piece('tall', 30, 100, 3, false), piece('wide', 100, 30, 1, false)] }),
    );
    expect(fixed.stats.slabsUsed).toBe(2);
    expect(fixed.slabs.flatMap((s) => s.placements).every((p) => !p.rotated)).toBe(true);
    const free = planValid(
      makeProblem({ pieces: [piece('tall', 30, 100, 3, true), piece('wide', 100, 30, 1, false)] }),
    );
    expect(free.stats.slabsUsed).toBe(2);
    const rot = planValid(makeProblem({ pieces: [piece('wide', 100, 30, 3, true)] }));
    expect(rot.stats.slabsUsed).toBe(1);
  });

  it('avoids defects and still places everything', () => {
    const defects = [{ x: 45, y: 45, width: 10, height: 10 }];
    const a = planValid(
      makeProblem({
        kerf: 1,
        slabs: [slab('D', 100, 100, { defects })],
        pieces: [piece('p', 40, 40, 4)],
      }),
    );
    expect(a.unplaced).toEqual([]);
    expect(a.stats.slabsUsed).toBe(1);
  });

  it('reports pieces blocked by defects', () => {
    const defects = [{ x: 0, y: 40, width: 100, height: 20 }];
    const a = planValid(
      makeProblem({ slabs: [slab('D', 100, 100, { defects })], pieces: [piece('big', 90, 90, 1)] }),
    );
    expect(a.unplaced).toEqual([{ pieceId: 'big', reason: 'blocked-by-defects' }]);
  });

  it('honours slab counts and reports what is left over', () => {
    const a = planValid(
      makeProblem({ slabs: [slab('S', 100, 100, { count: 2 })], pieces: [piece('h', 100, 50, 5)] }),
    );
    expect(a.stats.slabsUsed).toBe(2);
    expect(a.unplaced).toEqual([{ pieceId: 'h', reason: 'no-slab-left' }]);
  });

  it('chooses among several slab sizes and uses the small one when it suffices', () => {
    const a = planValid(
      makeProblem({
        slabs: [slab('big', 200, 200), slab('small', 60, 60)],
        pieces: [piece('p', 50, 50, 17)],
      }),
    );
    expect(a.unplaced).toEqual([]);
    const ids = a.slabs.map((s) => s.slabId).sort();
    expect(ids).toEqual(['big', 'small']);
  });

  it('respects 2-stage layouts', () => {
    const a = planValid(
      makeProblem({
        maxStages: 2,
        kerf: 1,
        pieces: [piece('a', 30, 20, 6), piece('b', 15, 10, 9)],
      }),
    );
    expect(a.unplaced).toEqual([]);
    expect(Math.max(...a.slabs.flatMap((s) => s.cuts.map((c) => c.stage)))).toBeLessThanOrEqual(3);
  });

  it('lays out free mode without guillotine cuts', () => {
    const a = planValid(
      makeProblem({
        mode: 'free',
        maxStages: null,
        pieces: [piece('a', 30, 70, 3), piece('b', 70, 30, 3)],
      }),
    );
    expect(a.slabs.every((s) => s.cuts.length === 0)).toBe(true);
    expect(a.stats.slabsUsed).toBeGreaterThanOrEqual(a.stats.lowerBound);
  });

  it('lists remnants at least minRemnant in size', () => {
    const a = planValid(
      makeProblem({
        kerf: 2,
        minRemnant: { width: 30, height: 30 },
        pieces: [piece('p', 60, 100, 1, false)],
      }),
    );
    const remnants = a.slabs[0]?.remnants ?? [];
    expect(remnants.length).toBe(1);
    expect(remnants[0]?.width).toBeCloseTo(38);
    expect(placedCount(a, 'p')).toBe(1);
  });

  it('puts the emptiest slab last', () => {
    const a = planValid(
      makeProblem({ pieces: [piece('big', 90, 90, 2), piece('small', 10, 10, 1)] }),
    );
    const yields = a.slabs.map((s) => s.yield);
    expect(yields).toEqual([...yields].sort((x, y) => y - x));
  });
});

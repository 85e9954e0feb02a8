import { describe, expect, it } from 'vitest';
import { readDxf } from '../src/index.ts';
import { circle, dxfDocument, lwpolyline, toBytes } from './dxf-writer.ts';

/** A 100×50 slab with rounded right corners (drawn clockwise) and a round hole. */
const slab = lwpolyline(
  [
    [0, 0],
    [0, 50],
    [90, 50, -0.4142135623730951],
    [100, 40],
    [100, 10, -0.4142135623730951],
    [90, 0],
  ],
  true,
);
const read = () =>
  readDxf(toBytes(dxfDocument({ insunits: 4, entities: slab + circle(30, 25, 10) })));

describe('piece contours', () => {
  it('give the outline counter-clockwise and the hole clockwise, arcs kept as bulges', () => {
    const [piece] = read().pieces;
    const outline = piece!.outline;
    expect(outline.path).toHaveLength(18);
    // Drawn clockwise, so read back reversed: the corner arcs now bulge counter-clockwise.
    expect(outline.path.filter((_, i) => i % 3 === 2 && _ !== 0)).toEqual([
      0.4142135623730951, 0.4142135623730951,
    ]);
    expect(outline.bounds).toEqual({ minX: 0, minY: 0, maxX: 100, maxY: 50 });
    const hole = piece!.holes[0]!;
    const signed = (p: number[]) => {
      let twice = 0;
      for (let i = 0, n = p.length / 2, j = n - 1; i < n; j = i++) {
        twice += p[j * 2]! * p[i * 2 + 1]! - p[i * 2]! * p[j * 2 + 1]!;
      }
      return twice / 2;
    };
    expect(signed(outline.points)).toBeGreaterThan(0);
    expect(signed(hole.points)).toBeLessThan(0);
    expect(hole.bounds).toEqual({ minX: 20, minY: 15, maxX: 40, maxY: 35 });
    expect(piece!.areaMm2).toBeCloseTo(outline.areaMm2 - Math.PI * 100, 6);
  });

  it('build each array once and serialise in full', () => {
    const [piece] = read().pieces;
    expect(piece!.outline.path).toBe(piece!.outline.path);
    expect(piece!.outline.points).toBe(piece!.outline.points);
    const sent = JSON.parse(JSON.stringify(piece));
    expect(sent.outline).toEqual({
      path: piece!.outline.path,
      points: piece!.outline.points,
      areaMm2: piece!.outline.areaMm2,
      bounds: piece!.outline.bounds,
    });
    expect(sent.holes[0].path).toEqual(piece!.holes[0]!.path);
  });
});

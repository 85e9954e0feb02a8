import { describe, expect, it } from 'vitest';
import { pathBounds, reversePath, signedArea, tessellate } from './bulge-path.ts';
import { polygonArea } from './point-in-polygon.ts';

const unitCircle = [1, 0, 1, -1, 0, 1];

describe('bulge paths', () => {
  it('measures a circle of two half arcs exactly and its tessellation within tolerance', () => {
    expect(signedArea(unitCircle)).toBeCloseTo(Math.PI, 12);
    const points = tessellate(unitCircle, true, 0.001);
    expect(Math.abs(polygonArea(points) - Math.PI)).toBeLessThan(0.01);
  });
  it('reverses direction: same area with the other sign, arcs kept', () => {
    const rounded = [0, 0, 0, 10, 0, 0.4, 12, 5, 0, 0, 5, -0.2];
    const reversed = reversePath(rounded, true);
    expect(signedArea(reversed)).toBeCloseTo(-signedArea(rounded), 9);
    expect(reversePath(reversed, true)).toEqual(rounded);
  });
  it('bounds include the arc extremes, not only the vertices', () => {
    const halfDisc = [0, 0, 1, 10, 0, 0]; // semicircle below the chord, then back
    const b = pathBounds(halfDisc, true);
    expect(b.minY).toBeCloseTo(-5, 9);
    expect(b.maxX).toBeCloseTo(10, 9);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundsOfPoints, pathBounds, reversePath, signedArea, tessellate } from './bulge-path.ts';
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

  it('measures any bulge path as its dense tessellation does (area and bounds without trig)', () => {
    const coordinate = fc.double({ min: -1000, max: 1000, noNaN: true });
    const bulge = fc.oneof(fc.constant(0), fc.double({ min: -3, max: 3, noNaN: true }));
    const vertex = fc.tuple(coordinate, coordinate, bulge);
    fc.assert(
      fc.property(fc.array(vertex, { minLength: 2, maxLength: 6 }), (vertices) => {
        const path = vertices.flat();
        const points = tessellate(path, true, 1e-4);
        const exact = pathBounds(path, true);
        const drawn = boundsOfPoints(points);
        // The arcs' radii can dwarf the vertices (a bulge near 0); scale the slack with them.
        const extent = Math.max(
          1,
          ...path.map(Math.abs),
          exact.maxX - exact.minX,
          exact.maxY - exact.minY,
        );
        const slack = 1e-3 * extent;
        expect(Math.abs(exact.minX - drawn.minX)).toBeLessThan(slack);
        expect(Math.abs(exact.maxX - drawn.maxX)).toBeLessThan(slack);
        expect(Math.abs(exact.minY - drawn.minY)).toBeLessThan(slack);
        expect(Math.abs(exact.maxY - drawn.maxY)).toBeLessThan(slack);
        // Chords within 1e-4 of their arcs: the area differs by at most that times the length.
        expect(Math.abs(signedArea(path) - polygonArea(points))).toBeLessThan(slack * extent);
      }),
    );
  });
});

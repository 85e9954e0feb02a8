import { describe, expect, it } from 'vitest';
import { tessellate } from './bulge-path.ts';
import { placePoint, placePointByChords } from './point-in-polygon.ts';

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('placePointByChords', () => {
  it('agrees with placePoint on the tessellation whenever it answers', () => {
    const next = random(7);
    let answered = 0;
    for (let shape = 0; shape < 200; shape++) {
      // A star-shaped loop around the origin, counter-clockwise, with random bulges either way.
      const n = 3 + Math.floor(next() * 6);
      const path: number[] = [];
      for (let k = 0; k < n; k++) {
        const angle = ((k + next() * 0.5) / n) * 2 * Math.PI;
        const radius = 20 + next() * 80;
        const bulge = next() < 0.3 ? 0 : (next() * 2 - 1) * 1.5;
        path.push(radius * Math.cos(angle), radius * Math.sin(angle), bulge);
      }
      const tolerance = next() < 0.5 ? 0.01 : 1;
      const polygon = tessellate(path, true, 0.1);
      for (let probe = 0; probe < 100; probe++) {
        const x = (next() * 2 - 1) * 150;
        const y = (next() * 2 - 1) * 150;
        const fast = placePointByChords(path, x, y, tolerance);
        if (fast === undefined) continue;
        answered++;
        expect(fast).toBe(placePoint(polygon, x, y, tolerance));
      }
    }
    expect(answered).toBeGreaterThan(1000);
  });
});

import { describe, expect, test } from 'vitest';
import { edgeLength, layoutFigures } from './cut-length.ts';

describe('cut length of a layout', () => {
  test('stored guillotine cuts are summed', () => {
    const json = JSON.stringify({
      placements: [{ pieceId: 'a', x: 0, y: 0, width: 100, height: 50 }],
      cuts: [
        { stage: 1, orientation: 'h', x: 0, y: 50, length: 300.4 },
        { stage: 2, orientation: 'v', x: 100, y: 0, length: 50 },
      ],
    });
    expect(layoutFigures(json)).toEqual({ pieceIds: ['a'], cutLengthMm: 350, rectAreaMm2: 5000 });
  });

  test('without cuts, an edge two pieces share is sawn once', () => {
    const a = { pieceId: 'a', x: 0, y: 0, width: 100, height: 50 };
    const b = { pieceId: 'b', x: 100, y: 0, width: 100, height: 50 };
    // Two 200 mm long edges, three 50 mm cross edges.
    expect(edgeLength([a, b])).toBe(2 * 200 + 3 * 50);
    expect(edgeLength([])).toBe(0);
  });

  test('an unreadable layout measures nothing', () => {
    expect(layoutFigures('not json')).toEqual({ pieceIds: [], cutLengthMm: 0, rectAreaMm2: 0 });
  });
});

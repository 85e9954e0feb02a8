import { describe, expect, it } from 'vitest';
import { readDxf } from '../src/index.ts';
import { readSample } from './sample-files.ts';

/**
 * ezdxf_2_polylines.dxf (metres). The closed figures are there — two of lines and arcs, one of
 * arcs only, five overlapping rectangles — but the file also draws seven connector LINEs (handles
 * 10B and 144–149, after the "AMBIGOUSE" label) from corner to corner, and the open polyline has
 * three stubs. Their ends meet the figures' nodes exactly (no tolerance involved), so every group
 * has nodes where three edges meet: all five groups are ambiguous and no piece is guessed.
 */
const NAME = 'ezdxf_2_polylines.dxf';
const CONNECTORS = /\n {2}0\nLINE\n {2}5\n(?:10B|14[4-9])\n[\s\S]*?(?=\n {2}0\n)/g;

describe('edge chaining on ezdxf_2_polylines.dxf', () => {
  it('reports every group as ambiguous, whatever the tolerance', () => {
    for (const chainTolerance of [0.001, 0.01, 1]) {
      const result = readDxf(readSample(NAME), { chainTolerance });
      expect(result.units).toBe('m');
      expect(result.pieces).toHaveLength(0);
      expect(result.openChains.map((chain) => [chain.kind, chain.edgeCount])).toEqual([
        ['ambiguous', 10],
        ['ambiguous', 15],
        ['ambiguous', 11],
        ['ambiguous', 24],
        ['ambiguous', 19],
      ]);
      expect(result.openChains.every((chain) => chain.degree >= 3)).toBe(true);
    }
  });

  it('without the seven connectors, chains the eight closed loops and keeps the stubbed chain ambiguous', () => {
    const text = new TextDecoder().decode(readSample(NAME));
    expect(text.match(CONNECTORS)).toHaveLength(7);
    const result = readDxf(new TextEncoder().encode(text.replace(CONNECTORS, '')));
    expect(result.stats.closedOutlines).toBe(8);
    // The five rectangles overlap one another, so none becomes a hole: eight pieces.
    expect(result.pieces).toHaveLength(8);
    expect(result.pieces.every((piece) => piece.holes.length === 0)).toBe(true);
    expect(result.warnings.map((w) => w.code)).toContain('DXF_OVERLAPPING_OUTLINES');
    expect(result.openChains.map((chain) => [chain.kind, chain.edgeCount])).toEqual([
      ['ambiguous', 19],
    ]);
    const labels = result.pieces.map((piece) => piece.label).filter((label) => label !== null);
    expect(labels.sort()).toEqual([
      'closed loop: circular arcs',
      'closed loop: lines and cirular arcs',
      'closed loop: lines and cirular arcs',
    ]);
  });
});

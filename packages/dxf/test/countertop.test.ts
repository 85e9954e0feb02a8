import { describe, expect, it } from 'vitest';
import { readDxf } from '../src/index.ts';
import type { Piece } from '../src/index.ts';
import { readSample } from './sample-files.ts';

// Analytic figures from fixtures/README.md (as in the shared corpus README); tessellation must
// agree within 0.01 %.
const EXPECTED = [
  {
    label: '台面-01',
    net: 2_544_444.8,
    outer: 2_879_463.5,
    holes: [334_056.6, 962.1],
    w: 3000,
    h: 2400,
  },
  { label: '背板-02', net: 303_927.0, outer: 303_927.0, holes: [], w: 3050, h: 100 },
  { label: '岛台-03', net: 951_415.9, outer: 951_415.9, holes: [], w: 1200, h: 800 },
  { label: '岛台-04', net: 951_415.9, outer: 951_415.9, holes: [], w: 800, h: 1200 },
];

const result = readDxf(readSample('synthetic/stone_countertop_gbk_r2000.dxf'));
const byLabel = (label: string): Piece => {
  const piece = result.pieces.find((p) => p.label === label);
  if (!piece) throw new Error(`no piece labelled ${label}`);
  return piece;
};
const tessellatedArea = (points: number[]) => {
  let twice = 0;
  for (let i = 0, n = points.length / 2, j = n - 1; i < n; j = i++) {
    twice +=
      (points[j * 2] ?? 0) * (points[i * 2 + 1] ?? 0) -
      (points[i * 2] ?? 0) * (points[j * 2 + 1] ?? 0);
  }
  return twice / 2;
};

describe('stone_countertop_gbk_r2000.dxf (README expectations)', () => {
  it('finds exactly the four pieces with readable GBK labels, in mm', () => {
    expect(result.units).toBe('mm');
    expect(result.pieces.map((p) => p.label).sort()).toEqual(EXPECTED.map((e) => e.label).sort());
    expect(JSON.stringify(result)).not.toContain('\uFFFD');
  });

  for (const e of EXPECTED) {
    it(`${e.label}: area, holes and size`, () => {
      const piece = byLabel(e.label);
      expect(Math.abs(piece.areaMm2 - e.net) / e.net).toBeLessThan(1e-4);
      expect(Math.abs(piece.outline.areaMm2 - e.outer) / e.outer).toBeLessThan(1e-4);
      const holes = piece.holes.map((hole) => hole.areaMm2).sort((a, b) => b - a);
      expect(holes).toHaveLength(e.holes.length);
      holes.forEach((area, i) =>
        expect(Math.abs(area - (e.holes[i] ?? 0)) / area).toBeLessThan(1e-4),
      );
      expect(piece.width).toBeCloseTo(e.w, 3);
      expect(piece.height).toBeCloseTo(e.h, 3);
      // The tessellated outline agrees with the exact one within 0.01 %.
      expect(Math.abs(tessellatedArea(piece.outline.points) - e.outer) / e.outer).toBeLessThan(
        1e-4,
      );
      expect(piece.layer).toBe('轮廓');
    });
  }

  it('keeps the arcs as bulges (the r=50 fillet and the backsplash half-disc)', () => {
    const bulges = (p: Piece) => p.outline.path.filter((_, i) => i % 3 === 2 && _ !== 0);
    expect(bulges(byLabel('台面-01')).length).toBeGreaterThanOrEqual(1);
    expect(bulges(byLabel('背板-02')).length).toBeGreaterThanOrEqual(1);
    expect(
      byLabel('台面-01').holes.some((h) => h.path.some((v, i) => i % 3 === 2 && v !== 0)),
    ).toBe(true);
  });

  it('places the island tops at their centres, the second one mirrored and turned', () => {
    const centre = (p: Piece) => [
      (p.outline.bounds.minX + p.outline.bounds.maxX) / 2,
      (p.outline.bounds.minY + p.outline.bounds.maxY) / 2,
    ];
    expect(centre(byLabel('岛台-03'))[0]).toBeCloseTo(4200, 6);
    expect(centre(byLabel('岛台-03'))[1]).toBeCloseTo(900, 6);
    expect(centre(byLabel('岛台-04'))[0]).toBeCloseTo(4200, 6);
    expect(centre(byLabel('岛台-04'))[1]).toBeCloseTo(2900, 6);
    // Mirroring must not turn the outline inside out: outlines stay counter-clockwise.
    expect(tessellatedArea(byLabel('岛台-04').outline.points)).toBeGreaterThan(0);
  });

  it('keeps MTEXT material and thickness lines as separate fields', () => {
    const top = byLabel('台面-01');
    expect(top.material).toBe('雅士白');
    expect(top.thickness).toBe('20mm');
  });

  it('leaves out the frame with a warning in both languages, and the DIMENSION', () => {
    const frame = result.warnings.find((w) => w.code === 'DXF_FRAME_IGNORED');
    expect(frame?.message.en).toContain('7000 × 4700');
    expect(frame?.message.zh).toContain('图框');
    expect(result.pieces.every((p) => p.width < 7000)).toBe(true);
    expect(result.openChains).toHaveLength(0);
  });

  it('closes the backsplash across its 0.004 mm gap only within the tolerance', () => {
    const strict = readDxf(readSample('synthetic/stone_countertop_gbk_r2000.dxf'), {
      chainTolerance: 0.001,
    });
    expect(strict.pieces.map((p) => p.label)).not.toContain('背板-02');
    expect(strict.openChains.some((c) => c.kind === 'open')).toBe(true);
  });
});

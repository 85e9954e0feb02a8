import { describe, expect, it } from 'vitest';
import { readDxf } from '../src/index.ts';
import { circle, dxfDocument, lwpolyline, text, toBytes } from './dxf-writer.ts';

const rect = (x: number, y: number, w: number, h: number, layer = '0') =>
  lwpolyline(
    [
      [x, y],
      [x + w, y],
      [x + w, y + h],
      [x, y + h],
    ],
    true,
    layer,
  );
const read = (entities: string) => readDxf(toBytes(dxfDocument({ insunits: 4, entities })));
const codes = (entities: string) => read(entities).warnings.map((w) => w.code);

/** A HATCH whose polyline boundary repeats the outline, as CAD programs write it. */
function hatchOver(x: number, y: number, w: number, h: number): string {
  const pairs: [number, string | number][] = [
    [0, 'HATCH'],
    [8, '0'],
    [2, 'SOLID'],
    [70, 1],
    [91, 1],
    [92, 2],
    [72, 0],
    [73, 1],
    [93, 4],
  ];
  for (const [px, py] of [
    [x, y],
    [x + w, y],
    [x + w, y + h],
    [x, y + h],
  ])
    pairs.push([10, px ?? 0], [20, py ?? 0]);
  pairs.push([97, 0], [75, 0], [76, 1], [98, 0]);
  return pairs.map(([code, value]) => `${code}\n${value}\n`).join('');
}

describe('nesting, duplicates, overlaps and frames', () => {
  it('an outline drawn twice, or under a HATCH, gives one piece', () => {
    const result = read(
      rect(0, 0, 100, 50) + rect(0, 0, 100, 50) + hatchOver(0, 0, 100, 50) + text('A-1', 10, 10),
    );
    expect(result.pieces).toHaveLength(1);
    expect(result.pieces[0]?.label).toBe('A-1');
    expect(result.warnings.map((w) => w.code)).toContain('DXF_DUPLICATE_OUTLINE');
  });

  it('overlapping outlines are flagged and neither becomes a hole of the other', () => {
    const result = read(rect(0, 0, 100, 100) + rect(50, 50, 100, 100));
    expect(result.pieces).toHaveLength(2);
    expect(result.pieces.every((p) => p.holes.length === 0)).toBe(true);
    expect(result.warnings.map((w) => w.code)).toContain('DXF_OVERLAPPING_OUTLINES');
  });

  it('an island inside a hole is a piece of its own', () => {
    const result = read(rect(0, 0, 300, 300) + rect(50, 50, 200, 200) + rect(100, 100, 100, 100));
    expect(result.pieces.map((p) => p.areaMm2).sort((a, b) => a - b)).toEqual([
      10_000,
      90_000 - 40_000,
    ]);
  });

  it('a frame around labelled pieces is left out; a slab with two holes is not a frame', () => {
    const frame = rect(-10, -10, 500, 300, 'SHEET');
    const pieces =
      rect(0, 0, 100, 100) + text('P-1', 50, 50) + rect(200, 0, 100, 100) + text('P-2', 250, 50);
    expect(codes(frame + pieces)).toContain('DXF_FRAME_IGNORED');
    expect(read(frame + pieces).pieces.map((p) => p.label)).toEqual(['P-1', 'P-2']);
    const slab = read(
      rect(0, 0, 300, 100) + circle(50, 50, 10) + circle(150, 50, 10) + text('S-1', 250, 50),
    );
    expect(slab.pieces).toHaveLength(1);
    expect(slab.pieces[0]?.holes).toHaveLength(2);
    expect(slab.warnings.map((w) => w.code)).not.toContain('DXF_FRAME_IGNORED');
  });
});

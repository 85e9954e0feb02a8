import { describe, expect, it } from 'vitest';
import { readDxf } from '../src/index.ts';
import { block, circle, dxfDocument, insert, lwpolyline, text, toBytes } from './dxf-writer.ts';

const SLAB = lwpolyline(
  [
    [0, 0],
    [60, 0],
    [60, 40],
    [0, 40],
  ],
  true,
);

/** The same drawing with its sections in the usual order, and with ENTITIES first, HEADER last. */
function bothOrders(): [string, string] {
  const usual = dxfDocument({
    insunits: 5, // cm
    blocks: block('SLAB', 0, 0, SLAB + circle(30, 20, 5)),
    entities:
      insert('SLAB', 100, 0, { columns: 2, columnSpacing: 100 }) +
      text('N1-001', 110, 10) +
      text('N1-002', 210, 10) +
      lwpolyline(
        [
          [0, 100],
          [50, 100],
          [50, 150],
          [0, 150],
        ],
        true,
      ) +
      text('N1-003', 10, 110),
  });
  const section = (name: string) => {
    const start = usual.indexOf(`0\nSECTION\n2\n${name}\n`);
    const end = usual.indexOf('\n0\nENDSEC\n', start) + '\n0\nENDSEC\n'.length;
    return usual.slice(start, end);
  };
  const eof = usual.slice(usual.lastIndexOf('\n0\nENDSEC\n') + '\n0\nENDSEC\n'.length);
  const reordered = section('ENTITIES') + section('BLOCKS') + section('HEADER') + eof;
  return [usual, reordered];
}

describe('streaming model space does not depend on the section order', () => {
  it('expands INSERTs that come before their BLOCKS and applies a HEADER read last', () => {
    const [usual, reordered] = bothOrders();
    expect(reordered).not.toBe(usual);
    const summary = (dxf: string) =>
      readDxf(toBytes(dxf)).pieces.map((piece) => ({
        label: piece.label,
        areaMm2: Math.round(piece.areaMm2),
        width: piece.width,
        holes: piece.holes.length,
      }));
    const expected = [
      { label: 'N1-001', areaMm2: 240000 - Math.round(Math.PI * 2500), width: 600, holes: 1 },
      { label: 'N1-002', areaMm2: 240000 - Math.round(Math.PI * 2500), width: 600, holes: 1 },
      { label: 'N1-003', areaMm2: 250000, width: 500, holes: 0 },
    ];
    expect(summary(usual)).toEqual(expected);
    expect(summary(reordered)).toEqual(expected);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readDxf } from '../src/index.ts';
import {
  arc,
  block,
  circle,
  dxfDocument,
  insert,
  line,
  lwpolyline,
  text,
  toBytes,
} from './dxf-writer.ts';

const RUNS = { numRuns: Number(process.env.PROPERTY_RUNS ?? 60) };
const CELL = 1000;
const relativeError = (actual: number, expected: number) => Math.abs(actual - expected) / expected;

const size = fc.double({ min: 10, max: 800, noNaN: true });
const label = fc.stringMatching(/^[A-Z]{1,3}\d{0,2}-\d{1,3}$/);
const chineseLabel = fc
  .array(fc.constantFrom('台', '面', '岛', '背', '板', '石', '墙'), { minLength: 1, maxLength: 3 })
  .map((chars) => chars.join(''));

type Rect = { w: number; h: number; label: string; asLines: boolean; reversed: boolean };
const rect = fc.record({ w: size, h: size, label, asLines: fc.boolean(), reversed: fc.boolean() });

/** Each rectangle in its own grid cell, so none overlap; drawn as a polyline or as 4 lines. */
function drawRect(r: Rect, i: number): string {
  const x = (i % 10) * CELL;
  const y = Math.floor(i / 10) * CELL;
  let corners = [
    [x, y],
    [x + r.w, y],
    [x + r.w, y + r.h],
    [x, y + r.h],
  ];
  if (r.reversed) corners = corners.reverse();
  const outline = r.asLines
    ? corners
        .map((c, k) => {
          const n = corners[(k + 1) % 4] ?? c;
          return line(c[0] ?? 0, c[1] ?? 0, n[0] ?? 0, n[1] ?? 0);
        })
        .join('')
    : lwpolyline(corners, true);
  return outline + text(r.label, x + r.w / 2, y + r.h / 2);
}

describe('property: what is written is read back', () => {
  it('rectangles (polylines or loose lines, either direction) keep areas, sizes and labels', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(rect, { minLength: 1, maxLength: 12, selector: (r) => r.label }),
        (rects) => {
          const result = readDxf(
            toBytes(dxfDocument({ insunits: 4, entities: rects.map(drawRect).join('') })),
          );
          expect(result.pieces).toHaveLength(rects.length);
          for (const r of rects) {
            const piece = result.pieces.find((p) => p.label === r.label);
            expect(piece).toBeDefined();
            expect(relativeError(piece?.areaMm2 ?? 0, r.w * r.h)).toBeLessThan(1e-9);
            expect(piece?.width).toBeCloseTo(r.w, 6);
            expect(piece?.height).toBeCloseTo(r.h, 6);
          }
        },
      ),
      RUNS,
    );
  });

  it('circular holes are subtracted exactly; holes never become pieces', () => {
    const holes = fc.array(fc.double({ min: 1, max: 20, noNaN: true }), {
      minLength: 1,
      maxLength: 5,
    });
    fc.assert(
      fc.property(holes, label, (radii, code) => {
        // Holes on a row inside a 300 × 100 slab, 50 mm apart at most 40 mm wide.
        const entities =
          lwpolyline(
            [
              [0, 0],
              [300, 0],
              [300, 100],
              [0, 100],
            ],
            true,
          ) +
          radii.map((r, i) => circle(30 + i * 55, 50, r)).join('') +
          text(code, 5, 5);
        const result = readDxf(toBytes(dxfDocument({ insunits: 4, entities })));
        expect(result.pieces).toHaveLength(1);
        const [piece] = result.pieces;
        const expected = 30000 - radii.reduce((sum, r) => sum + Math.PI * r * r, 0);
        expect(piece?.holes).toHaveLength(radii.length);
        expect(relativeError(piece?.areaMm2 ?? 0, expected)).toBeLessThan(1e-9);
        expect(piece?.label).toBe(code);
      }),
      RUNS,
    );
  });

  it('rounded rectangles from bulges, or from LINE + ARC, have area w·h − (4 − π)·r²', () => {
    fc.assert(
      fc.property(
        size,
        size,
        fc.double({ min: 0.05, max: 0.45, noNaN: true }),
        fc.boolean(),
        (w, h, k, asArcs) => {
          const r = Math.min(w, h) * k;
          const b = Math.tan(Math.PI / 8);
          const entities = asArcs
            ? line(r, 0, w - r, 0) +
              arc(w - r, r, r, 270, 360) +
              line(w, r, w, h - r) +
              arc(w - r, h - r, r, 0, 90) +
              line(w - r, h, r, h) +
              arc(r, h - r, r, 90, 180) +
              line(0, h - r, 0, r) +
              arc(r, r, r, 180, 270)
            : lwpolyline(
                [
                  [r, 0],
                  [w - r, 0, b],
                  [w, r],
                  [w, h - r, b],
                  [w - r, h],
                  [r, h, b],
                  [0, h - r],
                  [0, r, b],
                ],
                true,
              );
          const [piece] = readDxf(toBytes(dxfDocument({ insunits: 4, entities }))).pieces;
          expect(relativeError(piece?.areaMm2 ?? 0, w * h - (4 - Math.PI) * r * r)).toBeLessThan(
            1e-9,
          );
          expect(piece?.width).toBeCloseTo(w, 6);
          expect(piece?.height).toBeCloseTo(h, 6);
        },
      ),
      RUNS,
    );
  });

  it('blocks keep area under rotation, uniform scale and mirroring; attributes label them', () => {
    const placement = fc.record({
      rotation: fc.integer({ min: 0, max: 359 }),
      scale: fc.double({ min: 0.2, max: 5, noNaN: true }),
      mirrored: fc.boolean(),
      code: chineseLabel.map((c) => `${c}-01`),
    });
    fc.assert(
      fc.property(size, size, placement, (w, h, p) => {
        const r = Math.min(w, h) / 4;
        const b = Math.tan(Math.PI / 8);
        const body = lwpolyline(
          [
            [-w / 2 + r, -h / 2],
            [w / 2, -h / 2],
            [w / 2, h / 2],
            [-w / 2, h / 2, 0],
            [-w / 2, -h / 2 + r, -b],
          ],
          true,
        );
        const blocks = block('SLAB', 0, 0, body);
        const entities = insert('SLAB', 5000, 5000, {
          scaleX: p.mirrored ? -p.scale : p.scale,
          scaleY: p.scale,
          rotationDeg: p.rotation,
          attributes: [{ tag: '编号', value: p.code, x: 5000, y: 5000 }],
        });
        const result = readDxf(toBytes(dxfDocument({ insunits: 4, blocks, entities })));
        expect(result.pieces).toHaveLength(1);
        const [piece] = result.pieces;
        // A concave quarter-circle notch: w·h − π r² / 4.
        const expected = (w * h - (Math.PI * r * r) / 4) * p.scale * p.scale;
        expect(relativeError(piece?.areaMm2 ?? 0, expected)).toBeLessThan(1e-9);
        expect(piece?.label).toBe(p.code);
      }),
      RUNS,
    );
  });

  it('declared units scale every area to mm²; unitless files say so', () => {
    const units = fc.constantFrom([1, 25.4], [4, 1], [5, 10], [6, 1000], [0, 1]);
    fc.assert(
      fc.property(size, size, units, (w, h, [code = 0, mm = 1]) => {
        const result = readDxf(
          toBytes(
            dxfDocument({
              insunits: code,
              entities: lwpolyline(
                [
                  [0, 0],
                  [w, 0],
                  [w, h],
                  [0, h],
                ],
                true,
              ),
            }),
          ),
        );
        expect(relativeError(result.pieces[0]?.areaMm2 ?? 0, w * h * mm * mm)).toBeLessThan(1e-9);
        expect(result.units === 'unknown').toBe(code === 0);
      }),
      RUNS,
    );
  });

  it('gaps below the chaining tolerance close; wider gaps stay open chains', () => {
    fc.assert(
      fc.property(
        size,
        size,
        fc.double({ min: 0, max: 0.004, noNaN: true }),
        fc.double({ min: 0.03, max: 5, noNaN: true }),
        (w, h, small, wide) => {
          const draw = (gap: number) =>
            line(0, 0, w, 0) + line(w, 0, w, h) + line(w, h, 0, h) + line(0, h, 0, gap);
          const closed = readDxf(toBytes(dxfDocument({ insunits: 4, entities: draw(small) })));
          expect(closed.pieces).toHaveLength(1);
          const open = readDxf(toBytes(dxfDocument({ insunits: 4, entities: draw(wide) })));
          expect(open.pieces).toHaveLength(0);
          expect(open.openChains.map((c) => c.kind)).toEqual(['open']);
        },
      ),
      RUNS,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { exportLayoutDxf } from '../src/export-dxf.ts';
import { renderLayoutSvg } from '../src/render-svg.ts';
import { labelBoxOf, placeShape, ringArea, shapeArea } from '../src/shape.ts';
import type { PieceShape, Point } from '../src/types.ts';
import { makeProblem, planValid, slab } from './helpers.ts';

/** Issue 23's WB-02: a 1200 × 600 panel with an 80 × 80 hole, 713,600 mm² of stone. */
const WB02: PieceShape = {
  outline: [
    [0, 0],
    [1200, 0],
    [1200, 600],
    [0, 600],
  ],
  holes: [
    [
      [560, 260],
      [560, 340],
      [640, 340],
      [640, 260],
    ],
  ],
};

/** An L-shaped top, legs 600 wide, 3000 × 2400: the middle of its box is off the stone. */
const L_TOP: PieceShape = {
  outline: [
    [0, 0],
    [3000, 0],
    [3000, 600],
    [600, 600],
    [600, 2400],
    [0, 2400],
  ],
  holes: [],
};

/** Even-odd point test over an outline and its holes. */
function isOnStone([px, py]: Point, shape: PieceShape): boolean {
  let inside = false;
  for (const ring of [shape.outline, ...shape.holes])
    ring.forEach(([x1, y1], i) => {
      const [x2, y2] = ring[(i + 1) % ring.length] as Point;
      if (y1 > py !== y2 > py && px < x1 + ((py - y1) / (y2 - y1)) * (x2 - x1)) inside = !inside;
    });
  return inside;
}

/** Every corner and the middle of a box lie on the stone (corners nudged inwards). */
function boxOnStone(shape: PieceShape, label: string): boolean {
  const b = labelBoxOf(shape, label);
  const e = 1e-6;
  const points: Point[] = [
    [b.x + e, b.y + e],
    [b.x + b.width - e, b.y + e],
    [b.x + e, b.y + b.height - e],
    [b.x + b.width - e, b.y + b.height - e],
    [b.x + b.width / 2, b.y + b.height / 2],
  ];
  return b.width > 0 && b.height > 0 && points.every((p) => isOnStone(p, shape));
}

describe('true piece shapes', () => {
  it('yields count net piece area, not bounding boxes', () => {
    const problem = makeProblem({
      slabs: [slab('S', 3200, 3200)],
      pieces: [
        { id: 'WB-02', width: 1200, height: 600, quantity: 1, rotatable: true, shape: WB02 },
        { id: 'L', width: 3000, height: 2400, quantity: 1, rotatable: true, shape: L_TOP },
      ],
    });
    const answer = planValid(problem);
    expect(shapeArea(WB02)).toBe(713_600);
    const net = 713_600 + 3000 * 600 + 600 * 1800;
    const slabArea = 3200 * 3200;
    expect(answer.slabs).toHaveLength(1);
    expect(answer.slabs[0]?.yield).toBeCloseTo(net / slabArea, 12);
    expect(answer.stats.yield).toBeCloseTo(net / slabArea, 12);
    // The box figure it replaces: 720,000 + 7,200,000 mm² (76.29 % instead of 34.07 %).
    expect(answer.stats.yield).toBeLessThan((720_000 + 7_200_000) / slabArea - 0.4);
    expect(answer.slabs[0]?.shapes?.['WB-02']).toEqual(WB02);
  });

  it('a given net area (as read from the drawing, arcs exact) is the one counted', () => {
    const problem = makeProblem({
      slabs: [slab('S', 1000, 1000)],
      pieces: [{ id: 'arc', width: 800, height: 500, quantity: 1, rotatable: true, area: 314_159 }],
    });
    expect(planValid(problem).stats.yield).toBeCloseTo(0.314159, 9);
  });

  it('a rotated piece is turned, never mirrored, and stays inside its placement', () => {
    const placed = placeShape(L_TOP, {
      pieceId: 'L',
      x: 100,
      y: 50,
      width: 2400,
      height: 3000,
      rotated: true,
    });
    const signed = (ring: Point[]) =>
      ring.reduce((a, [x1, y1], i) => {
        const [x2, y2] = ring[(i + 1) % ring.length] as Point;
        return a + x1 * y2 - x2 * y1;
      }, 0);
    // A mirror would flip the winding; a turn keeps it (and the area).
    expect(Math.sign(signed(placed.outline))).toBe(Math.sign(signed(L_TOP.outline)));
    expect(ringArea(placed.outline)).toBe(ringArea(L_TOP.outline));
    for (const [x, y] of placed.outline) {
      expect(x).toBeGreaterThanOrEqual(100);
      expect(x).toBeLessThanOrEqual(2500);
      expect(y).toBeGreaterThanOrEqual(50);
      expect(y).toBeLessThanOrEqual(3050);
    }
  });

  it('labels stay inside their piece: off the empty corner of an L, out of a hole', () => {
    expect(boxOnStone(L_TOP, '台面-01')).toBe(true);
    expect(boxOnStone(WB02, 'WB-02')).toBe(true);
    // A hole right in the middle of a square is stepped around.
    const ring: PieceShape = {
      outline: WB02.outline,
      holes: [
        [
          [100, 100],
          [100, 500],
          [1100, 500],
          [1100, 100],
        ],
      ],
    };
    expect(boxOnStone(ring, 'RING-1')).toBe(true);
  });

  it('draws and exports the true outline with its holes, the code inside', () => {
    const answer = planValid(
      makeProblem({
        slabs: [slab('S', 1300, 700)],
        pieces: [
          {
            id: 'WB-02',
            width: 1200,
            height: 600,
            quantity: 1,
            rotatable: false,
            label: 'WB-02',
            shape: WB02,
          },
        ],
      }),
    );
    const layout = answer.slabs[0]!;
    const svg = renderLayoutSvg(layout);
    const d = /<path d="([^"]+)" fill-rule="evenodd"/.exec(svg)?.[1] ?? '';
    expect(d.split('M').filter(Boolean)).toHaveLength(2);
    const dxf = exportLayoutDxf(layout);
    const lines = dxf.split('\n');
    const pieceEntities = lines.filter(
      (l, i) => lines[i - 1] === '0' && lines[i + 1] === '8' && lines[i + 2] === 'PIECES',
    );
    expect(pieceEntities.filter((e) => e === 'POLYLINE')).toHaveLength(2);
    expect(pieceEntities.filter((e) => e === 'TEXT')).toHaveLength(1);
  });
});

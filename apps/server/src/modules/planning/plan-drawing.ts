// What the layout viewer draws of a placed piece (issue 23): its true outline and holes where
// the placement puts them on the slab, or null when the piece is just its rectangle (most are,
// and a 20,000-piece plan stays small), and a box inside the piece, outside its holes, for its
// code: the middle of an L-shaped top is not on the stone.
import { hasShape, labelBoxOf, placeShape, type PieceShape, type Rect } from '@stone/planner';
import type { LayoutPlacement } from '@stone/shared/planning/schemas';
import type { StoredPlacement } from './planning.tables.ts';

/** 0.01 mm, as the outlines are stored (project-pieces.ts). */
const round2 = (n: number) => Math.round(n * 100) / 100;
const roundRect = (r: Rect): Rect => ({
  x: round2(r.x),
  y: round2(r.y),
  width: round2(r.width),
  height: round2(r.height),
});

/** No holes and every outline point on a corner of its bounds: the rectangle itself. */
function isItsRectangle(shape: PieceShape): boolean {
  if (shape.holes.length > 0) return false;
  const xs = shape.outline.map((p) => p[0]);
  const ys = shape.outline.map((p) => p[1]);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  return shape.outline.every(([x, y]) => (x === x0 || x === x1) && (y === y0 || y === y1));
}

export function drawnPlacement(p: StoredPlacement, shape: PieceShape | undefined): LayoutPlacement {
  if (!hasShape(shape) || isItsRectangle(shape))
    return { ...p, shape: null, labelBox: roundRect(p) };
  const placed = placeShape(shape, p);
  const round = (ring: [number, number][]) =>
    ring.map(([x, y]): [number, number] => [round2(x), round2(y)]);
  return {
    ...p,
    shape: { outline: round(placed.outline), holes: placed.holes.map(round) },
    labelBox: roundRect(labelBoxOf(placed, p.code)),
  };
}

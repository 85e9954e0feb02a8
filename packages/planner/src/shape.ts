// True piece shapes next to the rectangles the planner places: net areas for yields, a shape
// moved and turned with its placement for drawings and cut files, and a box inside the shape
// (outside its holes) to write the piece's code in.
import type { PieceInput, PieceShape, Placement, Point, Rect } from './types.ts';

/** Absolute area of a closed ring (shoelace). */
export function ringArea(ring: Point[]): number {
  let twice = 0;
  for (let i = 0; i < ring.length; i++) {
    const [x1, y1] = ring[i] as Point;
    const [x2, y2] = ring[(i + 1) % ring.length] as Point;
    twice += x1 * y2 - x2 * y1;
  }
  return Math.abs(twice) / 2;
}

/** Outline minus holes. */
export const shapeArea = (shape: PieceShape): number =>
  shape.holes.reduce((a, h) => a - ringArea(h), ringArea(shape.outline));

/** A shape worth drawing: an outline of at least three points (an empty one means a rectangle). */
export const hasShape = (shape: PieceShape | undefined | null): shape is PieceShape =>
  !!shape && shape.outline.length >= 3;

/** What a piece adds to its slab's yield: its given net area, its shape's, or its rectangle's. */
export function netAreaOf(piece: PieceInput): number {
  if (piece.area !== undefined) return piece.area;
  return hasShape(piece.shape) ? shapeArea(piece.shape) : piece.width * piece.height;
}

export const rectShape = (r: Rect): PieceShape => ({
  outline: [
    [r.x, r.y],
    [r.x + r.width, r.y],
    [r.x + r.width, r.y + r.height],
    [r.x, r.y + r.height],
  ],
  holes: [],
});

/**
 * The shape where its placement puts it on the slab. A rotated placement is the piece turned a
 * quarter counter-clockwise, (x, y) → (h − y, x) with h its unrotated height (the placed width):
 * a turn, never a mirror, so the saw cuts the piece as drawn.
 */
export function placeShape(shape: PieceShape, p: Placement): PieceShape {
  const move = ([x, y]: Point): Point =>
    p.rotated ? [p.x + p.width - y, p.y + x] : [p.x + x, p.y + y];
  return { outline: shape.outline.map(move), holes: shape.holes.map((h) => h.map(move)) };
}

/** The placed piece as drawn and cut: its true shape, or its rectangle. */
export const placedShapeOf = (shape: PieceShape | undefined, p: Placement): PieceShape =>
  hasShape(shape) ? placeShape(shape, p) : rectShape(p);

type Edge = [number, number, number, number];

function edgesOf(shape: PieceShape): Edge[] {
  const edges: Edge[] = [];
  for (const ring of [shape.outline, ...shape.holes]) {
    for (let i = 0; i < ring.length; i++) {
      const [x1, y1] = ring[i] as Point;
      const [x2, y2] = ring[(i + 1) % ring.length] as Point;
      edges.push([x1, y1, x2, y2]);
    }
  }
  return edges;
}

/** The largest code size a box holds: a third of its smaller side, never wider than the box. */
export const labelFit = (box: Rect, label: string): number =>
  Math.min(Math.min(box.width, box.height) / 3, (box.width / Math.max(label.length, 1)) * 1.6);

const SCAN_LEVELS = 16;
const MAX_VERTEX_LEVELS = 40;

/** Heights to scan at: between every two vertex heights (sampled if many), and evenly spaced. */
function scanLevels(shape: PieceShape, minY: number, maxY: number): number[] {
  const ys = [...new Set([...shape.outline, ...shape.holes.flat()].map((p) => p[1]))].sort(
    (a, b) => a - b,
  );
  const mids: number[] = [];
  for (let i = 0; i + 1 < ys.length; i++)
    mids.push(((ys[i] as number) + (ys[i + 1] as number)) / 2);
  const step = Math.max(1, Math.ceil(mids.length / MAX_VERTEX_LEVELS));
  const levels = mids.filter((_, i) => i % step === 0);
  for (let i = 0; i < SCAN_LEVELS; i++)
    levels.push(minY + ((i + 0.5) / SCAN_LEVELS) * (maxY - minY));
  return levels;
}

/** Inside spans of a horizontal line (even-odd over outline and holes). */
function spansAt(edges: Edge[], y: number): [number, number][] {
  const xs: number[] = [];
  for (const [x1, y1, x2, y2] of edges)
    if (y1 <= y !== y2 <= y) xs.push(x1 + ((y - y1) / (y2 - y1)) * (x2 - x1));
  xs.sort((a, b) => a - b);
  const spans: [number, number][] = [];
  for (let i = 0; i + 1 < xs.length; i += 2) spans.push([xs[i] as number, xs[i + 1] as number]);
  return spans;
}

/** Grows the span [a, b] at height y up and down until the first edge above and below it. */
function boxAround(edges: Edge[], a: number, b: number, y: number, bounds: Rect): Rect | null {
  let top = bounds.y + bounds.height;
  let bottom = bounds.y;
  for (const [x1, y1, x2, y2] of edges) {
    const lo = Math.max(a, Math.min(x1, x2));
    const hi = Math.min(b, Math.max(x1, x2));
    const vertical = x1 === x2;
    if (vertical ? !(x1 > a && x1 < b) : !(hi > lo)) continue;
    const yAt = (x: number) => y1 + ((x - x1) / (x2 - x1)) * (y2 - y1);
    const [ya, yb] = vertical ? [y1, y2] : [yAt(lo), yAt(hi)];
    const low = Math.min(ya, yb);
    const high = Math.max(ya, yb);
    if (low >= y) top = Math.min(top, low);
    else if (high <= y) bottom = Math.max(bottom, high);
    else return null;
  }
  return top > bottom ? { x: a, y: bottom, width: b - a, height: top - bottom } : null;
}

function boundsOf(ring: Point[]): Rect {
  const xs = ring.map((p) => p[0]);
  const ys = ring.map((p) => p[1]);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

/**
 * A rectangle wholly inside the shape and outside its holes, chosen so the code can be written
 * as large as possible: the centre of an L-shaped top is outside it, and a hole may sit in the
 * middle. Each scan line's inside spans are grown up and down to the nearest edge.
 */
export function labelBoxOf(shape: PieceShape, label: string): Rect {
  const bounds = boundsOf(shape.outline);
  if (shape.outline.length < 3) return bounds;
  const edges = edgesOf(shape);
  let best: Rect | null = null;
  let bestFit = -1;
  for (const y of scanLevels(shape, bounds.y, bounds.y + bounds.height)) {
    for (const [a, b] of spansAt(edges, y)) {
      const box = boxAround(edges, a, b, y, bounds);
      if (!box) continue;
      const fit = labelFit(box, label);
      const better =
        fit > bestFit + 1e-9 ||
        (Math.abs(fit - bestFit) <= 1e-9 &&
          best !== null &&
          box.width * box.height > best.width * best.height);
      if (better) {
        best = box;
        bestFit = fit;
      }
    }
  }
  return best ?? bounds;
}

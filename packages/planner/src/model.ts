// Internal model shared by the packers and the search. Everything here is in "grown" coordinates:
// each piece is grown by the kerf (half on each side) and so is the usable slab, so pieces that
// merely touch in grown space are exactly one kerf apart on the real slab. Internal (0, 0) is the
// lower-left corner of the grown usable area, i.e. real (trim - kerf/2, trim - kerf/2).
import { netAreaOf } from './shape.ts';
import type { PieceInput, Problem } from './types.ts';

/** Every placement path reads this through `Item.rotatable`: a vein lock beats `rotatable`. */
export function mayRotate(p: PieceInput): boolean {
  return p.rotatable && p.rotationLocked !== true;
}

export type Box = { x: number; y: number; w: number; h: number };

export type Item = {
  uid: number;
  piece: number;
  /** Grown size in the piece's own orientation. */
  w: number;
  h: number;
  rotatable: boolean;
  /** Real (not grown) rectangle area, used for fill scores: the planner packs rectangles. */
  area: number;
  /** Net piece area (holes and arcs subtracted), used for yields. */
  netArea: number;
};

export type BinType = {
  index: number;
  id: string;
  /** Grown usable size. */
  w: number;
  h: number;
  count: number | null;
  /** Defects in internal coordinates, not grown: a grown piece must not overlap them. */
  defects: Box[];
  slabArea: number;
  usableArea: number;
};

export type PlacedItem = {
  item: Item;
  x: number;
  y: number;
  w: number;
  h: number;
  rotated: boolean;
};

export type InternalCut = {
  stage: number;
  horizontal: boolean;
  pos: number;
  from: number;
  to: number;
};

export type BinLayout = { type: BinType; placed: PlacedItem[]; cuts: InternalCut[]; free: Box[] };

export type Model = {
  problem: Problem;
  items: Item[];
  types: BinType[];
  kerf: number;
  guillotine: boolean;
  stages: 2 | 3;
};

export const EPS = 1e-7;

export function buildModel(problem: Problem): Model {
  const k = problem.kerf;
  const items: Item[] = [];
  problem.pieces.forEach((p, piece) => {
    const netArea = netAreaOf(p);
    for (let q = 0; q < p.quantity; q++) {
      items.push({
        uid: items.length,
        piece,
        w: p.width + k,
        h: p.height + k,
        rotatable: mayRotate(p),
        area: p.width * p.height,
        netArea,
      });
    }
  });
  const types: BinType[] = problem.slabs.map((s, index) => ({
    index,
    id: s.id,
    w: s.width - 2 * problem.trim + k,
    h: s.height - 2 * problem.trim + k,
    count: s.count,
    defects: s.defects.map((d) => ({
      x: d.x - problem.trim + k / 2,
      y: d.y - problem.trim + k / 2,
      w: d.width,
      h: d.height,
    })),
    slabArea: s.width * s.height,
    usableArea: (s.width - 2 * problem.trim) * (s.height - 2 * problem.trim),
  }));
  return {
    problem,
    items,
    types,
    kerf: k,
    guillotine: problem.mode === 'guillotine',
    // Unlimited stages still uses the 3-stage shelf structure: the targets are 3-stage results.
    stages: problem.maxStages === 2 ? 2 : 3,
  };
}

export function overlapsDefect(
  defects: Box[],
  x: number,
  y: number,
  w: number,
  h: number,
): Box | null {
  for (const d of defects) {
    if (x < d.x + d.w - EPS && d.x < x + w - EPS && y < d.y + d.h - EPS && d.y < y + h - EPS)
      return d;
  }
  return null;
}

export function fitsType(item: Item, type: BinType): boolean {
  return (
    (item.w <= type.w + EPS && item.h <= type.h + EPS) ||
    (item.rotatable && item.h <= type.w + EPS && item.w <= type.h + EPS)
  );
}

import { makeWarning } from '../errors.ts';
import type { DxfWarning } from '../errors.ts';
import { GridIndex } from '../geometry/grid-index.ts';
import { OUTSIDE, placePoint } from '../geometry/point-in-polygon.ts';
import { reversePath } from '../geometry/bulge-path.ts';
import type { Contour, Piece } from '../types.ts';
import { labelFields, textLines } from './label-text.ts';
import { nestLoops, removeFromNesting } from './nest-loops.ts';
import type { OutlineLoop } from './outline-loop.ts';
import type { WorldText } from './primitives.ts';

const FRAME_LAYER = /frame|border|cadre|rahmen|title|图框|边框|图签|标题栏/i;
const TEXT_PRIORITY: Record<WorldText['kind'], number> = {
  ATTRIB: 0,
  TEXT: 1,
  MTEXT: 2,
  ATTDEF: 3,
};

export type AssembleInput = {
  loops: OutlineLoop[];
  texts: WorldText[];
  tolerance: number;
  chordTolerance: number;
  warnings: DxfWarning[];
};

export function assemblePieces(input: AssembleInput): Piece[] {
  const { loops, texts, tolerance, warnings } = input;
  nestLoops(loops, tolerance, warnings);
  const textOwner = assignTexts(loops, texts, tolerance);
  const frame = findFrame(loops, textOwner);
  if (frame) {
    removeFromNesting(loops, frame);
    warnings.push(
      makeWarning('DXF_FRAME_IGNORED', {
        layer: frame.layer,
        width: round(frame.bounds.maxX - frame.bounds.minX),
        height: round(frame.bounds.maxY - frame.bounds.minY),
      }),
    );
    // Texts that fell to the frame itself (title block) belong to no piece.
  }
  const holesByParent = new Map<number, OutlineLoop[]>();
  for (const loop of loops) {
    if (!isLive(loop) || loop.depth % 2 === 0 || loop.parent === null) continue;
    const list = holesByParent.get(loop.parent) ?? [];
    list.push(loop);
    holesByParent.set(loop.parent, list);
  }
  const textsByPiece = new Map<number, WorldText[]>();
  texts.forEach((text, i) => {
    const owner = textOwner[i];
    const loop = owner === undefined || owner < 0 ? undefined : loops[owner];
    if (!loop || !isLive(loop) || loop.depth % 2 !== 0) return;
    const list = textsByPiece.get(loop.id) ?? [];
    list.push(text);
    textsByPiece.set(loop.id, list);
  });
  const pieces: Piece[] = [];
  for (const loop of loops) {
    if (!isLive(loop) || loop.depth % 2 !== 0) continue;
    const holes = (holesByParent.get(loop.id) ?? []).map(holeContour);
    const own = (textsByPiece.get(loop.id) ?? []).sort(
      (a, b) => TEXT_PRIORITY[a.kind] - TEXT_PRIORITY[b.kind],
    );
    const fields = labelFields(own.flatMap((text) => textLines(text.kind, text.value)));
    const holeArea = holes.reduce((sum, hole) => sum + hole.areaMm2, 0);
    pieces.push({
      ...fields,
      layer: loop.layer,
      outline: { path: loop.path, points: loop.points, areaMm2: loop.area, bounds: loop.bounds },
      holes,
      areaMm2: loop.area - holeArea,
      width: loop.bounds.maxX - loop.bounds.minX,
      height: loop.bounds.maxY - loop.bounds.minY,
    });
  }
  // Bottom to top, left to right, then by size: a stable order for callers and golden files.
  return pieces.sort(
    (a, b) =>
      a.outline.bounds.minY - b.outline.bounds.minY ||
      a.outline.bounds.minX - b.outline.bounds.minX ||
      a.areaMm2 - b.areaMm2 ||
      a.outline.bounds.maxX - b.outline.bounds.maxX,
  );
}

function isLive(loop: OutlineLoop): boolean {
  return !loop.isDuplicate && !loop.isFrame;
}

/** Holes run clockwise; reversing the tessellation is exact and cheaper than redoing it. */
function holeContour(hole: OutlineLoop): Contour {
  const source = hole.points;
  const n = source.length / 2;
  const points = new Array<number>(source.length);
  for (let k = 0; k < n; k++) {
    points[k * 2] = source[(n - 1 - k) * 2] ?? 0;
    points[k * 2 + 1] = source[(n - 1 - k) * 2 + 1] ?? 0;
  }
  return { path: reversePath(hole.path, true), points, areaMm2: hole.area, bounds: hole.bounds };
}

/** For each text, the innermost loop around its anchor, or -1. */
function assignTexts(loops: OutlineLoop[], texts: WorldText[], tolerance: number): number[] {
  const live = loops.filter(isLive);
  if (live.length === 0) return texts.map(() => -1);
  const extent = { ...(live[0]?.bounds ?? { minX: 0, minY: 0, maxX: 1, maxY: 1 }) };
  for (const loop of live) {
    extent.minX = Math.min(extent.minX, loop.bounds.minX);
    extent.minY = Math.min(extent.minY, loop.bounds.minY);
    extent.maxX = Math.max(extent.maxX, loop.bounds.maxX);
    extent.maxY = Math.max(extent.maxY, loop.bounds.maxY);
  }
  const index = new GridIndex(extent, loops.length);
  for (const loop of live) index.insert(loop.id, loop.bounds);
  return texts.map((text) => {
    let best: OutlineLoop | undefined;
    const probe = { minX: text.x, minY: text.y, maxX: text.x, maxY: text.y };
    for (const id of index.search(probe)) {
      const loop = loops[id];
      if (!loop || (best && loop.area >= best.area)) continue;
      const b = loop.bounds;
      if (text.x < b.minX || text.x > b.maxX || text.y < b.minY || text.y > b.maxY) continue;
      if (placePoint(loop.points, text.x, text.y, tolerance) !== OUTSIDE) best = loop;
    }
    return best ? best.id : -1;
  });
}

/**
 * A drawing frame is the one top-level loop around everything, recognised by its layer
 * name, or by holding two or more loops of which some have holes of their own or carry
 * labels. A slab with two holes and one label is not a frame.
 */
function findFrame(loops: OutlineLoop[], textOwner: number[]): OutlineLoop | undefined {
  const live = loops.filter(isLive);
  const roots = live.filter((loop) => loop.depth === 0);
  const root = roots[0];
  if (roots.length !== 1 || !root || live.length < 2) return undefined;
  if (FRAME_LAYER.test(root.layer)) return root;
  const children = live.filter((loop) => loop.parent === root.id);
  // One child with holes is a slab with a cut-out that has its own insert, not a sheet.
  if (children.length < 2) return undefined;
  const childIds = new Set(children.map((child) => child.id));
  const hasGrandchildren = live.some((loop) => loop.parent !== null && childIds.has(loop.parent));
  const labelledChildren = new Set(textOwner.filter((owner) => childIds.has(owner)));
  return hasGrandchildren || labelledChildren.size >= 2 ? root : undefined;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

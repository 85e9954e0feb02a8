import { makeWarning } from '../errors.ts';
import type { DxfWarning } from '../errors.ts';
import { OUTSIDE } from '../geometry/point-in-polygon.ts';
import type { GridIndex } from '../geometry/grid-index.ts';
import type { Contour, DrawingText, Piece } from '../types.ts';
import { labelFields } from './label-text.ts';
import { nestLoops, removeFromNesting } from './nest-loops.ts';
import { holeContour, outlineContour } from './lazy-contour.ts';
import { LIVE } from './loop-table.ts';
import { inChunks } from '../geometry/chunks.ts';
import type { LoopTable } from './loop-table.ts';

const FRAME_LAYER = /frame|border|cadre|rahmen|title|图框|边框|图签|标题栏/i;
const TEXT_PRIORITY: Record<DrawingText['kind'], number> = {
  ATTRIB: 0,
  TEXT: 1,
  MTEXT: 2,
  ATTDEF: 3,
};

export type AssembleInput = {
  loops: LoopTable;
  texts: DrawingText[];
  tolerance: number;
  warnings: DxfWarning[];
};

export function assemblePieces(input: AssembleInput): Piece[] {
  const { loops, texts, tolerance, warnings } = input;
  const { grid, order } = nestLoops(loops, tolerance, warnings);
  const textOwner = assignTexts(loops, grid, texts, tolerance);
  loops.releaseScratch();
  const frame = findFrame(loops, textOwner);
  if (frame >= 0) {
    removeFromNesting(loops, frame, order);
    warnings.push(
      makeWarning('DXF_FRAME_IGNORED', {
        layer: loops.layers[frame] ?? '',
        width: round(loops.maxX(frame) - loops.minX(frame)),
        height: round(loops.maxY(frame) - loops.minY(frame)),
      }),
    );
    // Texts that fell to the frame itself (title block) belong to no piece.
  }
  const { count, state, depth, parent } = loops;
  const isPiece = (id: number) => state[id] === LIVE && (depth[id] as number) % 2 === 0;
  // Holes and texts chained by owner in flat lists: no Map or array per piece until it is built.
  const firstHole = new Int32Array(count).fill(-1);
  const nextHole = new Int32Array(count).fill(-1);
  for (let id = count - 1; id >= 0; id--) {
    const up = parent[id] as number;
    if (state[id] !== LIVE || (depth[id] as number) % 2 === 0 || up < 0) continue;
    nextHole[id] = firstHole[up] as number;
    firstHole[up] = id;
  }
  const firstText = new Int32Array(count).fill(-1);
  const nextText = new Int32Array(texts.length).fill(-1);
  for (let t = texts.length - 1; t >= 0; t--) {
    const owner = textOwner[t] as number;
    if (owner < 0 || !isPiece(owner)) continue;
    nextText[t] = firstText[owner] as number;
    firstText[owner] = t;
  }
  const pieceIds: number[] = [];
  const pieceArea = new Float64Array(count);
  for (let id = 0; id < count; id++) {
    if (!isPiece(id)) continue;
    let holeArea = 0;
    for (let h = firstHole[id] as number; h >= 0; h = nextHole[h] as number) {
      holeArea += loops.area[h] as number;
    }
    pieceArea[id] = (loops.area[id] as number) - holeArea;
    pieceIds.push(id);
  }
  // Bottom to top, left to right, then by size: a stable order for callers and golden files.
  pieceIds.sort(
    (a, b) =>
      loops.minY(a) - loops.minY(b) ||
      loops.minX(a) - loops.minX(b) ||
      (pieceArea[a] as number) - (pieceArea[b] as number) ||
      loops.maxX(a) - loops.maxX(b) ||
      a - b,
  );
  return pieceIds.map((id) => {
    const holes: Contour[] = [];
    for (let h = firstHole[id] as number; h >= 0; h = nextHole[h] as number) {
      holes.push(holeContour(loops, h));
    }
    const fields = labelFields(pieceLines(texts, firstText[id] as number, nextText));
    return {
      label: fields.label,
      material: fields.material,
      thickness: fields.thickness,
      texts: fields.texts,
      layer: loops.layers[id] ?? '',
      outline: outlineContour(loops, id),
      holes,
      areaMm2: pieceArea[id] as number,
      width: loops.maxX(id) - loops.minX(id),
      height: loops.maxY(id) - loops.minY(id),
    };
  });
}

/** The text lines inside a piece, ATTRIB first, then TEXT, MTEXT, ATTDEF, each in file order. */
function pieceLines(texts: DrawingText[], first: number, next: Int32Array): string[] {
  if (first < 0) return [];
  // One text: its lines array is shared with result.texts rather than copied per piece.
  if (next[first] === -1) return (texts[first] as DrawingText).lines;
  const own: DrawingText[] = [];
  for (let t = first; t >= 0; t = next[t] as number) own.push(texts[t] as DrawingText);
  own.sort((a, b) => TEXT_PRIORITY[a.kind] - TEXT_PRIORITY[b.kind]);
  return own.flatMap((text) => text.lines);
}

/** For each text, the innermost live loop around its anchor, or -1. */
function assignTexts(
  loops: LoopTable,
  grid: GridIndex,
  texts: DrawingText[],
  tolerance: number,
): Int32Array {
  const owner = new Int32Array(texts.length).fill(-1);
  inChunks(texts.length, (from, to) => {
    for (let t = from; t < to; t++) {
      const { x, y } = texts[t] as DrawingText;
      owner[t] = innermostLoopAt(loops, grid, x, y, tolerance);
    }
  });
  return owner;
}

function innermostLoopAt(
  loops: LoopTable,
  grid: GridIndex,
  x: number,
  y: number,
  tolerance: number,
): number {
  const { state, area } = loops;
  let best = -1;
  const found = grid.search(x, y, x, y);
  for (let k = 0; k < found; k++) {
    const id = grid.found[k] as number;
    if (state[id] !== LIVE || (best >= 0 && (area[id] as number) >= (area[best] as number))) {
      continue;
    }
    if (x < loops.minX(id) || x > loops.maxX(id) || y < loops.minY(id) || y > loops.maxY(id)) {
      continue;
    }
    if (loops.place(id, x, y, tolerance) !== OUTSIDE) best = id;
  }
  return best;
}

/**
 * A drawing frame is the one top-level loop around everything, recognised by its layer
 * name, or by holding two or more loops of which some have holes of their own or carry
 * labels. A slab with two holes and one label is not a frame.
 */
function findFrame(loops: LoopTable, textOwner: Int32Array): number {
  const { count, state, depth, parent } = loops;
  let root = -1;
  let live = 0;
  for (let id = 0; id < count; id++) {
    if (state[id] !== LIVE) continue;
    live++;
    if (depth[id] !== 0) continue;
    if (root >= 0) return -1; // two top-level loops: no frame
    root = id;
  }
  if (root < 0 || live < 2) return -1;
  if (FRAME_LAYER.test(loops.layers[root] ?? '')) return root;
  const isChild = (id: number) => id >= 0 && state[id] === LIVE && parent[id] === root;
  let children = 0;
  let hasGrandchildren = false;
  for (let id = 0; id < count; id++) {
    if (state[id] !== LIVE) continue;
    if (parent[id] === root) children++;
    else if (isChild(parent[id] as number)) hasGrandchildren = true;
  }
  // One child with holes is a slab with a cut-out that has its own insert, not a sheet.
  if (children < 2) return -1;
  const labelled = new Set<number>();
  for (const owner of textOwner) if (isChild(owner)) labelled.add(owner);
  return hasGrandchildren || labelled.size >= 2 ? root : -1;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

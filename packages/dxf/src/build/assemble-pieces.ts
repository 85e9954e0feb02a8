import { makeWarning } from '../errors.ts';
import type { DxfWarning } from '../errors.ts';
import { GridIndex } from '../geometry/grid-index.ts';
import { OUTSIDE } from '../geometry/point-in-polygon.ts';
import { reversePath } from '../geometry/bulge-path.ts';
import type { Contour, Piece } from '../types.ts';
import { labelFields, textLines } from './label-text.ts';
import { nestLoops, removeFromNesting } from './nest-loops.ts';
import { placeInLoop, releasePolygonScratch } from './outline-loop.ts';
import { holeContour, outlineContour } from './lazy-contour.ts';
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
  releasePolygonScratch();
  // Probes served nesting only; the pieces keep their loops (for lazy points), not these.
  for (const loop of loops) loop.probes = null;
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
  // Holes and texts grouped by owner id in flat lists, without a Map entry per piece.
  const holesByParent: (OutlineLoop[] | undefined)[] = new Array(loops.length);
  for (const loop of loops) {
    if (!isLive(loop) || loop.depth % 2 === 0 || loop.parent === null) continue;
    (holesByParent[loop.parent] ??= []).push(loop);
  }
  const textsByPiece: (WorldText[] | undefined)[] = new Array(loops.length);
  for (let i = 0; i < texts.length; i++) {
    const owner = textOwner[i] ?? -1;
    const loop = owner < 0 ? undefined : loops[owner];
    const text = texts[i];
    if (!loop || !text || !isLive(loop) || loop.depth % 2 !== 0) continue;
    (textsByPiece[loop.id] ??= []).push(text);
  }
  const pieces: Piece[] = [];
  for (const loop of loops) {
    if (!isLive(loop) || loop.depth % 2 !== 0) continue;
    const holeLoops = holesByParent[loop.id];
    const holes = holeLoops ? holeLoops.map(toHole) : [];
    let holeArea = 0;
    for (const hole of holes) holeArea += hole.areaMm2;
    const fields = labelFields(pieceLines(textsByPiece[loop.id]));
    const { minX, minY, maxX, maxY } = loop.bounds;
    pieces.push({
      label: fields.label,
      material: fields.material,
      thickness: fields.thickness,
      texts: fields.texts,
      layer: loop.layer,
      outline: outlineContour(loop.path, loop.area, loop.bounds, loop.chordTolerance),
      holes,
      areaMm2: loop.area - holeArea,
      width: maxX - minX,
      height: maxY - minY,
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

/** The text lines inside a piece, ATTRIB first, then TEXT, MTEXT, ATTDEF. */
function pieceLines(own: WorldText[] | undefined): string[] {
  if (!own) return [];
  if (own.length === 1) return textLines(own[0]?.kind ?? 'TEXT', own[0]?.value ?? '');
  own.sort((a, b) => TEXT_PRIORITY[a.kind] - TEXT_PRIORITY[b.kind]);
  const lines: string[] = [];
  for (const text of own) lines.push(...textLines(text.kind, text.value));
  return lines;
}

function isLive(loop: OutlineLoop): boolean {
  return !loop.isDuplicate && !loop.isFrame;
}

/** Holes run clockwise. */
function toHole(hole: OutlineLoop): Contour {
  return holeContour(reversePath(hole.path, true), hole.area, hole.bounds, hole.chordTolerance);
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
  const probe = { minX: 0, minY: 0, maxX: 0, maxY: 0 };
  return texts.map((text) => {
    let best: OutlineLoop | undefined;
    probe.minX = probe.maxX = text.x;
    probe.minY = probe.maxY = text.y;
    const found = index.search(probe);
    for (let k = 0; k < found; k++) {
      const loop = loops[index.found[k] ?? -1];
      if (!loop || (best && loop.area >= best.area)) continue;
      const b = loop.bounds;
      if (text.x < b.minX || text.x > b.maxX || text.y < b.minY || text.y > b.maxY) continue;
      if (placeInLoop(loop, text.x, text.y, tolerance) !== OUTSIDE) best = loop;
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

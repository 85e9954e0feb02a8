// Converts the internal solution (grown coordinates) into the public answer (real mm on the slab).
import { EPS } from './model.ts';
import type { BinLayout, Box, InternalCut, Model } from './model.ts';
import { hasShape } from './shape.ts';
import type { Answer, Cut, PieceShape, Placement, Rect, SlabLayout } from './types.ts';

function realCut(cut: InternalCut, layout: BinLayout, model: Model): Cut {
  const { trim, kerf } = model.problem;
  const slab = model.problem.slabs[layout.type.index];
  const shift = trim - kerf / 2;
  const pos = cut.pos + shift;
  // Cut ends lie on other cuts' centre lines, or on the trimmed edge (clip the kerf overhang).
  const max = cut.horizontal ? (slab?.width ?? 0) - trim : (slab?.height ?? 0) - trim;
  const from = Math.max(trim, cut.from + shift);
  const to = Math.min(max, cut.to + shift);
  return cut.horizontal
    ? { stage: cut.stage, orientation: 'horizontal', x: from, y: pos, length: to - from }
    : { stage: cut.stage, orientation: 'vertical', x: pos, y: from, length: to - from };
}

function overlaps(a: Rect, b: Rect): boolean {
  return (
    a.x < b.x + b.width - EPS &&
    b.x < a.x + a.width - EPS &&
    a.y < b.y + b.height - EPS &&
    b.y < a.y + a.height - EPS
  );
}

function remnantsOf(free: Box[], layout: BinLayout, model: Model): Rect[] {
  const min = model.problem.minRemnant;
  if (!min) return [];
  const { trim, kerf } = model.problem;
  const defects = model.problem.slabs[layout.type.index]?.defects ?? [];
  const usableW = layout.type.w - kerf;
  const usableH = layout.type.h - kerf;
  const candidates: Rect[] = [];
  for (const f of free) {
    // A free grown region loses half a kerf on each side that borders a cut.
    const x0 = Math.max(0, f.x);
    const y0 = Math.max(0, f.y);
    const x1 = Math.min(usableW, f.x + f.w - kerf);
    const y1 = Math.min(usableH, f.y + f.h - kerf);
    const rect = { x: x0 + trim, y: y0 + trim, width: x1 - x0, height: y1 - y0 };
    const big =
      (rect.width >= min.width && rect.height >= min.height) ||
      (rect.width >= min.height && rect.height >= min.width);
    if (big && rect.width > EPS && rect.height > EPS && !defects.some((d) => overlaps(d, rect)))
      candidates.push(rect);
  }
  // MaxRects free regions overlap one another; keep a disjoint set, largest first.
  candidates.sort((a, b) => b.width * b.height - a.width * a.height);
  const chosen: Rect[] = [];
  for (const c of candidates) if (!chosen.some((r) => overlaps(r, c))) chosen.push(c);
  return chosen;
}

export function slabLayoutOf(layout: BinLayout, model: Model): SlabLayout {
  const { problem } = model;
  const slab = problem.slabs[layout.type.index];
  if (!slab) throw new Error('unknown slab type');
  const labels: Record<string, string> = {};
  const shapes: Record<string, PieceShape> = {};
  let pieceArea = 0;
  const placements: Placement[] = layout.placed.map((p) => {
    const piece = problem.pieces[p.item.piece];
    if (piece?.label) labels[piece.id] = piece.label;
    if (piece && hasShape(piece.shape)) shapes[piece.id] = piece.shape;
    pieceArea += p.item.netArea;
    return {
      pieceId: piece?.id ?? '',
      x: p.x + problem.trim,
      y: p.y + problem.trim,
      width: p.w - model.kerf,
      height: p.h - model.kerf,
      rotated: p.rotated,
    };
  });
  return {
    slabId: slab.id,
    slabWidth: slab.width,
    slabHeight: slab.height,
    trim: problem.trim,
    kerf: problem.kerf,
    defects: slab.defects,
    labels,
    shapes,
    placements,
    cuts: layout.cuts.map((c) => realCut(c, layout, model)),
    remnants: remnantsOf(layout.free, layout, model),
    yield: pieceArea / (slab.width * slab.height),
  };
}

export function cutLengthOf(slab: SlabLayout, guillotine: boolean): number {
  // Free layouts are cut piece by piece along each outline (water-jet, CNC).
  if (!guillotine) return slab.placements.reduce((s, p) => s + 2 * (p.width + p.height), 0);
  return slab.cuts.reduce((s, c) => s + c.length, 0);
}

export function summarize(
  slabs: SlabLayout[],
  unplaced: Answer['unplaced'],
  model: Model,
  extra: {
    lowerBound: number;
    timeMs: number;
    iterations: number;
    lastSlabRemnant?: Rect | null;
  },
): Answer {
  const area = (list: SlabLayout[]): [number, number] =>
    list.reduce<[number, number]>(
      (acc, s) => [
        acc[0] + s.yield * s.slabWidth * s.slabHeight,
        acc[1] + s.slabWidth * s.slabHeight,
      ],
      [0, 0],
    );
  const [pieces, total] = area(slabs);
  const [piecesButLast, totalButLast] = area(slabs.slice(0, -1));
  const yieldAll = total > 0 ? pieces / total : 0;
  return {
    slabs,
    unplaced,
    stats: {
      slabsUsed: slabs.length,
      yield: yieldAll,
      yieldExcludingLast: totalButLast > 0 ? piecesButLast / totalButLast : yieldAll,
      lowerBound: extra.lowerBound,
      cutLengthMm: slabs.reduce((s, l) => s + cutLengthOf(l, model.guillotine), 0),
      timeMs: extra.timeMs,
      iterations: extra.iterations,
      lastSlabRemnant: extra.lastSlabRemnant ?? null,
    },
  };
}

// The npm peers, run in the same process on the same instances, at their best settings:
// guillotine-packer with every strategy (its default when none is given) and maxrects-packer with
// each of its three packing logics, keeping the fewest bins. Their layouts are converted to our
// answer shape so our validator checks them too (as free layouts: they report no cut sequence).
import gp from 'guillotine-packer';
import { MaxRectsPacker } from 'maxrects-packer/dist/maxrects-packer.mjs';
import type { Answer, Placement, Problem } from '../src/types.ts';

export type PeerResult = { bins: number; answer: Answer; timeMs: number };

type Box = { w: number; h: number; id: string };

function toAnswer(problem: Problem, bins: Placement[][]): Answer {
  const slab = problem.slabs[0];
  if (!slab) throw new Error('no slab');
  const area = slab.width * slab.height;
  const slabs = bins.map((placements) => ({
    slabId: slab.id,
    slabWidth: slab.width,
    slabHeight: slab.height,
    trim: 0,
    kerf: 0,
    defects: [],
    labels: {},
    placements,
    cuts: [],
    remnants: [],
    yield: placements.reduce((s, p) => s + p.width * p.height, 0) / area,
  }));
  const pieceArea = slabs.reduce((s, l) => s + l.yield * area, 0);
  const allArea = slabs.length * area;
  const lastArea = (slabs.length - 1) * area;
  const lastPieces = slabs.slice(0, -1).reduce((s, l) => s + l.yield * area, 0);
  return {
    slabs,
    unplaced: [],
    stats: {
      slabsUsed: slabs.length,
      yield: pieceArea / allArea,
      yieldExcludingLast: lastArea > 0 ? lastPieces / lastArea : pieceArea / allArea,
      lowerBound: 0,
      cutLengthMm: slabs.reduce(
        (s, l) => s + l.placements.reduce((t, p) => t + 2 * (p.width + p.height), 0),
        0,
      ),
      timeMs: 0,
      iterations: 0,
    },
  };
}

function boxes(problem: Problem): Box[] {
  return problem.pieces.flatMap((p) =>
    Array.from({ length: p.quantity }, () => ({ w: p.width, h: p.height, id: p.id })),
  );
}

function placement(
  id: string,
  x: number,
  y: number,
  w: number,
  h: number,
  problem: Problem,
): Placement {
  const piece = problem.pieces.find((p) => p.id === id);
  const rotated = !!piece && piece.width !== w;
  return { pieceId: id, x, y, width: w, height: h, rotated };
}

export function runGuillotinePacker(problem: Problem, rotation: boolean): PeerResult {
  const slab = problem.slabs[0];
  if (!slab) throw new Error('no slab');
  const started = performance.now();
  const items = boxes(problem).map((b) => ({ name: b.id, width: b.w, height: b.h }));
  const result =
    gp.packer(
      { binWidth: slab.width, binHeight: slab.height, items },
      { allowRotation: rotation },
    ) ?? [];
  const timeMs = performance.now() - started;
  const bins = result.map((bin) =>
    bin.map((p) =>
      placement((p.item as { name: string }).name, p.x, p.y, p.width, p.height, problem),
    ),
  );
  return { bins: bins.length, answer: toAnswer(problem, bins), timeMs };
}

export function runMaxRectsPacker(problem: Problem, rotation: boolean): PeerResult {
  const slab = problem.slabs[0];
  if (!slab) throw new Error('no slab');
  const started = performance.now();
  let best: Placement[][] | null = null;
  for (const logic of [0, 1, 2]) {
    const packer = new MaxRectsPacker(slab.width, slab.height, 0, {
      smart: false,
      pot: false,
      square: false,
      allowRotation: rotation,
      logic,
    });
    packer.addArray(boxes(problem).map((b) => ({ width: b.w, height: b.h, data: b.id })) as never);
    const bins = packer.bins.map((bin) =>
      // Plain objects keep their input width/height; `rot` says the packer turned them.
      bin.rects.map((r) =>
        r.rot
          ? placement(String(r.data), r.x, r.y, r.height, r.width, problem)
          : placement(String(r.data), r.x, r.y, r.width, r.height, problem),
      ),
    );
    if (!best || bins.length < best.length) best = bins;
  }
  const timeMs = performance.now() - started;
  const bins = best ?? [];
  return { bins: bins.length, answer: toAnswer(problem, bins), timeMs };
}

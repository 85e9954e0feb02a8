// Replays a guillotine cut list on one slab, independently of the planner's own geometry. A cut
// must run edge to edge across a region that exists at that moment, cross no piece (kerf
// included), and respect the stage rules; at the end every piece must sit alone in its region.
// Stage rules: stage s cuts all share one orientation (alternating with s); a cut inside a region
// made at stage s has stage >= s; stage <= maxStages, except one trim stage (maxStages + 1) for a
// region holding a single piece (the usual "non-exact" convention).
import type { Cut, Placement } from './types.ts';

const TOL = 1e-6;

type Region = { x0: number; y0: number; x1: number; y1: number; level: number };
type Grown = { x0: number; y0: number; x1: number; y1: number; index: number };

export type CutCheckInput = {
  width: number;
  height: number;
  trim: number;
  kerf: number;
  maxStages: number | null;
  placements: Placement[];
  cuts: Cut[];
};

export function checkCuts(input: CutCheckInput): { errors: string[]; length: number } {
  const { width, height, trim, kerf, maxStages } = input;
  const half = kerf / 2;
  const errors: string[] = [];
  const pieces: Grown[] = input.placements.map((p, index) => ({
    x0: p.x - half,
    y0: p.y - half,
    x1: p.x + p.width + half,
    y1: p.y + p.height + half,
    index,
  }));
  let regions: Region[] = [
    {
      x0: trim - half,
      y0: trim - half,
      x1: width - trim + half,
      y1: height - trim + half,
      level: 0,
    },
  ];
  const inside = (g: Grown, r: Region): boolean =>
    g.x0 >= r.x0 - TOL && g.x1 <= r.x1 + TOL && g.y0 >= r.y0 - TOL && g.y1 <= r.y1 + TOL;
  const piecesIn = (r: Region): Grown[] => pieces.filter((g) => inside(g, r));
  let firstVertical: boolean | null = null;
  let length = 0;
  input.cuts.forEach((cut, n) => {
    const vertical = cut.orientation === 'vertical';
    if (!Number.isInteger(cut.stage) || cut.stage < 1) {
      errors.push(`cut ${n}: stage ${cut.stage} is not a positive integer`);
      return;
    }
    // Stage 1 orientation fixes all others: odd stages share it, even stages use the other one.
    const impliedFirst = cut.stage % 2 === 1 ? vertical : !vertical;
    if (firstVertical === null) firstVertical = impliedFirst;
    else if (firstVertical !== impliedFirst)
      errors.push(`cut ${n}: stage ${cut.stage} has the wrong orientation`);
    const pos = vertical ? cut.x : cut.y;
    const start = vertical ? cut.y : cut.x;
    const end = start + cut.length;
    const region = regions.find((r) => {
      const [lo, hi, a, b] = vertical ? [r.x0, r.x1, r.y0, r.y1] : [r.y0, r.y1, r.x0, r.x1];
      const usableHi = vertical ? height - trim : width - trim;
      return (
        pos > lo + TOL &&
        pos < hi - TOL &&
        Math.abs(Math.max(a, trim) - start) <= TOL &&
        Math.abs(Math.min(b, usableHi) - end) <= TOL
      );
    });
    if (!region) {
      errors.push(`cut ${n}: does not run edge to edge across any current region`);
      return;
    }
    const held = piecesIn(region);
    const crossed = held.find((g) =>
      vertical ? g.x0 < pos - TOL && g.x1 > pos + TOL : g.y0 < pos - TOL && g.y1 > pos + TOL,
    );
    if (crossed) errors.push(`cut ${n}: crosses piece ${crossed.index} (kerf included)`);
    if (cut.stage < region.level)
      errors.push(`cut ${n}: stage ${cut.stage} inside a stage ${region.level} region`);
    if (maxStages !== null && cut.stage > maxStages) {
      if (cut.stage > maxStages + 1 || held.length !== 1) {
        errors.push(`cut ${n}: stage ${cut.stage} exceeds ${maxStages} stages`);
      }
    }
    length += cut.length;
    const a: Region = vertical
      ? { ...region, x1: pos, level: cut.stage }
      : { ...region, y1: pos, level: cut.stage };
    const b: Region = vertical
      ? { ...region, x0: pos, level: cut.stage }
      : { ...region, y0: pos, level: cut.stage };
    regions = regions.filter((r) => r !== region).concat([a, b]);
  });
  for (const r of regions) {
    const held = piecesIn(r);
    if (held.length > 1)
      errors.push(`pieces ${held.map((g) => g.index).join(', ')} are never separated by a cut`);
    const g = held[0];
    if (held.length === 1 && g) {
      const exact =
        Math.abs(g.x0 - r.x0) <= TOL &&
        Math.abs(g.x1 - r.x1) <= TOL &&
        Math.abs(g.y0 - r.y0) <= TOL &&
        Math.abs(g.y1 - r.y1) <= TOL;
      if (!exact) errors.push(`piece ${g.index} is not cut free on every side`);
    }
  }
  const orphan = pieces.find((g) => !regions.some((r) => inside(g, r)));
  if (orphan) errors.push(`piece ${orphan.index} is split across regions`);
  return { errors, length };
}

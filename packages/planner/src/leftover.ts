// The largest leftover rectangle of a slab (issue 24): after the slab count, the planner keeps the
// last slab's biggest reusable off-cut as large as it can. Exact for axis-parallel obstacles: a
// maximal empty rectangle has each side on the container or on an obstacle side, so it is enough
// to try every (left, right) pair of such x-coordinates and take the tallest free y-gap between.
import { EPS } from './model.ts';
import type { BinLayout, Box, Model } from './model.ts';
import type { Rect } from './types.ts';

/** Score of a free box: its usable area, or ≤ 0 when the remnant stock would not take it. */
export type LeftoverScore = (w: number, h: number) => number;

/**
 * Largest-scoring empty box in [0, W] × [0, H] among `obstacles` (boxes that may overlap). Pairs
 * whose width × H cannot beat the best so far are skipped, so a nearly empty slab is quick.
 */
export function largestEmptyBox(
  W: number,
  H: number,
  obstacles: Box[],
  score: LeftoverScore,
): { box: Box; score: number } | null {
  const inside = obstacles.filter(
    (o) => o.x < W - EPS && o.x + o.w > EPS && o.y < H - EPS && o.y + o.h > EPS,
  );
  const uniq = (xs: number[]): number[] =>
    [...new Set(xs.map((x) => Math.min(W, Math.max(0, x))))].sort((a, b) => a - b);
  const lefts = uniq([0, ...inside.map((o) => o.x + o.w)]);
  const rights = uniq([W, ...inside.map((o) => o.x)]);
  let best: { box: Box; score: number } | null = null;
  for (const x0 of lefts) {
    for (let r = rights.length - 1; r >= 0; r--) {
      const x1 = rights[r] as number;
      if (x1 <= x0 + EPS) break;
      // Widest first: once even the full height cannot win, narrower pairs cannot either.
      if (best && score(x1 - x0, H) <= best.score) break;
      const blocked = inside
        .filter((o) => o.x < x1 - EPS && o.x + o.w > x0 + EPS)
        .sort((a, b) => a.y - b.y);
      // Free y-gaps between the obstacles crossing this column, bottom to top.
      let y = 0;
      for (let k = 0; k <= blocked.length; k++) {
        const o = blocked[k];
        const top = o ? o.y : H;
        if (top > y + EPS) {
          const s = score(x1 - x0, top - y);
          if (!best || s > best.score)
            best = { box: { x: x0, y, w: x1 - x0, h: top - y }, score: s };
        }
        if (o) y = Math.max(y, o.y + o.h);
      }
    }
  }
  return best && best.score > 0 ? best : null;
}

/**
 * The largest usable leftover of a laid-out slab, in real slab mm. Guillotine: the band beyond the
 * last first-stage cut, full width (or full height when the strips stand), which one saw pass
 * takes off in one piece; the ROADEF challenge counts its leftover the same way. Free mode (water
 * jet): any empty rectangle. A defect inside stays with the remnant, as defects stay with a stock
 * slab. In grown coordinates a box touching a piece is one kerf from it once it loses kerf/2 per
 * side, which also keeps it inside the trim.
 */
export function leftoverOf(layout: BinLayout, model: Model): { rect: Rect; area: number } | null {
  const { kerf, trim, minRemnant: min } = model.problem;
  const score: LeftoverScore = (gw, gh) => {
    const w = gw - kerf;
    const h = gh - kerf;
    if (w <= EPS || h <= EPS) return 0;
    if (min && !((w >= min.width && h >= min.height) || (w >= min.height && h >= min.width)))
      return 0;
    return w * h;
  };
  let best: { box: Box; score: number } | null = null;
  if (model.guillotine) {
    const { w: W, h: H } = layout.type;
    for (const r of layout.free) {
      const top = r.x <= EPS && r.w >= W - EPS && r.y + r.h >= H - EPS;
      const right = r.y <= EPS && r.h >= H - EPS && r.x + r.w >= W - EPS;
      if (!top && !right) continue;
      const s = score(r.w, r.h);
      if (s > 0 && (!best || s > best.score)) best = { box: r, score: s };
    }
  } else {
    const pieces = layout.placed.map((p) => ({ x: p.x, y: p.y, w: p.w, h: p.h }));
    best = largestEmptyBox(layout.type.w, layout.type.h, pieces, score);
  }
  if (!best) return null;
  const { box } = best;
  // Internal (0, 0) is real (trim - kerf/2, trim - kerf/2); the box shrinks by kerf/2 per side.
  const rect = { x: box.x + trim, y: box.y + trim, width: box.w - kerf, height: box.h - kerf };
  return { rect, area: best.score };
}

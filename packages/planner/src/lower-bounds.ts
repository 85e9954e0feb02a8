// Lower bounds on the number of slabs, all on kerf-grown sizes (pieces and usable slab grown by
// one kerf), so they stay valid with a blade. The answer reports the best of them.
import type { BinType, Box, Item, Model } from './model.ts';

const ceilSafe = (x: number): number => Math.ceil(x - 1e-9);

/**
 * Work cap of the bounds (candidate values × pieces). Every candidate gives a valid bound, so on
 * a plane of many distinct sizes an even sample of the candidates keeps the bound valid while
 * its cost stays linear (all candidates were cubic: 32 s at 5,000 distinct pieces). The 2bp
 * class instances (at most 100 pieces) stay under it and keep every candidate.
 */
const BOUND_WORK = 20_000_000;

/** At most `count` values of `values`, evenly spread and always keeping the first. */
function sample(values: number[], count: number): number[] {
  const n = Math.max(1, Math.floor(count));
  if (values.length <= n) return values;
  return Array.from({ length: n }, (_, i) => values[Math.floor((i * values.length) / n)] as number);
}

/** Area of the union of the defects clipped to the grown usable area (defects may overlap). */
export function defectArea(type: BinType): number {
  const boxes: Box[] = [];
  for (const d of type.defects) {
    const x0 = Math.max(0, d.x);
    const y0 = Math.max(0, d.y);
    const x1 = Math.min(type.w, d.x + d.w);
    const y1 = Math.min(type.h, d.y + d.h);
    if (x1 > x0 && y1 > y0) boxes.push({ x: x0, y: y0, w: x1 - x0, h: y1 - y0 });
  }
  if (boxes.length === 0) return 0;
  const xs = [...new Set(boxes.flatMap((b) => [b.x, b.x + b.w]))].sort((a, b) => a - b);
  const ys = [...new Set(boxes.flatMap((b) => [b.y, b.y + b.h]))].sort((a, b) => a - b);
  let area = 0;
  for (let i = 0; i + 1 < xs.length; i++) {
    for (let j = 0; j + 1 < ys.length; j++) {
      const cx = ((xs[i] as number) + (xs[i + 1] as number)) / 2;
      const cy = ((ys[j] as number) + (ys[j + 1] as number)) / 2;
      if (boxes.some((b) => cx > b.x && cx < b.x + b.w && cy > b.y && cy < b.y + b.h)) {
        area +=
          ((xs[i + 1] as number) - (xs[i] as number)) * ((ys[j + 1] as number) - (ys[j] as number));
      }
    }
  }
  return area;
}

export type Dims = { w: number; h: number };

/** Continuous bound L0: total grown piece area over the largest defect-free grown slab area. */
export function areaBound(items: Item[], types: BinType[]): number {
  const capacity = Math.max(...types.map((t) => t.w * t.h - defectArea(t)));
  const total = items.reduce((s, i) => s + i.w * i.h, 0);
  return total > 0 ? ceilSafe(total / capacity) : 0;
}

/** 1D-style bound for pieces wider than half the slab (they can only sit one above another). */
function wideBound(items: Dims[], W: number, H: number): number {
  const wide = items.filter((i) => i.w > W / 2).map((i) => i.h);
  const all = [...new Set<number>([0, ...wide.filter((h) => h <= H / 2)])];
  const alphas = sample(all, BOUND_WORK / Math.max(1, wide.length));
  let best = 0;
  for (const a of alphas) {
    let n12 = 0;
    let j2Slack = 0;
    let j3 = 0;
    for (const h of wide) {
      if (h > H - a) n12++;
      else if (h > H / 2) {
        n12++;
        j2Slack += H - h;
      } else if (h >= a) j3 += h;
    }
    best = Math.max(best, n12 + Math.max(0, ceilSafe((j3 - j2Slack) / H)));
  }
  return best;
}

/** Martello & Vigo (1998) L2 for fixed orientation, kerf already folded into the sizes. */
export function martelloVigoL2(items: Dims[], W: number, H: number): number {
  if (items.length === 0) return 0;
  const l1 = Math.max(
    wideBound(items, W, H),
    wideBound(
      items.map((i) => ({ w: i.h, h: i.w })),
      H,
      W,
    ),
  );
  const side = Math.sqrt(BOUND_WORK / items.length);
  const ps = sample(
    [...new Set([W / 2, ...items.map((i) => i.w).filter((w) => w <= W / 2)])],
    side,
  );
  const qs = sample(
    [...new Set([H / 2, ...items.map((i) => i.h).filter((h) => h <= H / 2)])],
    side,
  );
  let best = l1;
  const area = W * H;
  // Pieces in I3 cannot sit beside an I1 piece, so they fill I2 slabs or need new ones.
  for (const p of ps) {
    for (const q of qs) {
      let n12 = 0;
      let load = 0;
      let room = 0;
      for (const i of items) {
        const big = i.w > W - p && i.h > H - q;
        const half = i.w > W / 2 && i.h > H / 2;
        if (big) n12++;
        else if (half) {
          n12++;
          load += i.w * i.h;
          room += area;
        } else if (i.w <= W / 2 && i.w >= p && i.h <= H / 2 && i.h >= q) load += i.w * i.h;
      }
      best = Math.max(best, n12 + Math.max(0, ceilSafe((load - room) / area)));
    }
  }
  return best;
}

/** Best valid bound on slabs for the model; L2 needs one defect-free slab size. */
export function lowerBound(model: Model): number {
  const l0 = areaBound(model.items, model.types);
  const type = model.types[0];
  if (model.types.length !== 1 || !type || type.defects.length > 0) return l0;
  // A rotatable piece always covers its min-side square, so L2 of those squares is valid with rotation.
  const dims = model.items.map((i) =>
    i.rotatable ? { w: Math.min(i.w, i.h), h: Math.min(i.w, i.h) } : { w: i.w, h: i.h },
  );
  return Math.max(l0, martelloVigoL2(dims, type.w, type.h));
}

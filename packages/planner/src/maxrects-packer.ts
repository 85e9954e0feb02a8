// MaxRects packer for free (non-guillotine) mode, e.g. water-jet or CNC cutting. Defects are
// pre-placed obstacles, so the free-rectangle bookkeeping avoids them with no special case.
import { EPS } from './model.ts';
import type { BinType, Box, Item, PlacedItem } from './model.ts';

export type MaxRectsRule = 'bssf' | 'baf' | 'bl' | 'cp';

export type MaxRectsBin = { type: BinType; free: Box[]; placed: PlacedItem[]; obstacles: Box[] };

export function createMaxRectsBin(type: BinType): MaxRectsBin {
  const bin: MaxRectsBin = {
    type,
    free: [{ x: 0, y: 0, w: type.w, h: type.h }],
    placed: [],
    obstacles: [],
  };
  for (const d of type.defects) occupy(bin, d);
  bin.obstacles = [...type.defects];
  return bin;
}

function intersects(a: Box, b: Box): boolean {
  return (
    a.x < b.x + b.w - EPS && b.x < a.x + a.w - EPS && a.y < b.y + b.h - EPS && b.y < a.y + a.h - EPS
  );
}

function contains(a: Box, b: Box): boolean {
  return (
    b.x >= a.x - EPS &&
    b.y >= a.y - EPS &&
    b.x + b.w <= a.x + a.w + EPS &&
    b.y + b.h <= a.y + a.h + EPS
  );
}

function occupy(bin: MaxRectsBin, used: Box): void {
  const next: Box[] = [];
  for (const f of bin.free) {
    if (!intersects(f, used)) {
      next.push(f);
      continue;
    }
    if (used.x > f.x + EPS) next.push({ x: f.x, y: f.y, w: used.x - f.x, h: f.h });
    if (used.x + used.w < f.x + f.w - EPS)
      next.push({ x: used.x + used.w, y: f.y, w: f.x + f.w - used.x - used.w, h: f.h });
    if (used.y > f.y + EPS) next.push({ x: f.x, y: f.y, w: f.w, h: used.y - f.y });
    if (used.y + used.h < f.y + f.h - EPS)
      next.push({ x: f.x, y: used.y + used.h, w: f.w, h: f.y + f.h - used.y - used.h });
  }
  // Drop free rectangles contained in another one (keeps the list maximal and small).
  const kept: Box[] = [];
  for (let i = 0; i < next.length; i++) {
    const a = next[i] as Box;
    let redundant = false;
    for (let j = 0; j < next.length && !redundant; j++) {
      if (i === j) continue;
      const b = next[j] as Box;
      redundant = contains(b, a) && (!contains(a, b) || j < i);
    }
    if (!redundant) kept.push(a);
  }
  bin.free = kept;
}

function contactScore(bin: MaxRectsBin, x: number, y: number, w: number, h: number): number {
  let score = 0;
  if (x <= EPS) score += h;
  if (y <= EPS) score += w;
  if (Math.abs(x + w - bin.type.w) <= EPS) score += h;
  if (Math.abs(y + h - bin.type.h) <= EPS) score += w;
  const overlap = (a0: number, a1: number, b0: number, b1: number): number =>
    Math.max(0, Math.min(a1, b1) - Math.max(a0, b0));
  for (const p of [...bin.placed, ...bin.obstacles]) {
    if (Math.abs(p.x + p.w - x) <= EPS || Math.abs(x + w - p.x) <= EPS)
      score += overlap(y, y + h, p.y, p.y + p.h);
    if (Math.abs(p.y + p.h - y) <= EPS || Math.abs(y + h - p.y) <= EPS)
      score += overlap(x, x + w, p.x, p.x + p.w);
  }
  return score;
}

function score(
  bin: MaxRectsBin,
  rule: MaxRectsRule,
  f: Box,
  w: number,
  h: number,
): [number, number] {
  const dw = f.w - w;
  const dh = f.h - h;
  switch (rule) {
    case 'bssf':
      return [Math.min(dw, dh), Math.max(dw, dh)];
    case 'baf':
      return [f.w * f.h - w * h, Math.min(dw, dh)];
    case 'bl':
      return [f.y + h, f.x];
    case 'cp':
      return [-contactScore(bin, f.x, f.y, w, h), f.y];
  }
}

export function insertMaxRects(bin: MaxRectsBin, item: Item, rule: MaxRectsRule): boolean {
  let best: {
    x: number;
    y: number;
    w: number;
    h: number;
    rotated: boolean;
    s: [number, number];
  } | null = null;
  const tryOrient = (w: number, h: number, rotated: boolean): void => {
    for (const f of bin.free) {
      if (w > f.w + EPS || h > f.h + EPS) continue;
      const s = score(bin, rule, f, w, h);
      if (!best || s[0] < best.s[0] - EPS || (s[0] <= best.s[0] + EPS && s[1] < best.s[1] - EPS)) {
        best = { x: f.x, y: f.y, w, h, rotated, s };
      }
    }
  };
  tryOrient(item.w, item.h, false);
  if (item.rotatable && Math.abs(item.w - item.h) > EPS) tryOrient(item.h, item.w, true);
  if (!best) return false;
  const b: { x: number; y: number; w: number; h: number; rotated: boolean } = best;
  bin.placed.push({ item, x: b.x, y: b.y, w: b.w, h: b.h, rotated: b.rotated });
  occupy(bin, b);
  return true;
}

export function packMaxRectsAll(
  order: Item[],
  type: BinType,
  rule: MaxRectsRule,
): MaxRectsBin | null {
  const bin = createMaxRectsBin(type);
  for (const item of order) if (!insertMaxRects(bin, item, rule)) return null;
  return bin;
}

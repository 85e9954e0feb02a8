// Saw sequence for a shelf layout: all strip cuts first (stage 1), then each strip's stack cuts
// (stage 2), each stack's piece cuts (stage 3) and the trims. Also lists the empty regions the
// cuts leave, which become remnants.
import { EPS } from './model.ts';
import type { BinLayout, Box, InternalCut } from './model.ts';
import type { ShelfBin } from './shelf-packer.ts';

export function shelfLayout(bin: ShelfBin): BinLayout {
  const { w: W, h: H } = bin.type;
  const cuts: InternalCut[] = [];
  const free: Box[] = [];
  const strips = [...bin.strips].sort((a, b) => a.y - b.y);
  const add = (stage: number, horizontal: boolean, pos: number, from: number, to: number): void => {
    cuts.push({ stage, horizontal, pos, from, to });
  };
  let prevTop = 0;
  for (const strip of strips) {
    if (strip.y > prevTop + EPS) add(1, true, strip.y, 0, W);
    const top = strip.y + strip.h;
    if (top < H - EPS) add(1, true, top, 0, W);
    prevTop = top;
  }
  if (prevTop < H - EPS) free.push({ x: 0, y: prevTop, w: W, h: H - prevTop });
  for (const strip of strips) {
    const stripTop = strip.y + strip.h;
    let prevRight = 0;
    const stacks = [...strip.stacks].sort((a, b) => a.x - b.x);
    for (const stack of stacks) {
      if (stack.x > prevRight + EPS) add(2, false, stack.x, strip.y, stripTop);
      const right = stack.x + stack.w;
      if (right < W - EPS) add(2, false, right, strip.y, stripTop);
      prevRight = right;
    }
    if (prevRight < W - EPS) free.push({ x: prevRight, y: strip.y, w: W - prevRight, h: strip.h });
    for (const stack of stacks) {
      let below = strip.y;
      const items = [...stack.items].sort((a, b) => a.y - b.y);
      for (const p of items) {
        if (p.y > below + EPS) add(3, true, p.y, stack.x, stack.x + stack.w);
        const top = p.y + p.h;
        if (top < stripTop - EPS) add(3, true, top, stack.x, stack.x + stack.w);
        below = top;
      }
      if (below < stripTop - EPS)
        free.push({ x: stack.x, y: below, w: stack.w, h: stripTop - below });
      for (const p of items) {
        if (p.w < stack.w - EPS) {
          add(4, false, p.x + p.w, p.y, p.y + p.h);
          free.push({ x: p.x + p.w, y: p.y, w: stack.w - p.w, h: p.h });
        }
      }
    }
  }
  return { type: bin.type, placed: bin.placed, cuts, free };
}

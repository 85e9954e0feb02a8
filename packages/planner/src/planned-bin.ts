// A slab kept as its layout (issue 24): the dense plate fills are built strip by strip with a
// knapsack, which no piece order fed to the shelf packer reproduces. So such a slab stores the
// shelf bin itself; asking whether another set of pieces fits means dropping the pieces that left
// (what stays does not move, so it stays valid) and offering the newcomers to the gaps.
import type { BinType, Item } from './model.ts';
import { createShelfBin, insertShelf } from './shelf-packer.ts';
import type { ShelfBin, Stack, Strip } from './shelf-packer.ts';

/**
 * The layout of `order` (pieces in the bin's frame) from `plan`: the plan's pieces that are in
 * `order` keep their places, the others are inserted in order; null if one does not fit.
 */
export function replan(
  plan: ShelfBin,
  order: Item[],
  type: BinType,
  stages: 2 | 3,
): ShelfBin | null {
  if (plan.type !== type) return null;
  const wanted = new Set(order);
  const bin = createShelfBin(type);
  const kept = new Set<Item>();
  for (const strip of plan.strips) {
    const stacks: Stack[] = [];
    let right = 0;
    for (const stack of strip.stacks) {
      const items = stack.items.filter((p) => wanted.has(p.item));
      if (items.length === 0) continue;
      let top = strip.y;
      for (const p of items) {
        top = Math.max(top, p.y + p.h);
        kept.add(p.item);
        bin.placed.push(p);
      }
      stacks.push({ x: stack.x, w: stack.w, top, items });
      right = Math.max(right, stack.x + stack.w);
    }
    if (stacks.length === 0) continue;
    const copy: Strip = { y: strip.y, h: strip.h, right, stacks };
    bin.strips.push(copy);
    bin.top = Math.max(bin.top, strip.y + strip.h);
  }
  for (const item of order) {
    if (kept.has(item)) continue;
    if (!insertShelf(bin, item, stages, 'low')) return null;
  }
  return bin;
}

// Mirror images across the diagonal (x ↔ y). Packing the mirrored problem with horizontal strips
// gives a layout whose first cuts are vertical, without a second copy of the shelf packer.
// Mirrored objects are cached so the hot feasibility loop allocates nothing new.
import type { BinLayout, BinType, Box, Item } from './model.ts';

const items = new WeakMap<Item, Item>();
const types = new WeakMap<BinType, BinType>();

export function transposeItem(item: Item): Item {
  let t = items.get(item);
  if (!t) {
    t = { ...item, w: item.h, h: item.w };
    items.set(item, t);
    items.set(t, item);
  }
  return t;
}

const flip = (b: Box): Box => ({ x: b.y, y: b.x, w: b.h, h: b.w });

export function transposeType(type: BinType): BinType {
  let t = types.get(type);
  if (!t) {
    t = { ...type, w: type.h, h: type.w, defects: type.defects.map(flip) };
    types.set(type, t);
  }
  return t;
}

/** Maps a layout of the mirrored problem back onto the real slab and pieces. */
export function transposeLayout(layout: BinLayout, type: BinType): BinLayout {
  return {
    type,
    placed: layout.placed.map((p) => ({
      item: transposeItem(p.item),
      x: p.y,
      y: p.x,
      w: p.h,
      h: p.w,
      rotated: p.rotated,
    })),
    cuts: layout.cuts.map((c) => ({ ...c, horizontal: !c.horizontal })),
    free: layout.free.map(flip),
  };
}

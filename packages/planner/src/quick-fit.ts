// The first layout of a run, built before anything else: one sort, then each piece goes on one
// of the last few slabs opened (packed incrementally, never re-packed), else on a fresh slab.
// Linear in the pieces, so a plane far larger than the search can handle still gets a layout
// within its budget; the denser constructions and the search only ever improve on it.
import type { Clock } from './clock.ts';
import { openPacker } from './fill-bins.ts';
import { fitsType } from './model.ts';
import type { BinType, Item, Model } from './model.ts';
import { methodsFor, sortedBy } from './pack-set.ts';
import { available, makeBin, typesByArea } from './solution.ts';
import type { Bin, Solution } from './solution.ts';

/** Slabs still offered pieces: more fills gaps better, each costs one more try per piece. */
const OPEN_SLABS = 4;

type OpenSlab = { type: BinType; insert: (item: Item) => boolean; order: Item[]; room: number };

/** The layout, or null if the clock expired before every piece had a place (or a reason). */
export function quickFit(model: Model, clock: Clock): Solution | null {
  const method = methodsFor(model)[0];
  if (!method) return null;
  const types = typesByArea(model);
  const used = model.types.map(() => 0);
  const open: OpenSlab[] = [];
  const closed: OpenSlab[] = [];
  const unplaced: Solution['unplaced'] = [];
  const order = sortedBy(model.items, 0);
  for (let k = 0; k < order.length; k++) {
    // Every 64 pieces: the clock costs more than placing a piece on a nearly full slab.
    if ((k & 63) === 0 && clock.expired()) return null;
    const item = order[k] as Item;
    const area = item.w * item.h;
    if (open.some((slab) => slab.room >= area && slab.insert(item) && take(slab, item))) continue;
    let exhausted = false;
    let placed = false;
    for (const type of types) {
      if (!fitsType(item, type)) continue;
      if (!available(type, used)) {
        exhausted = true;
        continue;
      }
      const slab: OpenSlab = {
        type,
        insert: openPacker(type, method, model),
        order: [],
        room: type.w * type.h,
      };
      if (!slab.insert(item)) continue;
      take(slab, item);
      used[type.index] = (used[type.index] ?? 0) + 1;
      open.push(slab);
      if (open.length > OPEN_SLABS) closed.push(open.shift() as OpenSlab);
      placed = true;
      break;
    }
    if (!placed) unplaced.push({ item, reason: exhausted ? 'no-slab-left' : 'blocked-by-defects' });
  }
  const bins: Bin[] = [...closed, ...open].map((s) =>
    makeBin({ type: s.type, order: s.order, method }),
  );
  return { bins, unplaced };
}

function take(slab: OpenSlab, item: Item): true {
  slab.order.push(item);
  slab.room -= item.w * item.h;
  return true;
}

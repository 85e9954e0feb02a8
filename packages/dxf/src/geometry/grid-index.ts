import { inChunks } from './chunks.ts';

/**
 * A uniform grid over boxes kept in flat arrays (box k is boxes[4k … 4k+3] as minX, minY,
 * maxX, maxY), so nesting and label lookup stay near linear on drawings with tens of thousands
 * of outlines. Built once, in two passes, into one array of ids per cell range (no array per
 * cell). Very large items (a drawing frame) live in a side list that every query returns,
 * instead of filling every cell.
 */
export class GridIndex {
  private readonly cellStart: Int32Array;
  private readonly cellIds: Int32Array;
  private readonly large: Int32Array;
  /** Scratch for cellsOf(). */
  private readonly range = new Int32Array(4);
  private readonly stamp: Uint32Array;
  private query = 0;
  /** Results of the last search(), in found[0 … count-1]; reused so a query allocates nothing. */
  found: Int32Array;
  private readonly originX: number;
  private readonly originY: number;
  private readonly cellSize: number;
  private readonly columns: number;
  private readonly rows: number;

  /** Indexes the items `ids` (ascending ids come back in ascending order within a cell). */
  constructor(boxes: Float64Array, ids: ArrayLike<number>, idCount: number) {
    const extent = Float64Array.of(Infinity, Infinity, -Infinity, -Infinity);
    inChunks(ids.length, (from, to) => growExtent(boxes, ids, from, to, extent));
    if (ids.length === 0) extent.set([0, 0, 1, 1]);
    const [minX = 0, minY = 0, maxX = 1, maxY = 1] = extent;
    const width = Math.max(maxX - minX, 1e-9);
    const height = Math.max(maxY - minY, 1e-9);
    const items = Math.max(ids.length, 1);
    // About one cell per item; a very thin extent gets a row of cells, not millions of them.
    const cellSize = Math.max(
      Math.sqrt((width * height) / items),
      Math.max(width, height) / (4 * items + 16),
      1e-9,
    );
    const columns = Math.ceil(width / cellSize) + 1;
    const rows = Math.ceil(height / cellSize) + 1;
    const isSane = columns * rows <= 8 * items + 1024;
    // Non-finite extents (coordinates near the float limit) fall back to one cell.
    this.cellSize = isSane ? cellSize : Infinity;
    this.columns = isSane ? columns : 1;
    this.rows = isSane ? rows : 1;
    this.originX = minX;
    this.originY = minY;
    this.stamp = new Uint32Array(idCount);
    this.found = new Int32Array(64);

    const cellCount = (this.columns + 2) * (this.rows + 2);
    const counts = new Int32Array(cellCount + 1);
    let largeCount = 0;
    inChunks(ids.length, (from, to) => {
      largeCount += this.countCells(boxes, ids, from, to, counts);
    });
    for (let key = 0; key < cellCount; key++) {
      counts[key + 1] = (counts[key + 1] as number) + (counts[key] as number);
    }
    this.cellStart = counts;
    this.cellIds = new Int32Array(counts[cellCount] as number);
    this.large = new Int32Array(largeCount);
    const next = counts.slice(0, cellCount);
    let largeAt = 0;
    inChunks(ids.length, (from, to) => {
      largeAt = this.placeInCells(boxes, ids, from, to, next, largeAt);
    });
  }

  /**
   * Counts the items ids[from … to-1] of cell k into counts[k + 1]; returns how many items were
   * too large for cells. Counting and placing are separate functions so each is optimized for
   * its own stores.
   */
  private countCells(
    boxes: Float64Array,
    ids: ArrayLike<number>,
    from: number,
    to: number,
    counts: Int32Array,
  ): number {
    const range = this.range;
    let large = 0;
    for (let k = from; k < to; k++) {
      if (!this.cellsOf(boxes, ids[k] as number)) {
        large++;
        continue;
      }
      for (let cy = range[1] as number; cy <= (range[3] as number); cy++) {
        for (let cx = range[0] as number; cx <= (range[2] as number); cx++) {
          const slot = this.key(cx, cy) + 1;
          counts[slot] = (counts[slot] as number) + 1;
        }
      }
    }
    return large;
  }

  /** Writes each of ids[from … to-1] at slot next[k] of its cells, or into `large` from `largeAt`. */
  private placeInCells(
    boxes: Float64Array,
    ids: ArrayLike<number>,
    from: number,
    to: number,
    next: Int32Array,
    largeAt: number,
  ): number {
    const range = this.range;
    const cellIds = this.cellIds;
    for (let k = from; k < to; k++) {
      const id = ids[k] as number;
      if (!this.cellsOf(boxes, id)) {
        this.large[largeAt++] = id;
        continue;
      }
      for (let cy = range[1] as number; cy <= (range[3] as number); cy++) {
        for (let cx = range[0] as number; cx <= (range[2] as number); cx++) {
          const key = this.key(cx, cy);
          const slot = next[key] as number;
          cellIds[slot] = id;
          next[key] = slot + 1;
        }
      }
    }
    return largeAt;
  }

  /** The cells of item `id` into `range` (x0, y0, x1, y1); false for an item too large for cells. */
  private cellsOf(boxes: Float64Array, id: number): boolean {
    const at = id * 4;
    const range = this.range;
    range[0] = this.cellX(boxes[at] as number);
    range[1] = this.cellY(boxes[at + 1] as number);
    range[2] = this.cellX(boxes[at + 2] as number);
    range[3] = this.cellY(boxes[at + 3] as number);
    return (
      ((range[2] as number) - (range[0] as number) + 1) *
        ((range[3] as number) - (range[1] as number) + 1) <=
      MAX_CELLS_PER_ITEM
    );
  }

  /**
   * Finds the ids whose cells meet the box, each once, into `found`; returns their count.
   * Callers still test the boxes themselves, and read `found` before searching again.
   */
  search(minX: number, minY: number, maxX: number, maxY: number): number {
    this.query = (this.query + 1) >>> 0 || 1;
    let count = this.collect(this.large, 0, this.large.length, 0);
    const x0 = this.cellX(minX);
    const y0 = this.cellY(minY);
    const x1 = this.cellX(maxX);
    const y1 = this.cellY(maxY);
    for (let cy = y0; cy <= y1; cy++) {
      for (let cx = x0; cx <= x1; cx++) {
        const key = this.key(cx, cy);
        const from = this.cellStart[key] as number;
        const to = this.cellStart[key + 1] as number;
        if (to > from) count = this.collect(this.cellIds, from, to, count);
      }
    }
    return count;
  }

  private collect(ids: Int32Array, from: number, to: number, count: number): number {
    const stamp = this.stamp;
    const query = this.query;
    for (let k = from; k < to; k++) {
      const id = ids[k] as number;
      if (stamp[id] === query) continue;
      stamp[id] = query;
      if (count === this.found.length) {
        const grown = new Int32Array(count * 2);
        grown.set(this.found);
        this.found = grown;
      }
      this.found[count++] = id;
    }
    return count;
  }

  private key(cx: number, cy: number): number {
    return (cy + 1) * (this.columns + 2) + cx + 1;
  }

  private cellX(x: number): number {
    return clampCell(Math.floor((x - this.originX) / this.cellSize), this.columns);
  }

  private cellY(y: number): number {
    return clampCell(Math.floor((y - this.originY) / this.cellSize), this.rows);
  }
}

/** Grows `extent` (minX, minY, maxX, maxY) over the boxes of ids[from … to-1]. */
function growExtent(
  boxes: Float64Array,
  ids: ArrayLike<number>,
  from: number,
  to: number,
  extent: Float64Array,
): void {
  let minX = extent[0] as number;
  let minY = extent[1] as number;
  let maxX = extent[2] as number;
  let maxY = extent[3] as number;
  for (let k = from; k < to; k++) {
    const at = (ids[k] as number) * 4;
    minX = Math.min(minX, boxes[at] as number);
    minY = Math.min(minY, boxes[at + 1] as number);
    maxX = Math.max(maxX, boxes[at + 2] as number);
    maxY = Math.max(maxY, boxes[at + 3] as number);
  }
  extent[0] = minX;
  extent[1] = minY;
  extent[2] = maxX;
  extent[3] = maxY;
}

/** An item spanning more cells (a drawing frame) goes to the list every query returns. */
const MAX_CELLS_PER_ITEM = 64;

function clampCell(cell: number, count: number): number {
  // NaN (an infinite extent) lands in cell 0.
  return cell < -1 ? -1 : cell > count ? count : cell >= -1 ? cell : 0;
}

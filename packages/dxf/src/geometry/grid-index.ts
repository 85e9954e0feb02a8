import type { Bounds } from './bulge-path.ts';

/**
 * A uniform grid over bounding boxes, so nesting and label lookup stay near linear on
 * drawings with tens of thousands of outlines. Very large items (a drawing frame) live in a
 * side list that every query returns, instead of filling every cell.
 */
export class GridIndex {
  /** Buckets by cell, with a border row and column for the clamped cells outside the extent. */
  private readonly cells: (number[] | undefined)[];
  private readonly large: number[] = [];
  private readonly stamp: Uint32Array;
  private query = 0;
  /** Results of the last search(), in found[0 … count-1]; reused so a query allocates nothing. */
  readonly found: number[] = [];
  private foundCount = 0;
  private readonly originX: number;
  private readonly originY: number;
  private readonly cellSize: number;
  private readonly columns: number;
  private readonly rows: number;

  constructor(extent: Bounds, itemCount: number) {
    const width = Math.max(extent.maxX - extent.minX, 1e-9);
    const height = Math.max(extent.maxY - extent.minY, 1e-9);
    const items = Math.max(itemCount, 1);
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
    this.originX = extent.minX;
    this.originY = extent.minY;
    this.stamp = new Uint32Array(itemCount);
    this.cells = new Array<number[] | undefined>((this.columns + 2) * (this.rows + 2));
  }

  insert(id: number, bounds: Bounds): void {
    const x0 = this.cellX(bounds.minX);
    const y0 = this.cellY(bounds.minY);
    const x1 = this.cellX(bounds.maxX);
    const y1 = this.cellY(bounds.maxY);
    if ((x1 - x0 + 1) * (y1 - y0 + 1) > 64) {
      this.large.push(id);
      return;
    }
    for (let cx = x0; cx <= x1; cx++) {
      for (let cy = y0; cy <= y1; cy++) {
        const key = this.key(cx, cy);
        const bucket = this.cells[key];
        if (bucket) bucket.push(id);
        else this.cells[key] = [id];
      }
    }
  }

  /**
   * Finds the ids whose cells meet `bounds`, each once, into `found`; returns their count.
   * Callers still test the boxes themselves, and read `found` before searching again.
   */
  search(bounds: Bounds): number {
    this.query = (this.query + 1) >>> 0 || 1;
    this.foundCount = 0;
    this.collect(this.large);
    const x0 = this.cellX(bounds.minX);
    const y0 = this.cellY(bounds.minY);
    const x1 = this.cellX(bounds.maxX);
    const y1 = this.cellY(bounds.maxY);
    for (let cx = x0; cx <= x1; cx++) {
      for (let cy = y0; cy <= y1; cy++) {
        const bucket = this.cells[this.key(cx, cy)];
        if (bucket) this.collect(bucket);
      }
    }
    return this.foundCount;
  }

  private collect(ids: number[]): void {
    const found = this.found;
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i] as number;
      if (this.stamp[id] === this.query) continue;
      this.stamp[id] = this.query;
      // Writing at the count, never shrinking the array, keeps its backing store.
      if (this.foundCount < found.length) found[this.foundCount] = id;
      else found.push(id);
      this.foundCount++;
    }
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

function clampCell(cell: number, count: number): number {
  return cell < -1 ? -1 : cell > count ? count : cell;
}

import type { Bounds } from './bulge-path.ts';

/**
 * A uniform grid over bounding boxes, so nesting and label lookup stay near linear on
 * drawings with tens of thousands of outlines. Very large items (a drawing frame) live in a
 * side list that every query returns, instead of filling every cell.
 */
export class GridIndex {
  private readonly cells = new Map<number, number[]>();
  private readonly large: number[] = [];
  private readonly stamp: Uint32Array;
  private query = 0;
  private readonly originX: number;
  private readonly originY: number;
  private readonly cellSize: number;
  private readonly columns: number;
  private readonly rows: number;

  constructor(extent: Bounds, itemCount: number) {
    const width = Math.max(extent.maxX - extent.minX, 1e-9);
    const height = Math.max(extent.maxY - extent.minY, 1e-9);
    this.cellSize = Math.max(Math.sqrt((width * height) / Math.max(itemCount, 1)), 1e-9);
    this.originX = extent.minX;
    this.originY = extent.minY;
    this.columns = Math.ceil(width / this.cellSize) + 1;
    this.rows = Math.ceil(height / this.cellSize) + 1;
    this.stamp = new Uint32Array(itemCount);
  }

  insert(id: number, bounds: Bounds): void {
    const [x0, y0, x1, y1] = this.cellRange(bounds);
    if ((x1 - x0 + 1) * (y1 - y0 + 1) > 64) {
      this.large.push(id);
      return;
    }
    for (let cx = x0; cx <= x1; cx++) {
      for (let cy = y0; cy <= y1; cy++) {
        const key = cy * this.columns + cx;
        const bucket = this.cells.get(key);
        if (bucket) bucket.push(id);
        else this.cells.set(key, [id]);
      }
    }
  }

  /** Ids whose cells meet `bounds`, each once; callers still test the boxes themselves. */
  search(bounds: Bounds): number[] {
    this.query = (this.query + 1) >>> 0 || 1;
    const found: number[] = [];
    this.collect(this.large, found);
    const [x0, y0, x1, y1] = this.cellRange(bounds);
    for (let cx = x0; cx <= x1; cx++) {
      for (let cy = y0; cy <= y1; cy++) {
        const bucket = this.cells.get(cy * this.columns + cx);
        if (bucket) this.collect(bucket, found);
      }
    }
    return found;
  }

  private collect(ids: number[], found: number[]): void {
    for (const id of ids) {
      if (this.stamp[id] === this.query) continue;
      this.stamp[id] = this.query;
      found.push(id);
    }
  }

  // Clamped, so a query far outside the extent costs one cell, not millions; keys that
  // collide at the clamped edges only add candidates, which callers filter anyway.
  private cellRange(bounds: Bounds): [number, number, number, number] {
    return [
      clampCell(Math.floor((bounds.minX - this.originX) / this.cellSize), this.columns),
      clampCell(Math.floor((bounds.minY - this.originY) / this.cellSize), this.rows),
      clampCell(Math.floor((bounds.maxX - this.originX) / this.cellSize), this.columns),
      clampCell(Math.floor((bounds.maxY - this.originY) / this.cellSize), this.rows),
    ];
  }
}

function clampCell(cell: number, count: number): number {
  return cell < -1 ? -1 : cell > count ? count : cell;
}

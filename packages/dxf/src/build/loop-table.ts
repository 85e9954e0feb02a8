import {
  pathBoundsInto,
  reverseInto,
  shrinkTessellationScratch,
  signedAreaAt,
  tessellateToScratch,
} from '../geometry/bulge-path.ts';
import { placePoint, placePointByChords } from '../geometry/point-in-polygon.ts';
import type { PointPlacement } from '../geometry/point-in-polygon.ts';
import type { PathPool } from './path-pool.ts';
import { inChunks } from '../geometry/chunks.ts';

export const LIVE = 0;
export const DUPLICATE = 1;
export const FRAME = 2;

/**
 * Every closed loop of the drawing, counter-clockwise and measured, in flat arrays indexed by
 * loop id: on a large plan an object per loop (and one per bounds) would be a hundred thousand
 * objects for the garbage collector to copy, only to be replaced by the pieces. The vertices
 * stay in the path pool they were read into; loops that run clockwise are reversed there.
 */
export class LoopTable {
  readonly count: number;
  /** [x, y, bulge] per vertex; loop k is `size[k]` vertices from `start[k]`. */
  readonly data: Float64Array;
  readonly start: Int32Array;
  readonly size: Int32Array;
  readonly layers: string[];
  readonly area: Float64Array;
  /** minX, minY, maxX, maxY of loop k at 4k. */
  readonly boxes: Float64Array;
  /** Smallest loop containing it, or -1. */
  readonly parent: Int32Array;
  readonly depth: Int32Array;
  /** LIVE, DUPLICATE or FRAME. */
  readonly state: Uint8Array;

  constructor(
    pool: PathPool,
    readonly chordTolerance: number,
  ) {
    const total = pool.count;
    const measured: Measured = {
      start: new Int32Array(total),
      size: new Int32Array(total),
      area: new Float64Array(total),
      boxes: new Float64Array(total * 4),
      layers: [],
      count: 0,
      reversed: new Float64Array(0),
    };
    inChunks(total, (from, to) => measureLoops(pool, from, to, measured));
    const id = measured.count;
    this.count = id;
    this.data = pool.data;
    this.start = measured.start.subarray(0, id);
    this.size = measured.size.subarray(0, id);
    this.layers = measured.layers;
    this.area = measured.area.subarray(0, id);
    this.boxes = measured.boxes.subarray(0, id * 4);
    this.parent = new Int32Array(id).fill(-1);
    this.depth = new Int32Array(id);
    this.state = new Uint8Array(id);
  }

  minX(id: number): number {
    return this.boxes[id * 4] as number;
  }

  minY(id: number): number {
    return this.boxes[id * 4 + 1] as number;
  }

  maxX(id: number): number {
    return this.boxes[id * 4 + 2] as number;
  }

  maxY(id: number): number {
    return this.boxes[id * 4 + 3] as number;
  }

  /** Where a point lies against the loop's tessellation, tessellating only when needed. */
  place(id: number, x: number, y: number, tolerance: number): PointPlacement {
    const fast = placePointByChords(
      this.data,
      x,
      y,
      tolerance,
      this.start[id] as number,
      this.size[id] as number,
    );
    return fast ?? placePoint(this.polygon(id), x, y, tolerance);
  }

  private polygonId = -1;
  private polygonPoints: Float64Array = new Float64Array(0);

  /** The tessellation for a containment test, in a shared buffer kept for one loop at a time. */
  private polygon(id: number): Float64Array {
    if (this.polygonId !== id) {
      this.polygonPoints = tessellateToScratch(this.path(id), true, this.chordTolerance);
      this.polygonId = id;
    }
    return this.polygonPoints;
  }

  /** Loop `id`'s vertices, as a view of the pool. */
  path(id: number): Float64Array {
    const at = this.start[id] as number;
    return this.data.subarray(at, at + (this.size[id] as number) * 3);
  }

  /** Lets go of the shared buffers once nesting and labelling are done. */
  releaseScratch(): void {
    this.polygonId = -1;
    this.polygonPoints = new Float64Array(0);
    shrinkTessellationScratch();
  }
}

/** The loops kept so far while the table is built, and a buffer for reversing. */
type Measured = {
  start: Int32Array;
  size: Int32Array;
  area: Float64Array;
  boxes: Float64Array;
  layers: string[];
  count: number;
  reversed: Float64Array;
};

/**
 * Pool paths from … to-1 into the table: each turned counter-clockwise in place, measured and
 * kept unless its size overflowed to a non-finite number.
 */
function measureLoops(pool: PathPool, from: number, to: number, out: Measured): void {
  const data = pool.data;
  const { start, size, area, boxes } = out;
  for (let k = from; k < to; k++) {
    const at = pool.starts[k] as number;
    const n = pool.sizes[k] as number;
    const id = out.count;
    const signed = signedAreaAt(data, at, n);
    if (signed < 0) {
      if (out.reversed.length < n * 3) out.reversed = new Float64Array(n * 3);
      reverseInto(data, at, n, true, out.reversed, 0);
      data.set(out.reversed.subarray(0, n * 3), at);
    }
    pathBoundsInto(data, true, boxes, id * 4, at, n);
    const loopArea = Math.abs(signed);
    // Coordinates near the float limit can overflow to Infinity once scaled to mm.
    const check =
      loopArea +
      (boxes[id * 4] as number) +
      (boxes[id * 4 + 1] as number) +
      (boxes[id * 4 + 2] as number) +
      (boxes[id * 4 + 3] as number);
    if (!Number.isFinite(check)) continue;
    area[id] = loopArea;
    start[id] = at;
    size[id] = n;
    out.layers.push(pool.layers[k] ?? '0');
    out.count++;
  }
}

/**
 * Vertices plus the middle of every arc into `out` (grown when needed): enough to test
 * containment cheaply. Returns the buffer and leaves the number of coordinates in `count`.
 */
export class ProbeBuffer {
  points = new Float64Array(64);
  count = 0;
  id = -1;

  fill(table: LoopTable, id: number): void {
    if (this.id === id) return;
    const data = table.data;
    const offset = table.start[id] as number;
    const n = table.size[id] as number;
    if (this.points.length < n * 4) this.points = new Float64Array(n * 4);
    const out = this.points;
    let k = 0;
    for (let i = 0; i < n; i++) {
      const at = offset + i * 3;
      const next = i + 1 === n ? offset : at + 3;
      const x = data[at] as number;
      const y = data[at + 1] as number;
      const bulge = data[at + 2] as number;
      out[k++] = x;
      out[k++] = y;
      if (bulge === 0) continue;
      const x2 = data[next] as number;
      const y2 = data[next + 1] as number;
      if (x === x2 && y === y2) continue;
      // The arc's middle is the chord's middle moved by the sagitta (bulge × half the chord)
      // along the chord's right normal: right for a counter-clockwise arc, left otherwise.
      out[k++] = (x + x2) / 2 + ((y2 - y) * bulge) / 2;
      out[k++] = (y + y2) / 2 - ((x2 - x) * bulge) / 2;
    }
    this.count = k;
    this.id = id;
  }
}

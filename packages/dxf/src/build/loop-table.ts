import {
  bulgeArc,
  pathBoundsInto,
  reversePath,
  shrinkTessellationScratch,
  signedArea,
  tessellateToScratch,
} from '../geometry/bulge-path.ts';
import { placePoint, placePointByChords } from '../geometry/point-in-polygon.ts';
import type { PointPlacement } from '../geometry/point-in-polygon.ts';
import type { Tessellation } from './lazy-contour.ts';

export const LIVE = 0;
export const DUPLICATE = 1;
export const FRAME = 2;

/**
 * Every closed loop of the drawing, counter-clockwise and measured, in flat arrays indexed by
 * loop id: on a large plan an object per loop (and one per bounds) would be a hundred thousand
 * objects for the garbage collector to copy, only to be replaced by the pieces.
 */
export class LoopTable {
  readonly count: number;
  /** [x, y, bulge] per vertex, counter-clockwise. */
  readonly paths: number[][];
  readonly layers: string[];
  readonly area: Float64Array;
  /** minX, minY, maxX, maxY of loop k at 4k. */
  readonly boxes: Float64Array;
  /** Smallest loop containing it, or -1. */
  readonly parent: Int32Array;
  readonly depth: Int32Array;
  /** LIVE, DUPLICATE or FRAME. */
  readonly state: Uint8Array;
  /** One object for every contour built from this table. */
  readonly tessellation: Tessellation;

  constructor(
    closedPaths: number[][],
    closedLayers: string[],
    readonly chordTolerance: number,
  ) {
    const paths: number[][] = [];
    const layers: string[] = [];
    const area = new Float64Array(closedPaths.length);
    const boxes = new Float64Array(closedPaths.length * 4);
    for (let k = 0; k < closedPaths.length; k++) {
      const drawn = closedPaths[k] as number[];
      const signed = signedArea(drawn);
      const path = signed < 0 ? reversePath(drawn, true) : drawn;
      const id = paths.length;
      pathBoundsInto(path, true, boxes, id * 4);
      const size = Math.abs(signed);
      // Coordinates near the float limit can overflow to Infinity once scaled to mm.
      const check =
        size +
        (boxes[id * 4] as number) +
        (boxes[id * 4 + 1] as number) +
        (boxes[id * 4 + 2] as number) +
        (boxes[id * 4 + 3] as number);
      if (!Number.isFinite(check)) continue;
      area[id] = size;
      paths.push(path);
      layers.push(closedLayers[k] ?? '0');
    }
    this.count = paths.length;
    this.paths = paths;
    this.layers = layers;
    this.area = area.subarray(0, this.count);
    this.boxes = boxes.subarray(0, this.count * 4);
    this.parent = new Int32Array(this.count).fill(-1);
    this.depth = new Int32Array(this.count);
    this.state = new Uint8Array(this.count);
    this.tessellation = { chordTolerance };
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
    const path = this.paths[id] as number[];
    return (
      placePointByChords(path, x, y, tolerance) ?? placePoint(this.polygon(id), x, y, tolerance)
    );
  }

  private polygonId = -1;
  private polygonPoints: Float64Array = new Float64Array(0);

  /** The tessellation for a containment test, in a shared buffer kept for one loop at a time. */
  private polygon(id: number): Float64Array {
    if (this.polygonId !== id) {
      this.polygonPoints = tessellateToScratch(
        this.paths[id] as number[],
        true,
        this.chordTolerance,
      );
      this.polygonId = id;
    }
    return this.polygonPoints;
  }

  /** Lets go of the shared buffers once nesting and labelling are done. */
  releaseScratch(): void {
    this.polygonId = -1;
    this.polygonPoints = new Float64Array(0);
    shrinkTessellationScratch();
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
    const path = table.paths[id] as number[];
    const n = path.length / 3;
    if (this.points.length < n * 4) this.points = new Float64Array(n * 4);
    const out = this.points;
    let k = 0;
    for (let i = 0; i < n; i++) {
      const x = path[i * 3] as number;
      const y = path[i * 3 + 1] as number;
      const bulge = path[i * 3 + 2] as number;
      out[k++] = x;
      out[k++] = y;
      if (bulge === 0) continue;
      const j = i + 1 === n ? 0 : i + 1;
      const x2 = path[j * 3] as number;
      const y2 = path[j * 3 + 1] as number;
      if (x === x2 && y === y2) continue;
      const arc = bulgeArc(x, y, x2, y2, bulge);
      const middle = arc.startAngle + arc.sweep / 2;
      out[k++] = arc.cx + arc.radius * Math.cos(middle);
      out[k++] = arc.cy + arc.radius * Math.sin(middle);
    }
    this.count = k;
    this.id = id;
  }
}

import { reverseInto, tessellate } from '../geometry/bulge-path.ts';
import type { Bounds, BulgePath } from '../geometry/bulge-path.ts';
import type { Contour } from '../types.ts';
import type { LoopTable } from './loop-table.ts';

/**
 * A contour whose vertices stay in the read's path pool (one Float64Array for the whole
 * drawing) until `path`, `points` or `bounds` is first read, then are kept. A caller that only
 * wants areas, labels and sizes never pays for an array per outline, which would be most of
 * the memory and much of the time of a large drawing.
 *
 * These and `areaMm2` are getters on the prototype (a getter defined per object costs more than
 * the rest of the piece, and a number field would box a double per contour), so they are not
 * own properties: JSON.stringify gives them through toJSON(), but structuredClone, postMessage
 * and object spread do not.
 */
class LazyContour implements Contour {
  readonly #table: LoopTable;
  readonly #id: number;
  readonly #isHole: boolean;
  #path: BulgePath | undefined;
  #points: number[] | undefined;
  #bounds: Bounds | undefined;

  constructor(table: LoopTable, id: number, isHole: boolean) {
    this.#table = table;
    this.#id = id;
    this.#isHole = isHole;
  }

  /** Exact, arcs included; the same for a hole as for the loop it was drawn as. */
  get areaMm2(): number {
    return this.#table.area[this.#id] as number;
  }

  /** [x, y, bulge] per vertex: counter-clockwise for an outline, clockwise for a hole. */
  get path(): BulgePath {
    return (this.#path ??= this.#copyPath());
  }

  /** The path tessellated within the chord tolerance, as flat [x, y, …]. */
  get points(): number[] {
    return (this.#points ??= this.#tessellate());
  }

  get bounds(): Bounds {
    if (this.#bounds) return this.#bounds;
    const table = this.#table;
    const id = this.#id;
    this.#bounds = {
      minX: table.minX(id),
      minY: table.minY(id),
      maxX: table.maxX(id),
      maxY: table.maxY(id),
    };
    return this.#bounds;
  }

  toJSON(): Contour {
    return { path: this.path, points: this.points, areaMm2: this.areaMm2, bounds: this.bounds };
  }

  #copyPath(): BulgePath {
    const { data, start, size } = this.#table;
    const at = start[this.#id] as number;
    const n = size[this.#id] as number;
    const path = new Array<number>(n * 3);
    if (this.#isHole) {
      reverseInto(data, at, n, true, path, 0);
    } else {
      for (let i = 0; i < n * 3; i++) path[i] = data[at + i] as number;
    }
    return path;
  }

  #tessellate(): number[] {
    const tolerance = this.#table.chordTolerance;
    if (!this.#isHole) return tessellate(this.path, true, tolerance);
    // A hole is the reversed tessellation of its counter-clockwise loop, point for point.
    const source = tessellate(this.#table.path(this.#id), true, tolerance);
    const n = source.length / 2;
    const points = new Array<number>(source.length);
    for (let k = 0; k < n; k++) {
      points[k * 2] = source[(n - 1 - k) * 2] as number;
      points[k * 2 + 1] = source[(n - 1 - k) * 2 + 1] as number;
    }
    return points;
  }
}

/** Loop `id` of the table as a piece outline, counter-clockwise. */
export function outlineContour(table: LoopTable, id: number): Contour {
  return new LazyContour(table, id, false);
}

/** Loop `id` of the table as a hole: its path and points run clockwise. */
export function holeContour(table: LoopTable, id: number): Contour {
  return new LazyContour(table, id, true);
}

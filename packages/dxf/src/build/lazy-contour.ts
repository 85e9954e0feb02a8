import { reversePath, tessellate } from '../geometry/bulge-path.ts';
import type { Bounds, BulgePath } from '../geometry/bulge-path.ts';
import type { Contour } from '../types.ts';

/** How finely a read tessellates arcs (mm). */
export type Tessellation = { readonly chordTolerance: number };

/**
 * A contour whose `points` are tessellated from `path` on first read, then kept. `points` is an
 * own, enumerable property like the others (JSON, spread, structuredClone and toEqual see it),
 * but a caller that only wants areas, labels or the exact path never pays for the points,
 * which are most of the memory of a large drawing. All instances share one getter, so they
 * keep one hidden class; a getter per object would put each in dictionary mode.
 */
class LazyContour implements Contour {
  // Declared, not class fields, so the constructor sets them in Contour's key order.
  declare readonly path: BulgePath;
  declare points: number[];
  declare readonly areaMm2: number;
  declare readonly bounds: Bounds;
  #points: number[] | undefined;
  /** Shared by all contours of a read: a number field would box a double in every contour. */
  readonly #tessellation: Tessellation;
  readonly #isHole: boolean;

  constructor(
    path: BulgePath,
    areaMm2: number,
    bounds: Bounds,
    tessellation: Tessellation,
    isHole: boolean,
  ) {
    this.path = path;
    Object.defineProperty(this, 'points', LazyContour.pointsProperty);
    this.areaMm2 = areaMm2;
    this.bounds = bounds;
    this.#tessellation = tessellation;
    this.#isHole = isHole;
  }

  static readonly pointsProperty: PropertyDescriptor = {
    enumerable: true,
    configurable: true,
    get(this: LazyContour): number[] {
      return (this.#points ??= this.#tessellate());
    },
    set(this: LazyContour, value: number[]) {
      this.#points = value;
    },
  };

  #tessellate(): number[] {
    if (!this.#isHole) return tessellate(this.path, true, this.#tessellation.chordTolerance);
    // A hole is the reversed tessellation of its counter-clockwise outline, point for point.
    const source = tessellate(
      reversePath(this.path, true),
      true,
      this.#tessellation.chordTolerance,
    );
    const n = source.length / 2;
    const points = new Array<number>(source.length);
    for (let k = 0; k < n; k++) {
      points[k * 2] = source[(n - 1 - k) * 2] ?? 0;
      points[k * 2 + 1] = source[(n - 1 - k) * 2 + 1] ?? 0;
    }
    return points;
  }
}

/** An outline (counter-clockwise path) with lazily tessellated points. */
export function outlineContour(
  path: BulgePath,
  areaMm2: number,
  bounds: Bounds,
  tessellation: Tessellation,
): Contour {
  return new LazyContour(path, areaMm2, bounds, tessellation, false);
}

/** A hole: `path` already runs clockwise; its points are those of the outline, reversed. */
export function holeContour(
  path: BulgePath,
  areaMm2: number,
  bounds: Bounds,
  tessellation: Tessellation,
): Contour {
  return new LazyContour(path, areaMm2, bounds, tessellation, true);
}

export const INSIDE = 1;
export const OUTSIDE = -1;
export const ON_BOUNDARY = 0;
export type PointPlacement = typeof INSIDE | typeof OUTSIDE | typeof ON_BOUNDARY;

/**
 * Where a point lies relative to a polygon given as flat [x, y, …]. Points within
 * `tolerance` of an edge count as on the boundary, so a hole touching its outline
 * (a circle inscribed in a square) still counts as contained.
 */
export function placePoint(
  polygon: ArrayLike<number>,
  x: number,
  y: number,
  tolerance: number,
): PointPlacement {
  const n = polygon.length / 2;
  let isInside = false;
  const toleranceSquared = tolerance * tolerance;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const xi = polygon[i * 2] ?? 0;
    const yi = polygon[i * 2 + 1] ?? 0;
    const xj = polygon[j * 2] ?? 0;
    const yj = polygon[j * 2 + 1] ?? 0;
    // Only edges whose box (grown by the tolerance) holds the point can be that close.
    const isNearEdge =
      x >= Math.min(xi, xj) - tolerance &&
      x <= Math.max(xi, xj) + tolerance &&
      y >= Math.min(yi, yj) - tolerance &&
      y <= Math.max(yi, yj) + tolerance;
    if (isNearEdge && distanceToSegmentSquared(x, y, xj, yj, xi, yi) <= toleranceSquared) {
      return ON_BOUNDARY;
    }
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) isInside = !isInside;
  }
  return isInside ? INSIDE : OUTSIDE;
}

function distanceToSegmentSquared(
  px: number,
  py: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
): number {
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSquared = dx * dx + dy * dy;
  let t = lengthSquared === 0 ? 0 : ((px - ax) * dx + (py - ay) * dy) / lengthSquared;
  t = Math.max(0, Math.min(1, t));
  const ex = ax + t * dx - px;
  const ey = ay + t * dy - py;
  return ex * ex + ey * ey;
}

/** Signed area of a tessellated polygon (positive = counter-clockwise). */
export function polygonArea(polygon: number[]): number {
  const n = polygon.length / 2;
  let twice = 0;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    twice += (polygon[j * 2] ?? 0) * (polygon[i * 2 + 1] ?? 0);
    twice -= (polygon[i * 2] ?? 0) * (polygon[j * 2 + 1] ?? 0);
  }
  return twice / 2;
}

/**
 * placePoint() against the tessellation of a closed bulge path, answered from the chords
 * alone when that is certain, so most containment tests never tessellate. An arc lies wholly
 * on one side of its chord's line; a point on the other side of every arc's chord line, and
 * farther than the tolerance from every chord and those lines, is in no cap between a chord
 * and its arc, so the chord polygon places it as the tessellation would. Otherwise undefined.
 */
export function placePointByChords(
  path: ArrayLike<number>,
  x: number,
  y: number,
  tolerance: number,
  offset = 0,
  n = path.length / 3,
): PointPlacement | undefined {
  // A margin for rounding, so points the tolerance test would find on the edge never pass.
  const margin = tolerance + 1e-9 * (Math.abs(x) + Math.abs(y) + 1);
  const marginSquared = margin * margin;
  let isInside = false;
  for (let i = 0; i < n; i++) {
    const at = offset + i * 3;
    const next = i + 1 === n ? offset : at + 3;
    const xi = path[at] as number;
    const yi = path[at + 1] as number;
    const bulge = path[at + 2] as number;
    const xj = path[next] as number;
    const yj = path[next + 1] as number;
    // Distance to the chord, inline: a call per edge would box its arguments.
    const dx = xj - xi;
    const dy = yj - yi;
    const lengthSquared = dx * dx + dy * dy;
    let t = lengthSquared === 0 ? 0 : ((x - xi) * dx + (y - yi) * dy) / lengthSquared;
    t = t < 0 ? 0 : t > 1 ? 1 : t;
    const ex = xi + t * dx - x;
    const ey = yi + t * dy - y;
    if (!(ex * ex + ey * ey > marginSquared)) return undefined;
    if (bulge !== 0 && lengthSquared !== 0) {
      // A positive bulge runs counter-clockwise: its arc lies right of i → j (negative cross).
      const cross = dx * (y - yi) - dy * (x - xi);
      const side = bulge > 0 ? cross : -cross;
      if (!(side > 0) || side * side <= marginSquared * lengthSquared) return undefined;
    }
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) isInside = !isInside;
  }
  return isInside ? INSIDE : OUTSIDE;
}

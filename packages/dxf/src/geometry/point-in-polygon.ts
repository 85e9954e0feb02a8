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
  polygon: number[],
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

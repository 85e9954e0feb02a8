/**
 * True when two non-adjacent edges of a closed polygon (flat [x, y, …]) cross or touch.
 * Quadratic, so it is only run on loops chained from loose segments, where a stray line
 * easily makes a figure eight; polylines drawn as one entity are trusted.
 */
export function isSelfIntersecting(points: number[], maxPoints = 4000): boolean {
  const n = points.length / 2;
  if (n < 4 || n > maxPoints) return false;
  for (let i = 0; i < n; i++) {
    const i2 = (i + 1) % n;
    for (let j = i + 2; j < n; j++) {
      const j2 = (j + 1) % n;
      if (j2 === i) continue;
      if (segmentsIntersect(points, i, i2, j, j2)) return true;
    }
  }
  return false;
}

function segmentsIntersect(p: number[], a: number, b: number, c: number, d: number): boolean {
  const ax = p[a * 2] ?? 0;
  const ay = p[a * 2 + 1] ?? 0;
  const bx = p[b * 2] ?? 0;
  const by = p[b * 2 + 1] ?? 0;
  const cx = p[c * 2] ?? 0;
  const cy = p[c * 2 + 1] ?? 0;
  const dx = p[d * 2] ?? 0;
  const dy = p[d * 2 + 1] ?? 0;
  const d1 = cross(cx, cy, dx, dy, ax, ay);
  const d2 = cross(cx, cy, dx, dy, bx, by);
  const d3 = cross(ax, ay, bx, by, cx, cy);
  const d4 = cross(ax, ay, bx, by, dx, dy);
  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

function cross(ax: number, ay: number, bx: number, by: number, px: number, py: number): number {
  return (bx - ax) * (py - ay) - (by - ay) * (px - ax);
}

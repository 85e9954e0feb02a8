import { chordCount } from './bulge-path.ts';
import type { BulgePath } from './bulge-path.ts';
import type { EllipseEntity, SplineEntity } from '../parse/raw-entities.ts';

const TWO_PI = 2 * Math.PI;
const FULL_TURN_EPSILON = 1e-9;

/** An ARC as a one-segment bulge path; a full-turn arc comes back as a circle. */
export function arcPath(
  cx: number,
  cy: number,
  radius: number,
  startDeg: number,
  endDeg: number,
): { path: BulgePath; isClosed: boolean } {
  let sweep = (((endDeg - startDeg) % 360) + 360) % 360;
  if (sweep < FULL_TURN_EPSILON) sweep = 360;
  if (sweep >= 360 - FULL_TURN_EPSILON) return { path: circlePath(cx, cy, radius), isClosed: true };
  const start = (startDeg * Math.PI) / 180;
  const end = start + (sweep * Math.PI) / 180;
  // Bulges of a quarter turn or more lose precision through tan(); split big arcs in two.
  const pieces = sweep > 180 ? 2 : 1;
  const path: BulgePath = [];
  const bulge = Math.tan((sweep * Math.PI) / 180 / (4 * pieces));
  for (let k = 0; k <= pieces; k++) {
    const angle = start + ((end - start) * k) / pieces;
    path.push(cx + radius * Math.cos(angle), cy + radius * Math.sin(angle), k < pieces ? bulge : 0);
  }
  return { path, isClosed: false };
}

/** A circle as two half-circle arcs, counter-clockwise. */
export function circlePath(cx: number, cy: number, radius: number): BulgePath {
  return [cx + radius, cy, 1, cx - radius, cy, 1];
}

/** ELLIPSE as a polyline within the chord tolerance (no exact arc form exists). */
export function ellipsePath(
  e: EllipseEntity,
  tolerance: number,
): { path: BulgePath; isClosed: boolean } {
  const major = Math.hypot(e.majorAxis.x, e.majorAxis.y);
  // The minor axis is the extrusion × major axis, scaled by the ratio.
  const minorX = -e.majorAxis.y * e.ratio * e.extrusionZ;
  const minorY = e.majorAxis.x * e.ratio * e.extrusionZ;
  let sweep = (((e.endParam - e.startParam) % TWO_PI) + TWO_PI) % TWO_PI;
  if (sweep < FULL_TURN_EPSILON) sweep = TWO_PI;
  const isClosed = sweep >= TWO_PI - FULL_TURN_EPSILON;
  const steps = Math.max(8, chordCount(Math.max(major, 1e-9), sweep, tolerance));
  const path: BulgePath = [];
  const count = isClosed ? steps : steps + 1;
  for (let k = 0; k < count; k++) {
    const t = e.startParam + (sweep * k) / steps;
    const cos = Math.cos(t);
    const sin = Math.sin(t);
    path.push(
      e.center.x + e.majorAxis.x * cos + minorX * sin,
      e.center.y + e.majorAxis.y * cos + minorY * sin,
      0,
    );
  }
  return { path, isClosed };
}

const MAX_SPLINE_SAMPLES = 4096;

/** Evaluates a (rational) B-spline with de Boor's algorithm into a polyline. */
export function splinePath(s: SplineEntity): {
  path: BulgePath;
  isClosed: boolean;
  usedFitPoints: boolean;
} {
  const count = s.controlPoints.length / 2;
  const degree = Math.max(1, Math.min(Math.trunc(s.degree), count - 1));
  if (count < 2) {
    const fit = s.fitPoints;
    const path: BulgePath = [];
    for (let i = 0; i + 1 < fit.length; i += 2) path.push(fit[i] ?? 0, fit[i + 1] ?? 0, 0);
    return { path, isClosed: s.isClosed, usedFitPoints: true };
  }
  const knots =
    s.knots.length === count + degree + 1 && isNonDecreasing(s.knots)
      ? s.knots
      : clampedUniformKnots(count, degree);
  const weights = s.weights.length === count ? s.weights : new Array<number>(count).fill(1);
  const t0 = knots[degree] ?? 0;
  const t1 = knots[count] ?? 1;
  const samples = Math.min(MAX_SPLINE_SAMPLES, Math.max(32, count * 16));
  const path: BulgePath = [];
  for (let k = 0; k <= samples; k++) {
    const t = t0 + ((t1 - t0) * k) / samples;
    const [x, y] = deBoor(s.controlPoints, weights, knots, degree, t);
    path.push(x, y, 0);
  }
  const isClosed = s.isClosed || isSamePoint(path, 0, path.length / 3 - 1);
  if (isClosed && path.length > 3) path.length -= 3;
  return { path, isClosed, usedFitPoints: false };
}

function deBoor(
  points: number[],
  weights: number[],
  knots: number[],
  p: number,
  t: number,
): [number, number] {
  const count = points.length / 2;
  let span = p;
  while (span < count - 1 && t >= (knots[span + 1] ?? 0)) span++;
  const dx: number[] = [];
  const dy: number[] = [];
  const dw: number[] = [];
  for (let j = 0; j <= p; j++) {
    const i = span - p + j;
    const w = weights[i] ?? 1;
    dx.push((points[i * 2] ?? 0) * w);
    dy.push((points[i * 2 + 1] ?? 0) * w);
    dw.push(w);
  }
  for (let r = 1; r <= p; r++) {
    for (let j = p; j >= r; j--) {
      const i = span - p + j;
      const left = knots[i] ?? 0;
      const denominator = (knots[i + p - r + 1] ?? 0) - left;
      const alpha = denominator === 0 ? 0 : (t - left) / denominator;
      dx[j] = (1 - alpha) * (dx[j - 1] ?? 0) + alpha * (dx[j] ?? 0);
      dy[j] = (1 - alpha) * (dy[j - 1] ?? 0) + alpha * (dy[j] ?? 0);
      dw[j] = (1 - alpha) * (dw[j - 1] ?? 0) + alpha * (dw[j] ?? 0);
    }
  }
  const w = dw[p] || 1;
  return [(dx[p] ?? 0) / w, (dy[p] ?? 0) / w];
}

function clampedUniformKnots(count: number, degree: number): number[] {
  const knots: number[] = [];
  const inner = count - degree;
  for (let i = 0; i <= degree; i++) knots.push(0);
  for (let i = 1; i < inner; i++) knots.push(i / inner);
  for (let i = 0; i <= degree; i++) knots.push(1);
  return knots;
}

function isNonDecreasing(values: number[]): boolean {
  for (let i = 1; i < values.length; i++) if ((values[i] ?? 0) < (values[i - 1] ?? 0)) return false;
  return (values[values.length - 1] ?? 0) > (values[0] ?? 0);
}

function isSamePoint(path: BulgePath, i: number, j: number): boolean {
  const scale = Math.max(1, Math.abs(path[i * 3] ?? 0), Math.abs(path[i * 3 + 1] ?? 0));
  return (
    Math.abs((path[i * 3] ?? 0) - (path[j * 3] ?? 0)) <= 1e-9 * scale &&
    Math.abs((path[i * 3 + 1] ?? 0) - (path[j * 3 + 1] ?? 0)) <= 1e-9 * scale
  );
}

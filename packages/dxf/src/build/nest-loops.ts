import { makeWarning } from '../errors.ts';
import type { DxfWarning } from '../errors.ts';
import type { Bounds } from '../geometry/bulge-path.ts';
import { GridIndex } from '../geometry/grid-index.ts';
import { INSIDE, OUTSIDE } from '../geometry/point-in-polygon.ts';
import { placeInLoop, probesOf } from './outline-loop.ts';
import type { OutlineLoop } from './outline-loop.ts';

/**
 * Nests loops by full containment: each loop's parent is the smallest loop containing all
 * of it, judged by its vertices and arc midpoints against the other's tessellation. Even depth = piece outline, odd depth = hole. Loops that partly overlap are
 * flagged, not nested; a loop drawn twice is kept once.
 */
export function nestLoops(loops: OutlineLoop[], tolerance: number, warnings: DxfWarning[]): void {
  const order = [...loops].sort((a, b) => b.area - a.area);
  const index = new GridIndex(extentOf(loops), loops.length);
  for (const loop of order) {
    let parent: OutlineLoop | null = null;
    let overlaps = false;
    const found = index.search(loop.bounds);
    for (let k = 0; k < found; k++) {
      const other = loops[index.found[k] ?? -1];
      if (!other || other.isDuplicate || !boxesMeet(other.bounds, loop.bounds, tolerance)) continue;
      if (isDuplicate(other, loop, tolerance)) {
        loop.isDuplicate = true;
        warnings.push(at('DXF_DUPLICATE_OUTLINE', loop));
        break;
      }
      const relation = relate(other, loop, tolerance);
      if (relation === 'contains') {
        if (parent === null || other.area < parent.area) parent = other;
      } else if (relation === 'overlaps') {
        overlaps = true;
      }
    }
    if (loop.isDuplicate) continue;
    if (overlaps) {
      // Not nested: it stays a piece of its own so it never becomes a hole that overlaps.
      warnings.push(at('DXF_OVERLAPPING_OUTLINES', loop));
      parent = null;
    }
    loop.parent = parent ? parent.id : null;
    loop.depth = parent ? parent.depth + 1 : 0;
    index.insert(loop.id, loop.bounds);
  }
}

/** Recomputes depths after a loop (the frame) was taken out; parents come before children. */
export function removeFromNesting(loops: OutlineLoop[], removed: OutlineLoop): void {
  removed.isFrame = true;
  for (const loop of [...loops].sort((a, b) => b.area - a.area)) {
    if (loop.isDuplicate || loop.isFrame) continue;
    if (loop.parent === removed.id) loop.parent = removed.parent;
    const parent = loop.parent === null ? undefined : loops[loop.parent];
    loop.depth = parent ? parent.depth + 1 : 0;
  }
}

function relate(outer: OutlineLoop, inner: OutlineLoop, tolerance: number) {
  if (!boxContains(outer.bounds, inner.bounds, tolerance)) {
    return hasPointInside(outer, inner, tolerance) ? 'overlaps' : 'apart';
  }
  let inside = 0;
  let outside = 0;
  const points = probesOf(inner);
  for (let i = 0; i < points.length; i += 2) {
    const placement = placeInLoop(outer, points[i] ?? 0, points[i + 1] ?? 0, tolerance);
    if (placement === INSIDE) inside++;
    else if (placement === OUTSIDE) outside++;
    if (inside > 0 && outside > 0) return 'overlaps';
  }
  if (outside > 0) return hasPointInside(inner, outer, tolerance) ? 'overlaps' : 'apart';
  return 'contains';
}

function hasPointInside(outer: OutlineLoop, inner: OutlineLoop, tolerance: number): boolean {
  const points = probesOf(inner);
  for (let i = 0; i < points.length; i += 2) {
    if (placeInLoop(outer, points[i] ?? 0, points[i + 1] ?? 0, tolerance) === INSIDE) {
      return true;
    }
  }
  return false;
}

function isDuplicate(a: OutlineLoop, b: OutlineLoop, tolerance: number): boolean {
  const slack = Math.max(tolerance * 10, 1e-9);
  const sameBox =
    Math.abs(a.bounds.minX - b.bounds.minX) <= slack &&
    Math.abs(a.bounds.minY - b.bounds.minY) <= slack &&
    Math.abs(a.bounds.maxX - b.bounds.maxX) <= slack &&
    Math.abs(a.bounds.maxY - b.bounds.maxY) <= slack;
  return sameBox && Math.abs(a.area - b.area) <= 1e-6 * Math.max(a.area, b.area) + slack * slack;
}

function boxContains(outer: Bounds, inner: Bounds, tolerance: number): boolean {
  return (
    inner.minX >= outer.minX - tolerance &&
    inner.minY >= outer.minY - tolerance &&
    inner.maxX <= outer.maxX + tolerance &&
    inner.maxY <= outer.maxY + tolerance
  );
}

function boxesMeet(a: Bounds, b: Bounds, tolerance: number): boolean {
  return (
    a.minX <= b.maxX + tolerance &&
    b.minX <= a.maxX + tolerance &&
    a.minY <= b.maxY + tolerance &&
    b.minY <= a.maxY + tolerance
  );
}

function extentOf(loops: OutlineLoop[]): Bounds {
  const extent = { minX: 0, minY: 0, maxX: 1, maxY: 1 };
  loops.forEach((loop, i) => {
    const b = loop.bounds;
    if (i === 0) Object.assign(extent, b);
    extent.minX = Math.min(extent.minX, b.minX);
    extent.minY = Math.min(extent.minY, b.minY);
    extent.maxX = Math.max(extent.maxX, b.maxX);
    extent.maxY = Math.max(extent.maxY, b.maxY);
  });
  return extent;
}

function at(code: 'DXF_DUPLICATE_OUTLINE' | 'DXF_OVERLAPPING_OUTLINES', loop: OutlineLoop) {
  return makeWarning(code, {
    x: round(loop.bounds.minX),
    y: round(loop.bounds.minY),
  });
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

import { makeWarning } from '../errors.ts';
import type { DxfWarning } from '../errors.ts';
import { GridIndex } from '../geometry/grid-index.ts';
import { inChunks } from '../geometry/chunks.ts';
import { orderByDescending } from '../geometry/sort-order.ts';
import { INSIDE, OUTSIDE } from '../geometry/point-in-polygon.ts';
import { DUPLICATE, FRAME, LIVE, ProbeBuffer } from './loop-table.ts';
import type { LoopTable } from './loop-table.ts';

const APART = 0;
const CONTAINS = 1;
const OVERLAPS = 2;

/**
 * Nests loops by full containment: each loop's parent is the smallest loop containing all
 * of it, judged by its vertices and arc midpoints against the other's tessellation. Even
 * depth = piece outline, odd depth = hole. Loops that partly overlap are flagged, not nested;
 * a loop drawn twice is kept once. Returns the grid over all loops, for labelling, and the
 * largest-first order, for removeFromNesting.
 */
export function nestLoops(
  table: LoopTable,
  tolerance: number,
  warnings: DxfWarning[],
): { grid: GridIndex; order: Int32Array } {
  const { count, area, boxes } = table;
  // Largest first; equal areas keep their drawing order.
  const order = orderByDescending(area);
  const rank = new Int32Array(count);
  for (let k = 0; k < count; k++) rank[order[k] as number] = k;
  const grid = new GridIndex(boxes, order, count);
  const nesting: Nesting = {
    table,
    order,
    rank,
    grid,
    tolerance,
    warnings,
    inner: new ProbeBuffer(),
    outer: new ProbeBuffer(),
  };
  inChunks(count, (from, to) => placeLoops(nesting, from, to));
  return { grid, order };
}

type Nesting = {
  table: LoopTable;
  order: Int32Array;
  rank: Int32Array;
  grid: GridIndex;
  tolerance: number;
  warnings: DxfWarning[];
  inner: ProbeBuffer;
  outer: ProbeBuffer;
};

/** Finds the parent of the loops order[from … to-1], largest first. */
function placeLoops(nesting: Nesting, from: number, to: number): void {
  const { table, order, rank, grid, tolerance, warnings, inner, outer } = nesting;
  const { area, boxes, parent, depth, state } = table;
  for (let k = from; k < to; k++) {
    const id = order[k] as number;
    let best = -1;
    let overlaps = false;
    const found = grid.search(table.minX(id), table.minY(id), table.maxX(id), table.maxY(id));
    for (let f = 0; f < found; f++) {
      const other = grid.found[f] as number;
      // Only loops placed before this one (larger, or as large and drawn earlier) can hold it.
      if ((rank[other] as number) >= k || state[other] === DUPLICATE) continue;
      if (!boxesMeet(boxes, other, id, tolerance)) continue;
      if (isDuplicate(table, other, id, tolerance)) {
        state[id] = DUPLICATE;
        warnings.push(at('DXF_DUPLICATE_OUTLINE', table, id));
        break;
      }
      const relation = relate(table, other, id, tolerance, inner, outer);
      if (relation === CONTAINS) {
        if (best < 0 || (area[other] as number) < (area[best] as number)) best = other;
      } else if (relation === OVERLAPS) {
        overlaps = true;
      }
    }
    if (state[id] === DUPLICATE) continue;
    if (overlaps) {
      // Not nested: it stays a piece of its own so it never becomes a hole that overlaps.
      warnings.push(at('DXF_OVERLAPPING_OUTLINES', table, id));
      best = -1;
    }
    parent[id] = best;
    depth[id] = best >= 0 ? (depth[best] as number) + 1 : 0;
  }
}

/**
 * Recomputes depths after a loop (the frame) was taken out, walking nestLoops' largest-first
 * order so parents come before children.
 */
export function removeFromNesting(table: LoopTable, removed: number, order: Int32Array): void {
  const { parent, depth, state } = table;
  state[removed] = FRAME;
  for (const id of order) {
    if (state[id] !== LIVE) continue;
    if (parent[id] === removed) parent[id] = parent[removed] as number;
    const up = parent[id] as number;
    depth[id] = up >= 0 ? (depth[up] as number) + 1 : 0;
  }
}

function relate(
  table: LoopTable,
  outerId: number,
  innerId: number,
  tolerance: number,
  inner: ProbeBuffer,
  outer: ProbeBuffer,
): number {
  if (!boxContains(table.boxes, outerId, innerId, tolerance)) {
    return hasPointInside(table, outerId, innerId, tolerance, inner) ? OVERLAPS : APART;
  }
  let inside = 0;
  let outside = 0;
  inner.fill(table, innerId);
  const points = inner.points;
  for (let i = 0; i < inner.count; i += 2) {
    const placement = table.place(outerId, points[i] as number, points[i + 1] as number, tolerance);
    if (placement === INSIDE) inside++;
    else if (placement === OUTSIDE) outside++;
    if (inside > 0 && outside > 0) return OVERLAPS;
  }
  if (outside > 0) {
    return hasPointInside(table, innerId, outerId, tolerance, outer) ? OVERLAPS : APART;
  }
  return CONTAINS;
}

/** Whether some probe of `probedId` lies strictly inside `containerId`. */
function hasPointInside(
  table: LoopTable,
  containerId: number,
  probedId: number,
  tolerance: number,
  probes: ProbeBuffer,
): boolean {
  probes.fill(table, probedId);
  const points = probes.points;
  for (let i = 0; i < probes.count; i += 2) {
    const placement = table.place(
      containerId,
      points[i] as number,
      points[i + 1] as number,
      tolerance,
    );
    if (placement === INSIDE) return true;
  }
  return false;
}

function isDuplicate(table: LoopTable, a: number, b: number, tolerance: number): boolean {
  const boxes = table.boxes;
  const slack = Math.max(tolerance * 10, 1e-9);
  for (let k = 0; k < 4; k++) {
    if (Math.abs((boxes[a * 4 + k] as number) - (boxes[b * 4 + k] as number)) > slack) return false;
  }
  const areaA = table.area[a] as number;
  const areaB = table.area[b] as number;
  return Math.abs(areaA - areaB) <= 1e-6 * Math.max(areaA, areaB) + slack * slack;
}

function boxContains(
  boxes: Float64Array,
  outer: number,
  inner: number,
  tolerance: number,
): boolean {
  const o = outer * 4;
  const i = inner * 4;
  return (
    (boxes[i] as number) >= (boxes[o] as number) - tolerance &&
    (boxes[i + 1] as number) >= (boxes[o + 1] as number) - tolerance &&
    (boxes[i + 2] as number) <= (boxes[o + 2] as number) + tolerance &&
    (boxes[i + 3] as number) <= (boxes[o + 3] as number) + tolerance
  );
}

function boxesMeet(boxes: Float64Array, a: number, b: number, tolerance: number): boolean {
  const p = a * 4;
  const q = b * 4;
  return (
    (boxes[p] as number) <= (boxes[q + 2] as number) + tolerance &&
    (boxes[q] as number) <= (boxes[p + 2] as number) + tolerance &&
    (boxes[p + 1] as number) <= (boxes[q + 3] as number) + tolerance &&
    (boxes[q + 1] as number) <= (boxes[p + 3] as number) + tolerance
  );
}

function at(
  code: 'DXF_DUPLICATE_OUTLINE' | 'DXF_OVERLAPPING_OUTLINES',
  table: LoopTable,
  id: number,
) {
  return makeWarning(code, { x: round(table.minX(id)), y: round(table.minY(id)) });
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

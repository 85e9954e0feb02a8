import {
  bulgeArc,
  pathBounds,
  reversePath,
  shrinkTessellationScratch,
  signedArea,
  tessellate,
  tessellateToScratch,
} from '../geometry/bulge-path.ts';
import type { Bounds, BulgePath } from '../geometry/bulge-path.ts';
import { placePoint, placePointByChords } from '../geometry/point-in-polygon.ts';
import type { PointPlacement } from '../geometry/point-in-polygon.ts';
import type { WorldPath } from './primitives.ts';

/**
 * A closed loop ready for nesting: counter-clockwise and measured. Its tessellation is made
 * when asked for (pointsOf, polygonOf): on a large drawing the points are most of the memory,
 * and a caller that never reads them should not pay for keeping them.
 */
export type OutlineLoop = {
  id: number;
  path: BulgePath;
  chordTolerance: number;
  /** The tessellation once pointsOf() has built it. */
  points: number[] | null;
  /**
   * Vertices plus the middle of every arc: enough to test containment cheaply. Built on first
   * use by probesOf(): most loops are never tested against a neighbour.
   */
  probes: number[] | null;
  area: number;
  bounds: Bounds;
  layer: string;
  parent: number | null;
  depth: number;
  isDuplicate: boolean;
  isFrame: boolean;
};

export function toOutlineLoop(world: WorldPath, id: number, chordTolerance: number): OutlineLoop {
  const area = signedArea(world.path);
  const path = area < 0 ? reversePath(world.path, true) : world.path;
  return {
    id,
    path,
    chordTolerance,
    points: null,
    probes: null,
    area: Math.abs(area),
    bounds: pathBounds(path, true),
    layer: world.layer,
    parent: null,
    depth: 0,
    isDuplicate: false,
    isFrame: false,
  };
}

/** The tessellation as a new array, kept on the loop. */
export function pointsOf(loop: OutlineLoop): number[] {
  return (loop.points ??= tessellate(loop.path, true, loop.chordTolerance));
}

let scratchLoop: OutlineLoop | null = null;
let scratchPolygon: Float64Array = new Float64Array(0);

/**
 * The tessellation for a containment test, in a shared buffer valid until polygonOf() is
 * called for another loop; the same points as pointsOf(), without keeping them.
 */
export function polygonOf(loop: OutlineLoop): ArrayLike<number> {
  if (loop.points) return loop.points;
  if (scratchLoop !== loop) {
    scratchPolygon = tessellateToScratch(loop.path, true, loop.chordTolerance);
    scratchLoop = loop;
  }
  return scratchPolygon;
}

/** Lets go of the shared tessellation buffer's loop once nesting and labelling are done. */
export function releasePolygonScratch(): void {
  scratchLoop = null;
  scratchPolygon = new Float64Array(0);
  shrinkTessellationScratch();
}

/** Where a point lies against the loop's tessellation, tessellating only when needed. */
export function placeInLoop(
  loop: OutlineLoop,
  x: number,
  y: number,
  tolerance: number,
): PointPlacement {
  return (
    placePointByChords(loop.path, x, y, tolerance) ?? placePoint(polygonOf(loop), x, y, tolerance)
  );
}

export function probesOf(loop: OutlineLoop): number[] {
  return (loop.probes ??= probePoints(loop.path));
}

function probePoints(path: BulgePath): number[] {
  const n = path.length / 3;
  const probes: number[] = [];
  for (let i = 0; i < n; i++) {
    const x = path[i * 3] ?? 0;
    const y = path[i * 3 + 1] ?? 0;
    const bulge = path[i * 3 + 2] ?? 0;
    probes.push(x, y);
    if (bulge === 0) continue;
    const j = (i + 1) % n;
    const x2 = path[j * 3] ?? 0;
    const y2 = path[j * 3 + 1] ?? 0;
    if (x === x2 && y === y2) continue;
    const arc = bulgeArc(x, y, x2, y2, bulge);
    const middle = arc.startAngle + arc.sweep / 2;
    probes.push(arc.cx + arc.radius * Math.cos(middle), arc.cy + arc.radius * Math.sin(middle));
  }
  return probes;
}

import {
  bulgeArc,
  pathBounds,
  reversePath,
  signedArea,
  tessellate,
} from '../geometry/bulge-path.ts';
import type { Bounds, BulgePath } from '../geometry/bulge-path.ts';
import type { WorldPath } from './primitives.ts';

/** A closed loop ready for nesting: counter-clockwise, measured and tessellated. */
export type OutlineLoop = {
  id: number;
  path: BulgePath;
  points: number[];
  /** Vertices plus the middle of every arc: enough to test containment cheaply. */
  probes: number[];
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
    points: tessellate(path, true, chordTolerance),
    probes: probePoints(path),
    area: Math.abs(area),
    bounds: pathBounds(path, true),
    layer: world.layer,
    parent: null,
    depth: 0,
    isDuplicate: false,
    isFrame: false,
  };
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

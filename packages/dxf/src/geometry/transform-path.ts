import { applyX, applyY, determinant, isSimilarity } from './affine.ts';
import type { Affine } from './affine.ts';
import { tessellate } from './bulge-path.ts';
import type { BulgePath } from './bulge-path.ts';

/**
 * Maps a bulge path through an affine transform. Rotations, uniform scales and mirrors keep
 * arcs as arcs (a mirror reverses their direction, so the bulge changes sign); a non-uniform
 * scale turns arcs into ellipses, which we tessellate before mapping.
 */
export function transformPath(
  path: BulgePath,
  isClosed: boolean,
  m: Affine,
  chordTolerance: number,
): BulgePath {
  // Model-space entities in a mm drawing map through the identity: reuse the array.
  if (m[0] === 1 && m[1] === 0 && m[2] === 0 && m[3] === 1 && m[4] === 0 && m[5] === 0) return path;
  const keepsArcs = isSimilarity(m);
  const source = keepsArcs ? path : flattenArcs(path, isClosed, m, chordTolerance);
  const bulgeSign = determinant(m) < 0 ? -1 : 1;
  const out: BulgePath = new Array<number>(source.length);
  for (let i = 0; i < source.length; i += 3) {
    const x = source[i] ?? 0;
    const y = source[i + 1] ?? 0;
    out[i] = applyX(m, x, y);
    out[i + 1] = applyY(m, x, y);
    out[i + 2] = bulgeSign * (source[i + 2] ?? 0);
  }
  return out;
}

function flattenArcs(path: BulgePath, isClosed: boolean, m: Affine, tolerance: number): BulgePath {
  // Tighten the tolerance by the largest stretch so it still holds after mapping.
  const stretch = Math.max(Math.hypot(m[0], m[1]), Math.hypot(m[2], m[3]), 1e-12);
  const points = tessellate(path, isClosed, tolerance / stretch);
  const out: BulgePath = [];
  for (let i = 0; i < points.length; i += 2) out.push(points[i] ?? 0, points[i + 1] ?? 0, 0);
  return out;
}

/** A 2D affine map: x' = a·x + c·y + e, y' = b·x + d·y + f. */
export type Affine = readonly [number, number, number, number, number, number];

export const IDENTITY: Affine = [1, 0, 0, 1, 0, 0];

/** m ∘ n: applies n first, then m. */
export function compose(m: Affine, n: Affine): Affine {
  // Indexed, not destructured: array destructuring walks the iterator protocol.
  const a = m[0];
  const b = m[1];
  const c = m[2];
  const d = m[3];
  const e = m[4];
  const f = m[5];
  const a2 = n[0];
  const b2 = n[1];
  const c2 = n[2];
  const d2 = n[3];
  const e2 = n[4];
  const f2 = n[5];
  return [
    a * a2 + c * b2,
    b * a2 + d * b2,
    a * c2 + c * d2,
    b * c2 + d * d2,
    a * e2 + c * f2 + e,
    b * e2 + d * f2 + f,
  ];
}

export function translation(x: number, y: number): Affine {
  return [1, 0, 0, 1, x, y];
}

export function rotation(radians: number): Affine {
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  return [cos, sin, -sin, cos, 0, 0];
}

export function scaling(sx: number, sy: number): Affine {
  return [sx, 0, 0, sy, 0, 0];
}

/** An OCS with extrusion (0, 0, -1) is the world mirrored in X (the arbitrary axis algorithm). */
export function ocsToWorld(extrusionZ: number): Affine {
  return extrusionZ < 0 ? [-1, 0, 0, 1, 0, 0] : IDENTITY;
}

export function applyX(m: Affine, x: number, y: number): number {
  return m[0] * x + m[2] * y + m[4];
}

export function applyY(m: Affine, x: number, y: number): number {
  return m[1] * x + m[3] * y + m[5];
}

export function determinant(m: Affine): number {
  return m[0] * m[3] - m[1] * m[2];
}

/** True when circles stay circles: the two axes are orthogonal and equally scaled. */
export function isSimilarity(m: Affine): boolean {
  const a = m[0];
  const b = m[1];
  const c = m[2];
  const d = m[3];
  const lengthX = a * a + b * b;
  const lengthY = c * c + d * d;
  const scale = Math.max(lengthX, lengthY);
  return Math.abs(lengthX - lengthY) <= 1e-9 * scale && Math.abs(a * c + b * d) <= 1e-9 * scale;
}

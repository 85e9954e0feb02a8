/**
 * Outlines are kept as "bulge paths": flat arrays of [x, y, bulge] per vertex, exactly as
 * LWPOLYLINE stores them. The bulge of vertex i describes the segment to vertex i+1
 * (tan of a quarter of the arc's sweep, positive = counter-clockwise), so lines and arcs
 * live in one compact array that the cut files can write back without loss. For a closed
 * path the last vertex's bulge belongs to the closing segment.
 */
export type BulgePath = number[];

export function vertexCount(path: ArrayLike<number>): number {
  return path.length / 3;
}

/** Centre, radius and start angle of the arc from (x1, y1) to (x2, y2) with this bulge. */
export function bulgeArc(x1: number, y1: number, x2: number, y2: number, bulge: number) {
  const dx = x2 - x1;
  const dy = y2 - y1;
  // sqrt, not Math.hypot (several times slower); coordinates that would overflow the squares
  // give non-finite areas, and such loops are dropped anyway.
  const chord = Math.sqrt(dx * dx + dy * dy);
  const sweep = 4 * Math.atan(bulge);
  const offset = (1 - bulge * bulge) / (4 * bulge);
  const cx = (x1 + x2) / 2 - dy * offset;
  const cy = (y1 + y2) / 2 + dx * offset;
  const radius = chord / (2 * Math.abs(Math.sin(sweep / 2)));
  return { cx, cy, radius, startAngle: Math.atan2(y1 - cy, x1 - cx), sweep };
}

/** Number of chords keeping an arc within `tolerance` of its tessellation. */
export function chordCount(radius: number, sweep: number, tolerance: number): number {
  const ratio = 1 - tolerance / radius;
  const step = ratio <= 0 ? Math.PI / 2 : 2 * Math.acos(ratio);
  return Math.min(1024, Math.max(1, Math.ceil(Math.abs(sweep) / Math.max(step, 1e-6))));
}

/** Chord counts per segment, reused between calls: a typed array per outline costs GC time. */
let stepScratch = new Uint16Array(256);
/** Holds one tessellation at a time for containment tests, so none is kept per outline. */
let polygonScratch = new Float64Array(4096);

/** Tessellated polygon as flat [x, y, …]; a closed path is not repeated at its end. */
export function tessellate(
  path: ArrayLike<number>,
  isClosed: boolean,
  tolerance: number,
): number[] {
  // Counted first so the result is allocated once, at its final size.
  const points = new Array<number>(countChords(path, isClosed, tolerance) * 2);
  fillPoints(path, points);
  return points;
}

/**
 * The same points as tessellate(), written into a shared buffer that the next call reuses:
 * for a containment test that needs the polygon only for a moment.
 */
export function tessellateToScratch(
  path: ArrayLike<number>,
  isClosed: boolean,
  tolerance: number,
): Float64Array {
  const size = countChords(path, isClosed, tolerance) * 2;
  if (polygonScratch.length < size) {
    polygonScratch = new Float64Array(Math.max(size, polygonScratch.length * 2));
  }
  fillPoints(path, polygonScratch);
  return polygonScratch.subarray(0, size);
}

/** Drops scratch buffers that one huge outline grew, so they do not outlive the read. */
export function shrinkTessellationScratch(): void {
  if (polygonScratch.length > 4096) polygonScratch = new Float64Array(4096);
  if (stepScratch.length > 4096) stepScratch = new Uint16Array(256);
}

/** Chords per segment into stepScratch; returns the number of points. */
function countChords(path: ArrayLike<number>, isClosed: boolean, tolerance: number): number {
  const n = vertexCount(path);
  const last = isClosed ? n : n - 1;
  if (stepScratch.length < n) stepScratch = new Uint16Array(Math.max(n, stepScratch.length * 2));
  const steps = stepScratch;
  steps.fill(0, 0, n);
  let total = 0;
  for (let i = 0; i < n; i++) {
    total++;
    const bulge = path[i * 3 + 2] ?? 0;
    if (i >= last || bulge === 0) continue;
    const j = (i + 1) % n;
    const dx = (path[j * 3] ?? 0) - (path[i * 3] ?? 0);
    const dy = (path[j * 3 + 1] ?? 0) - (path[i * 3 + 1] ?? 0);
    const chord = Math.sqrt(dx * dx + dy * dy);
    if (chord === 0) continue;
    const sweep = 4 * Math.atan(bulge);
    const radius = chord / (2 * Math.abs(Math.sin(sweep / 2)));
    steps[i] = chordCount(radius, sweep, tolerance);
    total += (steps[i] ?? 1) - 1;
  }
  return total;
}

/** Writes the points counted by countChords() into `points`. */
function fillPoints(path: ArrayLike<number>, points: number[] | Float64Array): void {
  const n = vertexCount(path);
  const steps = stepScratch;
  let k = 0;
  for (let i = 0; i < n; i++) {
    const x1 = path[i * 3] ?? 0;
    const y1 = path[i * 3 + 1] ?? 0;
    points[k++] = x1;
    points[k++] = y1;
    const count = steps[i] ?? 0;
    if (count <= 1) continue;
    const j = (i + 1) % n;
    const arc = bulgeArc(x1, y1, path[j * 3] ?? 0, path[j * 3 + 1] ?? 0, path[i * 3 + 2] ?? 0);
    // Rotate the radius vector step by step instead of calling cos/sin for every point.
    const cosStep = Math.cos(arc.sweep / count);
    const sinStep = Math.sin(arc.sweep / count);
    let dx = x1 - arc.cx;
    let dy = y1 - arc.cy;
    for (let step = 1; step < count; step++) {
      const rotated = dx * cosStep - dy * sinStep;
      dy = dx * sinStep + dy * cosStep;
      dx = rotated;
      points[k++] = arc.cx + dx;
      points[k++] = arc.cy + dy;
    }
  }
}

/**
 * Below this a bulge is measured as a straight segment: its arc strays from the chord by less
 * than a millionth of a millimetre per metre, and the centre and radius of so flat an arc
 * overflow (a subnormal bulge gives an infinite radius).
 */
const MIN_BULGE = 1e-9;

/** Exact signed area of a closed bulge path (positive = counter-clockwise). */
export function signedArea(path: BulgePath): number {
  return signedAreaAt(path, 0, path.length / 3);
}

/** signedArea() of the `n` vertices of `data` from index `offset` on (a path in a pool). */
export function signedAreaAt(data: ArrayLike<number>, offset: number, n: number): number {
  let twice = 0;
  let segments = 0;
  // Measured from the first vertex: far from the origin (site coordinates ~1e7) the plain
  // shoelace sum would cancel away most of the digits.
  const ox = data[offset] ?? 0;
  const oy = data[offset + 1] ?? 0;
  for (let i = 0; i < n; i++) {
    const at = offset + i * 3;
    const next = i + 1 === n ? offset : at + 3;
    const x1 = data[at] as number;
    const y1 = data[at + 1] as number;
    const x2 = data[next] as number;
    const y2 = data[next + 1] as number;
    twice += (x1 - ox) * (y2 - oy) - (x2 - ox) * (y1 - oy);
    const bulge = data[at + 2] as number;
    if (Math.abs(bulge) > MIN_BULGE && (x1 !== x2 || y1 !== y2)) {
      // The circular segment between chord and arc; a CCW arc bulges outward of a CCW loop.
      segments += Math.sign(bulge) * arcSegmentArea(x2 - x1, y2 - y1, Math.abs(bulge));
    }
  }
  return twice / 2 + segments;
}

/**
 * Area between a chord (dx, dy) and its arc, ½r²(θ − sin θ), with θ = 4·atan(b). The radius and
 * sin θ follow from the bulge by algebra (r = c(1 + b²)/4b, sin θ = 4b(1 − b²)/(1 + b²)²), so
 * one atan is the only transcendental call: outlines are mostly arcs on a rounded-corner plan.
 */
function arcSegmentArea(dx: number, dy: number, bulge: number): number {
  const chordSquared = dx * dx + dy * dy;
  const b2 = bulge * bulge;
  const onePlus = 1 + b2;
  const radiusSquared = (chordSquared * onePlus * onePlus) / (16 * b2);
  const theta = 4 * Math.atan(bulge);
  const sinTheta = (4 * bulge * (1 - b2)) / (onePlus * onePlus);
  return 0.5 * radiusSquared * (theta - sinTheta);
}

/** The same path walked the other way; bulges move to the other end and change sign. */
export function reversePath(path: BulgePath, isClosed: boolean): BulgePath {
  const reversed: BulgePath = new Array<number>(path.length);
  reverseInto(path, 0, path.length / 3, isClosed, reversed, 0);
  return reversed;
}

/** reversePath() of `n` vertices of `source` from `offset`, written into `target` at `at`. */
export function reverseInto(
  source: ArrayLike<number>,
  offset: number,
  n: number,
  isClosed: boolean,
  target: number[] | Float64Array,
  at: number,
): void {
  for (let k = 0; k < n; k++) {
    const i = n - 1 - k;
    target[at + k * 3] = source[offset + i * 3] as number;
    target[at + k * 3 + 1] = source[offset + i * 3 + 1] as number;
    // Segment k of the reversed path runs from vertex i to i-1: that was segment i-1.
    const previous = isClosed ? (i - 1 + n) % n : i - 1;
    target[at + k * 3 + 2] = previous >= 0 ? 0 - (source[offset + previous * 3 + 2] as number) : 0;
  }
}

export type Bounds = { minX: number; minY: number; maxX: number; maxY: number };

export function emptyBounds(): Bounds {
  return { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
}

function include(bounds: Bounds, x: number, y: number): void {
  if (x < bounds.minX) bounds.minX = x;
  if (x > bounds.maxX) bounds.maxX = x;
  if (y < bounds.minY) bounds.minY = y;
  if (y > bounds.maxY) bounds.maxY = y;
}

/** Exact bounds, arcs included: an arc adds each axis extreme its sweep passes. */
export function pathBounds(path: BulgePath, isClosed: boolean): Bounds {
  const box = new Float64Array(4);
  pathBoundsInto(path, isClosed, box, 0);
  return {
    minX: box[0] as number,
    minY: box[1] as number,
    maxX: box[2] as number,
    maxY: box[3] as number,
  };
}

/**
 * pathBounds() written as minX, minY, maxX, maxY into `target` at `at`: the loop table keeps
 * the bounds of every outline in flat arrays instead of an object each.
 */
export function pathBoundsInto(
  path: ArrayLike<number>,
  isClosed: boolean,
  target: Float64Array,
  at: number,
  offset = 0,
  n = path.length / 3,
): void {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < n; i++) {
    const x1 = path[offset + i * 3] as number;
    const y1 = path[offset + i * 3 + 1] as number;
    if (x1 < minX) minX = x1;
    if (x1 > maxX) maxX = x1;
    if (y1 < minY) minY = y1;
    if (y1 > maxY) maxY = y1;
    const bulge = path[offset + i * 3 + 2] as number;
    if (!(Math.abs(bulge) > MIN_BULGE) || (!isClosed && i === n - 1)) continue;
    const next = i + 1 === n ? offset : offset + i * 3 + 3;
    const x2 = path[next] as number;
    const y2 = path[next + 1] as number;
    if (x1 === x2 && y1 === y2) continue;
    // The arc adds each axis extreme (centre ± radius along x or y) that lies on it. The arc
    // lies wholly on one side of its chord, right of it when it runs counter-clockwise, so an
    // extreme is on the arc when it is on that side: no angles, no trig.
    const dx = x2 - x1;
    const dy = y2 - y1;
    const shift = (1 - bulge * bulge) / (4 * bulge);
    const cx = (x1 + x2) / 2 - dy * shift;
    const cy = (y1 + y2) / 2 + dx * shift;
    const radius = (Math.sqrt(dx * dx + dy * dy) * (1 + bulge * bulge)) / (4 * Math.abs(bulge));
    const side = bulge > 0 ? -1 : 1;
    // Extreme (cx + ex·r, cy + ey·r): cross(chord, extreme − start) has the arc's side.
    const crossRight = dx * (cy - y1) - dy * (cx + radius - x1);
    const crossLeft = dx * (cy - y1) - dy * (cx - radius - x1);
    const crossTop = dx * (cy + radius - y1) - dy * (cx - x1);
    const crossBottom = dx * (cy - radius - y1) - dy * (cx - x1);
    if (crossRight * side > 0 && cx + radius > maxX) maxX = cx + radius;
    if (crossLeft * side > 0 && cx - radius < minX) minX = cx - radius;
    if (crossTop * side > 0 && cy + radius > maxY) maxY = cy + radius;
    if (crossBottom * side > 0 && cy - radius < minY) minY = cy - radius;
  }
  target[at] = minX;
  target[at + 1] = minY;
  target[at + 2] = maxX;
  target[at + 3] = maxY;
}

export function boundsOfPoints(points: number[]): Bounds {
  const bounds = emptyBounds();
  for (let i = 0; i < points.length; i += 2) include(bounds, points[i] ?? 0, points[i + 1] ?? 0);
  return bounds;
}

/**
 * Outlines are kept as "bulge paths": flat arrays of [x, y, bulge] per vertex, exactly as
 * LWPOLYLINE stores them. The bulge of vertex i describes the segment to vertex i+1
 * (tan of a quarter of the arc's sweep, positive = counter-clockwise), so lines and arcs
 * live in one compact array that the cut files can write back without loss. For a closed
 * path the last vertex's bulge belongs to the closing segment.
 */
export type BulgePath = number[];

export function vertexCount(path: BulgePath): number {
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
export function tessellate(path: BulgePath, isClosed: boolean, tolerance: number): number[] {
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
  path: BulgePath,
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
function countChords(path: BulgePath, isClosed: boolean, tolerance: number): number {
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
function fillPoints(path: BulgePath, points: number[] | Float64Array): void {
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

/** Exact signed area of a closed bulge path (positive = counter-clockwise). */
export function signedArea(path: BulgePath): number {
  const n = vertexCount(path);
  let twice = 0;
  let segments = 0;
  // Measured from the first vertex: far from the origin (site coordinates ~1e7) the plain
  // shoelace sum would cancel away most of the digits.
  const ox = path[0] ?? 0;
  const oy = path[1] ?? 0;
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n;
    const x1 = path[i * 3] ?? 0;
    const y1 = path[i * 3 + 1] ?? 0;
    const x2 = path[j * 3] ?? 0;
    const y2 = path[j * 3 + 1] ?? 0;
    twice += (x1 - ox) * (y2 - oy) - (x2 - ox) * (y1 - oy);
    const bulge = path[i * 3 + 2] ?? 0;
    if (bulge !== 0 && (x1 !== x2 || y1 !== y2)) {
      // The circular segment between chord and arc; a CCW arc bulges outward of a CCW loop.
      const { radius, sweep } = bulgeArc(x1, y1, x2, y2, bulge);
      const theta = Math.abs(sweep);
      segments += Math.sign(bulge) * 0.5 * radius * radius * (theta - Math.sin(theta));
    }
  }
  return twice / 2 + segments;
}

/** The same path walked the other way; bulges move to the other end and change sign. */
export function reversePath(path: BulgePath, isClosed: boolean): BulgePath {
  const n = vertexCount(path);
  const reversed: BulgePath = new Array<number>(path.length);
  for (let k = 0; k < n; k++) {
    const i = n - 1 - k;
    reversed[k * 3] = path[i * 3] ?? 0;
    reversed[k * 3 + 1] = path[i * 3 + 1] ?? 0;
    // Segment k of the reversed path runs from vertex i to i-1: that was segment i-1.
    const previous = isClosed ? (i - 1 + n) % n : i - 1;
    reversed[k * 3 + 2] = previous >= 0 ? -(path[previous * 3 + 2] ?? 0) : 0;
  }
  return reversed;
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
): void {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const n = path.length / 3;
  for (let i = 0; i < n; i++) {
    const x1 = path[i * 3] as number;
    const y1 = path[i * 3 + 1] as number;
    if (x1 < minX) minX = x1;
    if (x1 > maxX) maxX = x1;
    if (y1 < minY) minY = y1;
    if (y1 > maxY) maxY = y1;
    const bulge = path[i * 3 + 2] as number;
    if (bulge === 0 || (!isClosed && i === n - 1)) continue;
    const j = i + 1 === n ? 0 : i + 1;
    const x2 = path[j * 3] as number;
    const y2 = path[j * 3 + 1] as number;
    if (x1 === x2 && y1 === y2) continue;
    const arc = bulgeArc(x1, y1, x2, y2, bulge);
    for (let quadrant = -6; quadrant <= 6; quadrant++) {
      const angle = (quadrant * Math.PI) / 2;
      const t = (angle - arc.startAngle) / arc.sweep;
      if (t > 0 && t < 1) {
        const x = arc.cx + arc.radius * Math.cos(angle);
        const y = arc.cy + arc.radius * Math.sin(angle);
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        if (y > maxY) maxY = y;
      }
    }
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

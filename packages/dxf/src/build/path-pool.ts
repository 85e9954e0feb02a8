/**
 * The closed paths of a read, end to end in one growing Float64Array ([x, y, bulge] per vertex)
 * with a start and a vertex count per path. A large plan has a hundred thousand outlines: an
 * array each would be a hundred thousand objects for the garbage collector to copy twice, and
 * most of them would only be read by index until the pieces are built.
 */
export class PathPool {
  data: Float64Array;
  /** Numbers of `data` in use. */
  used = 0;
  count = 0;
  /** Where path k starts in `data`. */
  starts: Int32Array;
  /** Vertices of path k. */
  sizes: Int32Array;
  readonly layers: string[] = [];

  /**
   * Sized from the file: a polyline vertex takes about 60 bytes of ASCII DXF, so a sixteenth of
   * the file's bytes in numbers rarely has to grow (each growth copies everything so far), and
   * pages never written are never resident.
   */
  constructor(fileBytes: number) {
    this.data = new Float64Array(Math.max(1 << 12, Math.ceil(fileBytes / 16)));
    this.starts = new Int32Array(Math.max(1 << 8, Math.ceil(fileBytes / 512)));
    this.sizes = new Int32Array(this.starts.length);
  }

  /**
   * Copies `length` numbers of `source` as a new path, scaled (mm per drawing unit) and, for
   * an entity whose extrusion points down, mirrored (x and bulges change sign).
   */
  add(source: ArrayLike<number>, length: number, layer: string, scale = 1, mirrored = false) {
    this.reserve(length);
    const at = this.used;
    copyScaled(source, length, this.data, at, scale, mirrored);
    const k = this.count++;
    this.starts[k] = at;
    this.sizes[k] = length / 3;
    this.layers.push(layer);
    this.used = at + length;
  }

  /** Multiplies every coordinate read so far (a header that came after the entities). */
  rescale(factor: number): void {
    const data = this.data;
    for (let i = 0; i < this.used; i += 3) {
      data[i] = (data[i] as number) * factor;
      data[i + 1] = (data[i + 1] as number) * factor;
    }
  }

  private reserve(length: number): void {
    if (this.used + length > this.data.length) {
      const grown = new Float64Array(Math.max(this.data.length * 2, this.used + length));
      grown.set(this.data.subarray(0, this.used));
      this.data = grown;
    }
    if (this.count === this.starts.length) {
      const starts = new Int32Array(this.count * 2);
      const sizes = new Int32Array(this.count * 2);
      starts.set(this.starts);
      sizes.set(this.sizes);
      this.starts = starts;
      this.sizes = sizes;
    }
  }
}

/**
 * Writes `length` numbers of `source` ([x, y, bulge] triples) into `target` from `at`, scaled
 * (mm per drawing unit) and, for an entity whose extrusion points down, mirrored (x and bulges
 * change sign). "+ 0" turns the -0 of a mirrored zero into 0, so results compare and print plainly.
 */
export function copyScaled(
  source: ArrayLike<number>,
  length: number,
  target: number[] | Float64Array,
  at: number,
  scale: number,
  mirrored: boolean,
): void {
  const sx = mirrored ? -scale : scale;
  const bulgeSign = mirrored ? -1 : 1;
  for (let i = 0; i < length; i += 3) {
    target[at + i] = (source[i] as number) * sx + 0;
    target[at + i + 1] = (source[i + 1] as number) * scale;
    target[at + i + 2] = (source[i + 2] as number) * bulgeSign + 0;
  }
}

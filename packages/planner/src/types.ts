// Public shapes of a planning problem and its answer (see issue 4). All lengths are in mm.

export type PlannerMode = 'guillotine' | 'free';

export type Rect = { x: number; y: number; width: number; height: number };

export type SlabInput = {
  id: string;
  width: number;
  height: number;
  /** null: as many as needed of this size. */
  count: number | null;
  defects: Rect[];
};

/** A point [x, y] in mm. */
export type Point = [number, number];

/**
 * A piece's true outline and holes as closed rings (arcs tessellated), in mm from the lower-left
 * corner of its width × height bounding box, unrotated. The planner places the box; yields,
 * drawings and cut files use the shape (shape.ts).
 */
export type PieceShape = { outline: Point[]; holes: Point[][] };

export type PieceInput = {
  id: string;
  width: number;
  height: number;
  quantity: number;
  rotatable: boolean;
  /**
   * Vein direction (issue 24): the piece keeps its drawn orientation whatever `rotatable` says.
   * A locked piece placed rotated is a validation error. Absent: false.
   */
  rotationLocked?: boolean;
  label?: string;
  /** Net area (outline minus holes) for yields; absent: the shape's area, else width × height. */
  area?: number;
  /** Absent: the piece is its rectangle. */
  shape?: PieceShape;
};

export type Problem = {
  units: 'mm';
  mode: PlannerMode;
  /** Guillotine stages; null means unlimited. One extra trim cut per piece is always allowed. */
  maxStages: 2 | 3 | null;
  kerf: number;
  trim: number;
  minRemnant: { width: number; height: number } | null;
  timeLimitMs: number;
  seed: number;
  slabs: SlabInput[];
  pieces: PieceInput[];
};

export type Placement = {
  pieceId: string;
  x: number;
  y: number;
  width: number;
  height: number;
  rotated: boolean;
};

export type CutOrientation = 'vertical' | 'horizontal';

export type Cut = {
  stage: number;
  orientation: CutOrientation;
  x: number;
  y: number;
  length: number;
};

export type SlabLayout = {
  slabId: string;
  /** Copied from the slab so renderers and exporters need nothing else. */
  slabWidth: number;
  slabHeight: number;
  trim: number;
  kerf: number;
  defects: Rect[];
  labels: Record<string, string>;
  /** True shapes of the pieces that are not plain rectangles, by piece id (unplaced, unrotated). */
  shapes?: Record<string, PieceShape>;
  placements: Placement[];
  cuts: Cut[];
  remnants: Rect[];
  /** Net piece area (holes and arcs subtracted) over the whole slab's area. */
  yield: number;
};

export type UnplacedReason = 'no-slab-left' | 'blocked-by-defects';

export type Unplaced = { pieceId: string; reason: UnplacedReason };

export type PlanStats = {
  slabsUsed: number;
  yield: number;
  yieldExcludingLast: number;
  lowerBound: number;
  cutLengthMm: number;
  timeMs: number;
  iterations: number;
  /**
   * The largest usable leftover on the last slab (issue 24), in slab mm: guillotine, the band
   * beyond the last first-stage cut (full width, or full height when the strips stand), which one
   * saw pass takes off in one piece; free mode, any empty rectangle. One kerf clear of every
   * piece, inside the trim, at least `minRemnant` (either way) when that is set, else null. A
   * slab defect inside it stays with it, as with any stock slab. The objective after slab count.
   */
  lastSlabRemnant?: Rect | null;
};

export type Answer = { slabs: SlabLayout[]; unplaced: Unplaced[]; stats: PlanStats };

export type PlanOptions = {
  /** Overrides problem.timeLimitMs. */
  timeLimitMs?: number;
  /** Stop after this many search iterations; with the same seed the layout is then reproducible. */
  maxIterations?: number;
  onProgress?: (progress: PlanProgress) => void;
  /** Checked between iterations; the best layout so far is returned. */
  shouldStop?: () => boolean;
};

export type PlanProgress = {
  iterations: number;
  elapsedMs: number;
  slabsUsed: number;
  lowerBound: number;
  yield: number;
};

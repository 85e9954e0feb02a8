import type { DxfWarning } from './errors.ts';
import type { Bounds, BulgePath } from './geometry/bulge-path.ts';
import type { OpenChain } from './build/chain-edges.ts';
import type { DeclaredUnits, LengthUnit } from './units.ts';

export type { Bounds, BulgePath, OpenChain };

/**
 * A closed boundary in mm. `path` is exact ([x, y, bulge] per vertex, arcs as bulges, the
 * form cut files need); `points` is the same boundary tessellated within the chord
 * tolerance as flat [x, y, …]. Outlines run counter-clockwise, holes clockwise.
 *
 * The four fields are getters over the read's shared buffers: `path`, `points` and `bounds`
 * are built on first read and then kept, so a large drawing costs no array per outline until
 * one is asked for. JSON.stringify gives them in full; structuredClone, postMessage and object
 * spread copy own properties only, so send a result between threads as JSON.
 */
export type Contour = { path: BulgePath; points: number[]; areaMm2: number; bounds: Bounds };

export type Piece = {
  /** The piece code written inside the outline, e.g. "N1-023". */
  label: string | null;
  /** Material and thickness lines found beside the code (e.g. MTEXT "石材：雅士白\P厚度 20mm"). */
  material: string | null;
  thickness: string | null;
  /**
   * Every text line inside the outline, in reading priority. For a piece with one text this is
   * the same array as that text's `lines` in `ReadDxfResult.texts`.
   */
  texts: string[];
  layer: string;
  outline: Contour;
  holes: Contour[];
  /** Outline area minus holes. */
  areaMm2: number;
  width: number;
  height: number;
};

/** A model-space text with its formatting stripped, whether or not it labels a piece. */
export type DrawingText = {
  kind: 'TEXT' | 'MTEXT' | 'ATTRIB' | 'ATTDEF';
  lines: string[];
  x: number;
  y: number;
  layer: string;
  tag: string | null;
};

export type ReadDxfResult = {
  /** Units the drawing was read in; "unknown" when it declares none and none was given. */
  units: LengthUnit | 'unknown';
  declaredUnits: DeclaredUnits;
  pieces: Piece[];
  openChains: OpenChain[];
  texts: DrawingText[];
  warnings: DxfWarning[];
  stats: {
    version: string | null;
    encoding: string;
    isBinary: boolean;
    entities: number;
    expandedEntities: number;
    blocks: number;
    closedOutlines: number;
    durationMs: number;
  };
};

/** Entities as read from the file, in their own coordinate system (OCS or block space). */
export type Vec2 = { x: number; y: number };

/** ELLIPSE and SPLINE are read whole, then evaluated into a path at once. */
export type EllipseEntity = {
  center: Vec2;
  majorAxis: Vec2;
  ratio: number;
  startParam: number;
  endParam: number;
  /** Z of the extrusion direction; -1 mirrors the minor axis. */
  extrusionZ: number;
};
export type SplineEntity = {
  degree: number;
  isClosed: boolean;
  knots: number[];
  weights: number[];
  controlPoints: number[];
  fitPoints: number[];
};
export type TextKind = 'TEXT' | 'MTEXT' | 'ATTRIB' | 'ATTDEF';
export type TextEntity = {
  kind: TextKind;
  layer: string;
  /** Raw value; MTEXT still carries its inline formatting codes. */
  value: string;
  /** Position in its block's (or the world's) frame, the OCS mirror already applied. */
  x: number;
  y: number;
  /** Attribute tag for ATTRIB/ATTDEF. */
  tag: string | null;
  isConstant: boolean;
};
/** A TextEntity of its own, for keeping one a reader passed in a record it reuses. */
export function copyText(text: TextEntity): TextEntity {
  const { kind, layer, value, x, y, tag, isConstant } = text;
  return { kind, layer, value, x, y, tag, isConstant };
}
export type InsertEntity = {
  layer: string;
  block: string;
  /** Z of the extrusion direction; -1 mirrors the insertion's X axis. */
  extrusionZ: number;
  x: number;
  y: number;
  scaleX: number;
  scaleY: number;
  rotationDeg: number;
  columns: number;
  rows: number;
  columnSpacing: number;
  rowSpacing: number;
  attributes: TextEntity[];
};

/** A path in its block's frame: [x, y, bulge] per vertex, the OCS mirror already applied. */
export type BlockPath = { path: number[]; isClosed: boolean; layer: string };

/** A block keeps its contents by kind; expansion order inside a block follows the file. */
export type BlockItem =
  | { kind: 'path'; value: BlockPath }
  | { kind: 'text'; value: TextEntity }
  | { kind: 'insert'; value: InsertEntity };

export type BlockDefinition = { name: string; baseX: number; baseY: number; items: BlockItem[] };

export type DxfHeader = {
  version: string | undefined;
  codepage: string | undefined;
  insunits: number | undefined;
};

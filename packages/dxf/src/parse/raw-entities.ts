/** Entities as read from the file, in their own coordinate system (OCS or block space). */
export type Vec2 = { x: number; y: number };

type EntityBase = {
  layer: string;
  /** Z of the extrusion direction; -1 mirrors the entity's OCS X axis. */
  extrusionZ: number;
  /** False when the extrusion is not ±Z: the entity is not flat in the XY plane. */
  isPlanar: boolean;
};

export type LineEntity = EntityBase & { type: 'LINE'; start: Vec2; end: Vec2 };
export type ArcEntity = EntityBase & {
  type: 'ARC';
  center: Vec2;
  radius: number;
  startDeg: number;
  endDeg: number;
};
export type CircleEntity = EntityBase & { type: 'CIRCLE'; center: Vec2; radius: number };
export type EllipseEntity = EntityBase & {
  type: 'ELLIPSE';
  center: Vec2;
  majorAxis: Vec2;
  ratio: number;
  startParam: number;
  endParam: number;
};
/** LWPOLYLINE and 2D POLYLINE: vertices as [x, y, bulge] triples. */
export type PolylineEntity = EntityBase & {
  type: 'POLYLINE';
  vertices: number[];
  isClosed: boolean;
};
export type SplineEntity = EntityBase & {
  type: 'SPLINE';
  degree: number;
  isClosed: boolean;
  knots: number[];
  weights: number[];
  controlPoints: number[];
  fitPoints: number[];
};
export type TextKind = 'TEXT' | 'MTEXT' | 'ATTRIB' | 'ATTDEF';
export type TextEntity = EntityBase & {
  type: 'TEXT';
  kind: TextKind;
  /** Raw value; MTEXT still carries its inline formatting codes. */
  value: string;
  position: Vec2;
  /** Attribute tag for ATTRIB/ATTDEF. */
  tag: string | null;
  isConstant: boolean;
};
export type InsertEntity = EntityBase & {
  type: 'INSERT';
  block: string;
  position: Vec2;
  scaleX: number;
  scaleY: number;
  rotationDeg: number;
  columns: number;
  rows: number;
  columnSpacing: number;
  rowSpacing: number;
  attributes: TextEntity[];
};

export type RawEntity =
  | LineEntity
  | ArcEntity
  | CircleEntity
  | EllipseEntity
  | PolylineEntity
  | SplineEntity
  | TextEntity
  | InsertEntity;

export type BlockDefinition = { name: string; base: Vec2; entities: RawEntity[] };

export type DxfHeader = {
  version: string | undefined;
  codepage: string | undefined;
  insunits: number | undefined;
};

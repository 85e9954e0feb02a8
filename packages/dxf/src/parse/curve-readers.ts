import { advance, checkActualVertexCount, checkDeclaredVertexCount } from './parse-context.ts';
import type { ParseContext } from './parse-context.ts';
import {
  extrusionSign,
  isPlanar,
  newCommonFields,
  readCommonField,
  readEntityTags,
} from './entity-fields.ts';
import type { CommonFields } from './entity-fields.ts';
import type {
  ArcEntity,
  CircleEntity,
  EllipseEntity,
  LineEntity,
  PolylineEntity,
  SplineEntity,
} from './raw-entities.ts';

export type Read<T> = { entity: T; common: CommonFields };

const PREALLOCATED_VERTICES = 4096;

function base(common: CommonFields) {
  return { layer: common.layer, isPlanar: isPlanar(common), extrusionZ: extrusionSign(common) };
}

export function readLine(ctx: ParseContext): Read<LineEntity> {
  const common = newCommonFields();
  const p = [0, 0, 0, 0];
  readEntityTags(ctx, common, (code) => {
    if (code === 10) p[0] = ctx.reader.number();
    else if (code === 20) p[1] = ctx.reader.number();
    else if (code === 11) p[2] = ctx.reader.number();
    else if (code === 21) p[3] = ctx.reader.number();
  });
  const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = p;
  // LINE is in world coordinates; its extrusion only orients the thickness.
  const entity: LineEntity = {
    type: 'LINE',
    layer: common.layer,
    isPlanar: true,
    extrusionZ: 1,
    start: { x: x1, y: y1 },
    end: { x: x2, y: y2 },
  };
  return { entity, common };
}

export function readArcOrCircle(ctx: ParseContext, isArc: boolean): Read<ArcEntity | CircleEntity> {
  const common = newCommonFields();
  const v = { x: 0, y: 0, r: 0, start: 0, end: 360 };
  readEntityTags(ctx, common, (code) => {
    if (code === 10) v.x = ctx.reader.number();
    else if (code === 20) v.y = ctx.reader.number();
    else if (code === 40) v.r = ctx.reader.number();
    else if (code === 50) v.start = ctx.reader.number();
    else if (code === 51) v.end = ctx.reader.number();
  });
  const center = { x: v.x, y: v.y };
  const radius = Math.abs(v.r);
  const { layer } = common;
  const planar = isPlanar(common);
  const extrusionZ = extrusionSign(common);
  const entity: ArcEntity | CircleEntity = isArc
    ? {
        type: 'ARC',
        layer,
        isPlanar: planar,
        extrusionZ,
        center,
        radius,
        startDeg: v.start,
        endDeg: v.end,
      }
    : { type: 'CIRCLE', layer, isPlanar: planar, extrusionZ, center, radius };
  return { entity, common };
}

export function readEllipse(ctx: ParseContext): Read<EllipseEntity> {
  const common = newCommonFields();
  const v = { x: 0, y: 0, mx: 1, my: 0, ratio: 1, start: 0, end: 2 * Math.PI };
  readEntityTags(ctx, common, (code) => {
    const r = ctx.reader;
    if (code === 10) v.x = r.number();
    else if (code === 20) v.y = r.number();
    else if (code === 11) v.mx = r.number();
    else if (code === 21) v.my = r.number();
    else if (code === 40) v.ratio = r.number();
    else if (code === 41) v.start = r.number();
    else if (code === 42) v.end = r.number();
  });
  const entity: EllipseEntity = {
    type: 'ELLIPSE',
    ...base(common),
    center: { x: v.x, y: v.y },
    majorAxis: { x: v.mx, y: v.my },
    ratio: v.ratio,
    startParam: v.start,
    endParam: v.end,
  };
  return { entity, common };
}

/**
 * LWPOLYLINE: each 10 starts a vertex; 20 and 42 belong to the vertex before them.
 * The hottest reader on real drawings, so it loops over the tags itself, without callbacks.
 */
export function readLwPolyline(ctx: ParseContext): Read<PolylineEntity> {
  const common = newCommonFields();
  let vertices: number[] = [];
  const r = ctx.reader;
  let flags = 0;
  let last = -3;
  while (advance(ctx)) {
    const code = r.code;
    if (code === 0) break;
    if (code === 10) {
      last += 3;
      const x = r.number();
      if (last < vertices.length) {
        vertices[last] = x;
      } else {
        vertices.push(x, 0, 0);
        if (last % 3000 === 0) checkActualVertexCount(ctx, last / 3 + 1);
      }
    } else if (code === 20) {
      if (last >= 0) vertices[last + 1] = r.number();
    } else if (code === 42) {
      if (last >= 0) vertices[last + 2] = r.number();
    } else if (code === 70) {
      flags = r.number();
    } else if (code === 90) {
      const count = r.number();
      checkDeclaredVertexCount(ctx, count, 2);
      // Sized once from the count (growing by push leaves up to half the array spare), but only
      // up to a bound: memory follows the vertices actually read, not what a header claims.
      if (last < 0 && count > 0 && count <= PREALLOCATED_VERTICES && Number.isInteger(count)) {
        vertices = new Array<number>(count * 3).fill(0);
      }
    } else {
      readCommonField(ctx, common);
    }
  }
  // Fewer vertices than declared: drop the unused, zero-filled tail.
  if (vertices.length > last + 3) vertices.length = last + 3;
  checkActualVertexCount(ctx, vertices.length / 3);
  const entity: PolylineEntity = {
    type: 'POLYLINE',
    layer: common.layer,
    isPlanar: isPlanar(common),
    extrusionZ: extrusionSign(common),
    vertices,
    isClosed: (flags & 1) === 1,
  };
  return { entity, common };
}

export function readSpline(ctx: ParseContext): Read<SplineEntity> {
  const common = newCommonFields();
  const entity: SplineEntity = {
    type: 'SPLINE',
    layer: '0',
    isPlanar: true,
    extrusionZ: 1,
    degree: 3,
    isClosed: false,
    knots: [],
    weights: [],
    controlPoints: [],
    fitPoints: [],
  };
  readEntityTags(ctx, common, (code) => {
    const r = ctx.reader;
    if (code === 10) entity.controlPoints.push(r.number(), 0);
    else if (code === 20) setLastY(entity.controlPoints, r.number());
    else if (code === 11) entity.fitPoints.push(r.number(), 0);
    else if (code === 21) setLastY(entity.fitPoints, r.number());
    else if (code === 40) entity.knots.push(r.number());
    else if (code === 41) entity.weights.push(r.number());
    else if (code === 71) entity.degree = r.number();
    else if (code === 70) entity.isClosed = (r.number() & 1) === 1;
    else if (code === 72 || code === 73 || code === 74)
      checkDeclaredVertexCount(ctx, r.number(), 1);
    if (entity.controlPoints.length + entity.fitPoints.length + entity.knots.length > 6000) {
      checkActualVertexCount(ctx, (entity.controlPoints.length + entity.fitPoints.length) / 2);
    }
  });
  // SPLINE control points are in world coordinates, like LINE.
  entity.layer = common.layer;
  return { entity, common };
}

function setLastY(points: number[], y: number): void {
  if (points.length > 0) points[points.length - 1] = y;
}

import { advance, checkActualVertexCount, checkDeclaredVertexCount } from './parse-context.ts';
import type { ParseContext } from './parse-context.ts';
import { acceptEntity, beginEntity, extrusionSign, readCommonField } from './entity-fields.ts';
import { arcPath, circlePath, ellipsePath, splinePath } from '../geometry/curves.ts';
import type { GeometrySink } from '../build/geometry-sink.ts';
import type { SplineEntity } from './raw-entities.ts';

/**
 * Readers of the entities that draw outlines. Each reads its tags up to the next code 0 (left
 * current for the caller) and hands its path to the sink; none keeps an entity object. They
 * loop over the tags themselves: a callback per tag would cost a closure per entity.
 */
export function readLine(ctx: ParseContext, sink: GeometrySink): void {
  const common = beginEntity(ctx);
  const r = ctx.reader;
  let x1 = 0;
  let y1 = 0;
  let x2 = 0;
  let y2 = 0;
  while (advance(ctx)) {
    const code = r.code;
    if (code === 0) break;
    if (code === 10) x1 = r.number();
    else if (code === 20) y1 = r.number();
    else if (code === 11) x2 = r.number();
    else if (code === 21) y2 = r.number();
    else readCommonField(ctx, common);
  }
  // LINE is in world coordinates; its extrusion only orients the thickness.
  if (common.isPaperSpace) ctx.paperSpaceSkipped++;
  else sink.path([x1, y1, 0, x2, y2, 0], 6, false, common.layer, false);
}

export function readArcOrCircle(ctx: ParseContext, sink: GeometrySink, isArc: boolean): void {
  const common = beginEntity(ctx);
  const r = ctx.reader;
  let x = 0;
  let y = 0;
  let radius = 0;
  let start = 0;
  let end = 360;
  while (advance(ctx)) {
    const code = r.code;
    if (code === 0) break;
    if (code === 10) x = r.number();
    else if (code === 20) y = r.number();
    else if (code === 40) radius = Math.abs(r.number());
    else if (code === 50) start = r.number();
    else if (code === 51) end = r.number();
    else readCommonField(ctx, common);
  }
  if (!acceptEntity(ctx, common)) return;
  const mirrored = extrusionSign(common) < 0;
  if (radius <= 0) {
    sink.path([], 0, false, common.layer, mirrored); // counted, draws nothing
  } else if (isArc) {
    const arc = arcPath(x, y, radius, start, end);
    sink.path(arc.path, arc.path.length, arc.isClosed, common.layer, mirrored);
  } else {
    const circle = circlePath(x, y, radius);
    sink.path(circle, circle.length, true, common.layer, mirrored);
  }
}

export function readEllipse(ctx: ParseContext, sink: GeometrySink): void {
  const common = beginEntity(ctx);
  const r = ctx.reader;
  const e = {
    center: { x: 0, y: 0 },
    majorAxis: { x: 1, y: 0 },
    ratio: 1,
    startParam: 0,
    endParam: 2 * Math.PI,
    extrusionZ: 1,
  };
  while (advance(ctx)) {
    const code = r.code;
    if (code === 0) break;
    if (code === 10) e.center.x = r.number();
    else if (code === 20) e.center.y = r.number();
    else if (code === 11) e.majorAxis.x = r.number();
    else if (code === 21) e.majorAxis.y = r.number();
    else if (code === 40) e.ratio = r.number();
    else if (code === 41) e.startParam = r.number();
    else if (code === 42) e.endParam = r.number();
    else readCommonField(ctx, common);
  }
  if (!acceptEntity(ctx, common)) return;
  e.extrusionZ = extrusionSign(common);
  // The extrusion orients the minor axis inside ellipsePath; the centre is in world space.
  const ellipse = ellipsePath(e, ctx.options.chordTolerance);
  sink.path(ellipse.path, ellipse.path.length, ellipse.isClosed, common.layer, false);
}

/**
 * LWPOLYLINE: each 10 starts a vertex; 20 and 42 belong to the vertex before them.
 * The hottest reader on real drawings: vertices go into the context's reused buffer, which the
 * sink copies from, so no array is allocated per polyline.
 */
export function readLwPolyline(ctx: ParseContext, sink: GeometrySink): void {
  const common = beginEntity(ctx);
  let vertices = ctx.vertexBuffer;
  const r = ctx.reader;
  let flags = 0;
  let last = -3;
  while (advance(ctx)) {
    const code = r.code;
    if (code === 0) break;
    if (code === 10) {
      last += 3;
      if (last + 3 > vertices.length) vertices = growVertexBuffer(ctx, last / 3 + 1);
      vertices[last] = r.number();
      vertices[last + 1] = 0;
      vertices[last + 2] = 0;
    } else if (code === 20) {
      if (last >= 0) vertices[last + 1] = r.number();
    } else if (code === 42) {
      if (last >= 0) vertices[last + 2] = r.number();
    } else if (code === 70) {
      flags = r.number();
    } else if (code === 90) {
      checkDeclaredVertexCount(ctx, r.number(), 2);
    } else {
      readCommonField(ctx, common);
    }
  }
  const length = last + 3;
  checkActualVertexCount(ctx, length / 3);
  if (!acceptEntity(ctx, common)) return;
  sink.path(vertices, length, (flags & 1) === 1, common.layer, extrusionSign(common) < 0);
}

/** Doubles the vertex buffer, never past the vertex limit (which it checks first). */
function growVertexBuffer(ctx: ParseContext, vertices: number): Float64Array {
  checkActualVertexCount(ctx, vertices);
  const limit = (ctx.options.maxVerticesPerPolyline + 1) * 3;
  const grown = new Float64Array(Math.min(ctx.vertexBuffer.length * 2, limit));
  grown.set(ctx.vertexBuffer);
  ctx.vertexBuffer = grown;
  return grown;
}

export function readSpline(ctx: ParseContext, sink: GeometrySink): void {
  const common = beginEntity(ctx);
  const r = ctx.reader;
  const spline: SplineEntity = {
    degree: 3,
    isClosed: false,
    knots: [],
    weights: [],
    controlPoints: [],
    fitPoints: [],
  };
  while (advance(ctx)) {
    const code = r.code;
    if (code === 0) break;
    if (code === 10) spline.controlPoints.push(r.number(), 0);
    else if (code === 20) setLastY(spline.controlPoints, r.number());
    else if (code === 11) spline.fitPoints.push(r.number(), 0);
    else if (code === 21) setLastY(spline.fitPoints, r.number());
    else if (code === 40) spline.knots.push(r.number());
    else if (code === 41) spline.weights.push(r.number());
    else if (code === 71) spline.degree = r.number();
    else if (code === 70) spline.isClosed = (r.number() & 1) === 1;
    else if (code === 72 || code === 73 || code === 74)
      checkDeclaredVertexCount(ctx, r.number(), 1);
    else readCommonField(ctx, common);
    if (spline.controlPoints.length + spline.fitPoints.length + spline.knots.length > 6000) {
      checkActualVertexCount(ctx, (spline.controlPoints.length + spline.fitPoints.length) / 2);
    }
  }
  // SPLINE control points are in world coordinates, like LINE: only paper space is left out.
  if (common.isPaperSpace) {
    ctx.paperSpaceSkipped++;
    return;
  }
  const path = splinePath(spline);
  if (path.usedFitPoints) ctx.splineFitOnly++;
  sink.path(path.path, path.path.length, path.isClosed, common.layer, false);
}

function setLastY(points: number[], y: number): void {
  if (points.length > 0) points[points.length - 1] = y;
}

import { countEntity } from './parse-context.ts';
import type { ParseContext } from './parse-context.ts';
import {
  readArcOrCircle,
  readEllipse,
  readLine,
  readLwPolyline,
  readSpline,
} from './curve-readers.ts';
import type { Read } from './curve-readers.ts';
import { readInsert, readOldPolyline, readText, skipEntity } from './compound-readers.ts';
import type { RawEntity } from './raw-entities.ts';

/**
 * Reads the entity whose "0 TYPE" tag is current and leaves the next code 0 current.
 * Returns null for entities that never make pieces or labels (HATCH, DIMENSION, LEADER, …),
 * for paper-space entities and for entities not flat in the XY plane.
 */
export function readEntity(ctx: ParseContext, type: string): RawEntity | null {
  countEntity(ctx);
  const read = dispatch(ctx, type);
  if (read === null || read.common === null) return null;
  if (read.common.isPaperSpace) {
    ctx.paperSpaceSkipped++;
    return null;
  }
  if (!read.entity.isPlanar) {
    ctx.nonPlanarSkipped++;
    return null;
  }
  return read.entity;
}

function dispatch(ctx: ParseContext, type: string): Read<RawEntity> | { common: null } | null {
  switch (type) {
    case 'LINE':
      return readLine(ctx);
    case 'ARC':
      return readArcOrCircle(ctx, true);
    case 'CIRCLE':
      return readArcOrCircle(ctx, false);
    case 'ELLIPSE':
      return readEllipse(ctx);
    case 'LWPOLYLINE':
      return readLwPolyline(ctx);
    case 'POLYLINE':
      return readOldPolyline(ctx);
    case 'SPLINE':
      return readSpline(ctx);
    case 'TEXT':
    case 'MTEXT':
    case 'ATTDEF':
      return readText(ctx, type);
    case 'INSERT':
      return readInsert(ctx);
    default:
      skipEntity(ctx);
      return null;
  }
}

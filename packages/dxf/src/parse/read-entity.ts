import { countEntity } from './parse-context.ts';
import type { ParseContext } from './parse-context.ts';
import {
  readArcOrCircle,
  readEllipse,
  readLine,
  readLwPolyline,
  readSpline,
} from './curve-readers.ts';
import { readInsert, readOldPolyline, readText, skipEntity } from './compound-readers.ts';
import type { GeometrySink } from '../build/geometry-sink.ts';

/**
 * Reads the entity whose "0 TYPE" tag is current into the sink and leaves the next code 0
 * current. Entities that never make pieces or labels (HATCH, DIMENSION, LEADER, …) are read
 * past; paper-space entities and entities not flat in the XY plane are counted and left out.
 */
export function readEntity(ctx: ParseContext, type: string, sink: GeometrySink): void {
  countEntity(ctx);
  switch (type) {
    case 'LWPOLYLINE':
      return readLwPolyline(ctx, sink);
    case 'TEXT':
    case 'MTEXT':
    case 'ATTDEF':
      return readText(ctx, sink, type);
    case 'LINE':
      return readLine(ctx, sink);
    case 'ARC':
      return readArcOrCircle(ctx, sink, true);
    case 'CIRCLE':
      return readArcOrCircle(ctx, sink, false);
    case 'ELLIPSE':
      return readEllipse(ctx, sink);
    case 'POLYLINE':
      return readOldPolyline(ctx, sink);
    case 'SPLINE':
      return readSpline(ctx, sink);
    case 'INSERT':
      return readInsert(ctx, sink);
    default:
      skipEntity(ctx);
  }
}

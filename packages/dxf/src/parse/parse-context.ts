import { DxfError } from '../errors.ts';
import type { ResolvedOptions } from '../options.ts';
import type { TagReader } from '../tags/tag-reader.ts';
import type { CommonFields } from './entity-fields.ts';

/** Shared state while walking the tags: the reader, limits and counters. */
export type ParseContext = {
  reader: TagReader;
  options: ResolvedOptions;
  deadline: number;
  /** True once the reader ran out of bytes. */
  isAtEnd: boolean;
  entityCount: number;
  paperSpaceSkipped: number;
  nonPlanarSkipped: number;
  splineFitOnly: number;
  tagsSinceClockCheck: number;
  /** Reused for every entity (see beginEntity). */
  common: CommonFields;
  /** LWPOLYLINE vertices, reused for every polyline and grown on demand. */
  vertexBuffer: Float64Array;
};

const TAGS_PER_CLOCK_CHECK = 8192;

/** Advances one tag; checks the time budget now and then, since Date.now() is not free. */
export function advance(ctx: ParseContext): boolean {
  if (++ctx.tagsSinceClockCheck >= TAGS_PER_CLOCK_CHECK) {
    ctx.tagsSinceClockCheck = 0;
    checkDeadline(ctx.deadline, ctx.options.timeBudgetMs);
  }
  const hasTag = ctx.reader.next();
  if (!hasTag) ctx.isAtEnd = true;
  return hasTag;
}

export function checkDeadline(deadline: number, limit: number): void {
  if (Date.now() > deadline) throw new DxfError('DXF_TIME_BUDGET_EXCEEDED', { limit });
}

export function countEntity(ctx: ParseContext): void {
  if (++ctx.entityCount > ctx.options.maxEntities) {
    throw new DxfError('DXF_TOO_MANY_ENTITIES', { limit: ctx.options.maxEntities });
  }
}

/** Rejects a declared vertex count before anything is sized by it. */
export function checkDeclaredVertexCount(ctx: ParseContext, count: number, tagsPerVertex: number) {
  if (count * tagsPerVertex > ctx.reader.maxTagsLeft()) {
    throw new DxfError('DXF_VERTEX_COUNT_EXCEEDS_DATA', { where: ctx.reader.where(), count });
  }
  if (count > ctx.options.maxVerticesPerPolyline) {
    throw new DxfError('DXF_TOO_MANY_VERTICES', {
      where: ctx.reader.where(),
      count,
      limit: ctx.options.maxVerticesPerPolyline,
    });
  }
}

export function checkActualVertexCount(ctx: ParseContext, count: number): void {
  if (count > ctx.options.maxVerticesPerPolyline) {
    throw new DxfError('DXF_TOO_MANY_VERTICES', {
      where: ctx.reader.where(),
      count,
      limit: ctx.options.maxVerticesPerPolyline,
    });
  }
}

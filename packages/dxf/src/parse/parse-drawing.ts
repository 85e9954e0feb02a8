import { DxfError } from '../errors.ts';
import { advance, checkDeadline } from './parse-context.ts';
import { skipEntity } from './compound-readers.ts';
import type { GeometrySink } from '../build/geometry-sink.ts';
import type { ParseContext } from './parse-context.ts';
import { readEntity } from './read-entity.ts';
import type { BlockDefinition, DxfHeader } from './raw-entities.ts';
import { BlockRecorder } from '../build/geometry-sink.ts';

/** What parsing hands to the model-space sink besides the entities themselves. */
export type DrawingEvents = {
  /** The HEADER section has been read (units are known from here on). */
  onHeader(header: DxfHeader): void;
  /** A BLOCKS section has been read: INSERTs can expand as they come. */
  onBlocks(): void;
};

export type ParsedDrawing = {
  header: DxfHeader;
  /** Keyed by upper-case name: AutoCAD block names are case-insensitive. */
  blocks: Map<string, BlockDefinition>;
  strayMarkers: number;
  hasEof: boolean;
};

/**
 * Walks the sections, streaming model-space entities into `modelSpace` as they are read.
 * Unknown sections are skipped tag by tag; data found outside any section (damaged files) is
 * read as model-space entities and counted, so the caller can say the result may be partial
 * instead of passing it off as whole.
 */
export function parseDrawing(
  ctx: ParseContext,
  drawing: ParsedDrawing,
  modelSpace: GeometrySink,
  events: DrawingEvents,
): void {
  if (!advance(ctx)) throw new DxfError('DXF_NOT_DXF', { detail: 'no group codes' });
  if (ctx.reader.code !== 0) {
    throw new DxfError('DXF_NOT_DXF', { detail: `starts with group code ${ctx.reader.code}` });
  }
  let sawSection = false;
  while (!ctx.isAtEnd) {
    const r = ctx.reader;
    const keyword = r.text().trim();
    if (r.code !== 0) {
      drawing.strayMarkers++;
      advance(ctx);
    } else if (keyword === 'EOF') {
      drawing.hasEof = true;
      return;
    } else if (keyword === 'SECTION') {
      sawSection = true;
      readSection(ctx, drawing, modelSpace, events);
    } else if (keyword === 'ENDSEC' || keyword === 'ENDBLK' || keyword === 'ENDTAB') {
      drawing.strayMarkers++;
      advance(ctx);
    } else {
      if (sawSection) drawing.strayMarkers++;
      readEntity(ctx, keyword, modelSpace);
    }
  }
  if (!sawSection) throw new DxfError('DXF_NOT_DXF', { detail: 'no SECTION found' });
}

function readSection(
  ctx: ParseContext,
  drawing: ParsedDrawing,
  modelSpace: GeometrySink,
  events: DrawingEvents,
): void {
  if (!advance(ctx)) throw new DxfError('DXF_TRUNCATED', { section: 'SECTION' });
  const name = ctx.reader.code === 2 ? ctx.reader.text().trim() : '';
  advance(ctx);
  if (name === 'HEADER') readHeader(ctx, drawing.header);
  else if (name === 'BLOCKS') readBlocks(ctx, drawing.blocks);
  else if (name === 'ENTITIES') readEntities(ctx, modelSpace);
  else skipSection(ctx);
  if (ctx.isAtEnd) throw new DxfError('DXF_TRUNCATED', { section: name || 'SECTION' });
  if (name === 'HEADER') events.onHeader(drawing.header);
  else if (name === 'BLOCKS') events.onBlocks();
  advance(ctx); // past ENDSEC
  checkDeadline(ctx.deadline, ctx.options.timeBudgetMs);
}

function isSectionEnd(ctx: ParseContext): boolean {
  if (ctx.reader.code !== 0) return false;
  const keyword = ctx.reader.text().trim();
  return keyword === 'ENDSEC' || keyword === 'EOF' || keyword === 'SECTION';
}

function skipSection(ctx: ParseContext): void {
  while (!ctx.isAtEnd && !isSectionEnd(ctx)) advance(ctx);
}

function readHeader(ctx: ParseContext, header: DxfHeader): void {
  let variable = '';
  while (!ctx.isAtEnd && !isSectionEnd(ctx)) {
    const r = ctx.reader;
    if (r.code === 9) variable = r.text().trim();
    else if (variable === '$ACADVER' && r.code === 1) header.version = r.text().trim();
    else if (variable === '$DWGCODEPAGE' && r.code === 3) header.codepage = r.text().trim();
    else if (variable === '$INSUNITS' && r.code === 70) header.insunits = r.number();
    advance(ctx);
  }
}

function readEntities(ctx: ParseContext, sink: GeometrySink): void {
  while (!ctx.isAtEnd && !isSectionEnd(ctx)) {
    if (ctx.reader.code !== 0) {
      advance(ctx);
      continue;
    }
    readEntity(ctx, ctx.reader.text().trim(), sink);
  }
}

function readBlocks(ctx: ParseContext, blocks: Map<string, BlockDefinition>): void {
  while (!ctx.isAtEnd && !isSectionEnd(ctx)) {
    if (ctx.reader.code === 0 && ctx.reader.text().trim() === 'BLOCK') {
      const block = readBlock(ctx);
      // The first definition wins, as in AutoCAD; later duplicates are ignored.
      if (!blocks.has(block.name.toUpperCase())) blocks.set(block.name.toUpperCase(), block);
    } else {
      advance(ctx);
    }
  }
}

function readBlock(ctx: ParseContext): BlockDefinition {
  const block: BlockDefinition = { name: '', baseX: 0, baseY: 0, items: [] };
  const recorder = new BlockRecorder(block);
  const r = ctx.reader;
  while (advance(ctx)) {
    const code = r.code;
    if (code === 0) break;
    if (code === 2) block.name = r.text().trim();
    else if (code === 10) block.baseX = r.number();
    else if (code === 20) block.baseY = r.number();
  }
  while (!ctx.isAtEnd && !isSectionEnd(ctx)) {
    const keyword = ctx.reader.text().trim();
    if (ctx.reader.code !== 0) {
      advance(ctx);
    } else if (keyword === 'ENDBLK') {
      skipEntity(ctx);
      return block;
    } else if (keyword === 'BLOCK') {
      return block; // ENDBLK missing: the next block starts here
    } else {
      readEntity(ctx, keyword, recorder);
    }
  }
  return block;
}

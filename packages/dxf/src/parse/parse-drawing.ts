import { DxfError } from '../errors.ts';
import { advance, checkDeadline } from './parse-context.ts';
import type { ParseContext } from './parse-context.ts';
import { newCommonFields, readEntityTags } from './entity-fields.ts';
import { readEntity } from './read-entity.ts';
import type { BlockDefinition, DxfHeader, RawEntity } from './raw-entities.ts';

export type ParsedDrawing = {
  header: DxfHeader;
  /** Keyed by upper-case name: AutoCAD block names are case-insensitive. */
  blocks: Map<string, BlockDefinition>;
  entities: RawEntity[];
  strayMarkers: number;
  hasEof: boolean;
};

/**
 * Walks the sections. Unknown sections are skipped tag by tag; data found outside any
 * section (damaged files) is read as model-space entities and counted, so the caller can
 * say the result may be partial instead of passing it off as whole.
 */
export function parseDrawing(ctx: ParseContext): ParsedDrawing {
  const drawing: ParsedDrawing = {
    header: { version: undefined, codepage: undefined, insunits: undefined },
    blocks: new Map(),
    entities: [],
    strayMarkers: 0,
    hasEof: false,
  };
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
      return drawing;
    } else if (keyword === 'SECTION') {
      sawSection = true;
      readSection(ctx, drawing);
    } else if (keyword === 'ENDSEC' || keyword === 'ENDBLK' || keyword === 'ENDTAB') {
      drawing.strayMarkers++;
      advance(ctx);
    } else {
      if (sawSection) drawing.strayMarkers++;
      pushEntity(drawing.entities, readEntity(ctx, keyword));
    }
  }
  if (!sawSection) throw new DxfError('DXF_NOT_DXF', { detail: 'no SECTION found' });
  return drawing;
}

function readSection(ctx: ParseContext, drawing: ParsedDrawing): void {
  if (!advance(ctx)) throw new DxfError('DXF_TRUNCATED', { section: 'SECTION' });
  const name = ctx.reader.code === 2 ? ctx.reader.text().trim() : '';
  advance(ctx);
  if (name === 'HEADER') readHeader(ctx, drawing.header);
  else if (name === 'BLOCKS') readBlocks(ctx, drawing.blocks);
  else if (name === 'ENTITIES') readEntities(ctx, drawing.entities);
  else skipSection(ctx);
  if (ctx.isAtEnd) throw new DxfError('DXF_TRUNCATED', { section: name || 'SECTION' });
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

function readEntities(ctx: ParseContext, entities: RawEntity[]): void {
  while (!ctx.isAtEnd && !isSectionEnd(ctx)) {
    if (ctx.reader.code !== 0) {
      advance(ctx);
      continue;
    }
    pushEntity(entities, readEntity(ctx, ctx.reader.text().trim()));
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
  const block: BlockDefinition = { name: '', base: { x: 0, y: 0 }, entities: [] };
  readEntityTags(ctx, newCommonFields(), (code) => {
    const r = ctx.reader;
    if (code === 2) block.name = r.text().trim();
    else if (code === 10) block.base.x = r.number();
    else if (code === 20) block.base.y = r.number();
  });
  while (!ctx.isAtEnd && !isSectionEnd(ctx)) {
    const keyword = ctx.reader.text().trim();
    if (ctx.reader.code !== 0) {
      advance(ctx);
    } else if (keyword === 'ENDBLK') {
      readEntityTags(ctx, newCommonFields(), () => {});
      return block;
    } else if (keyword === 'BLOCK') {
      return block; // ENDBLK missing: the next block starts here
    } else {
      pushEntity(block.entities, readEntity(ctx, keyword));
    }
  }
  return block;
}

function pushEntity(entities: RawEntity[], entity: RawEntity | null): void {
  if (entity !== null) entities.push(entity);
}

import { advance, checkActualVertexCount, countEntity } from './parse-context.ts';
import type { ParseContext } from './parse-context.ts';
import {
  acceptEntity,
  beginEntity,
  extrusionSign,
  isPlanar,
  readCommonField,
} from './entity-fields.ts';
import type { GeometrySink } from '../build/geometry-sink.ts';
import { copyText } from './raw-entities.ts';
import type { InsertEntity, TextEntity, TextKind } from './raw-entities.ts';

const POLYLINE_3D_MESH = 16;
const POLYLINE_POLYFACE = 64;
const VERTEX_SPLINE_FRAME = 16;

/** Old-style POLYLINE: the header, then VERTEX entities, then SEQEND. Meshes draw nothing. */
export function readOldPolyline(ctx: ParseContext, sink: GeometrySink): void {
  const common = beginEntity(ctx);
  const r = ctx.reader;
  let flags = 0;
  while (advance(ctx)) {
    if (r.code === 0) break;
    if (r.code === 70) flags = r.number();
    else readCommonField(ctx, common);
  }
  // The VERTEX entities below do not touch ctx.common, so the header's fields stay valid.
  const vertices: number[] = [];
  while (!ctx.isAtEnd && r.text().trim() === 'VERTEX') {
    countEntity(ctx);
    let x = 0;
    let y = 0;
    let bulge = 0;
    let vertexFlags = 0;
    while (advance(ctx)) {
      const code = r.code;
      if (code === 0) break;
      if (code === 10) x = r.number();
      else if (code === 20) y = r.number();
      else if (code === 42) bulge = r.number();
      else if (code === 70) vertexFlags = r.number();
    }
    if ((vertexFlags & VERTEX_SPLINE_FRAME) === 0) vertices.push(x, y, bulge);
    if (vertices.length % 3000 === 0) checkActualVertexCount(ctx, vertices.length / 3);
  }
  if (!ctx.isAtEnd && r.text().trim() === 'SEQEND') skipEntity(ctx);
  if ((flags & (POLYLINE_3D_MESH | POLYLINE_POLYFACE)) !== 0) return;
  if (!acceptEntity(ctx, common)) return;
  sink.path(vertices, vertices.length, (flags & 1) === 1, common.layer, extrusionSign(common) < 0);
}

export function skipEntity(ctx: ParseContext): void {
  while (advance(ctx)) if (ctx.reader.code === 0) return;
}

/** What readTextTags() found; one object reused for every text of the file. */
type TextFields = TextEntity & { isPlanar: boolean };
const fields: TextFields = {
  kind: 'TEXT',
  value: '',
  x: 0,
  y: 0,
  tag: null,
  isConstant: false,
  layer: '0',
  isPlanar: true,
};

/**
 * TEXT, MTEXT, ATTRIB, ATTDEF into `fields`, the position in the parent frame (the OCS mirror
 * applied). Loops over the tags itself: labels are as many as outlines.
 */
function readTextTags(ctx: ParseContext, kind: TextKind): TextFields {
  const common = beginEntity(ctx);
  const r = ctx.reader;
  const isMtext = kind === 'MTEXT';
  const hasTag = kind !== 'TEXT' && !isMtext;
  // ATTRIB/ATTDEF keep their vertical alignment in 74; in TEXT it is 73.
  const verticalCode = kind === 'TEXT' ? 73 : 74;
  let x = 0;
  let y = 0;
  let alignX = 0;
  let alignY = 0;
  let hasAlign = false;
  let flags = 0;
  let value = '';
  let mtextChunks = '';
  let tag: string | null = null;
  while (advance(ctx)) {
    const code = r.code;
    if (code === 0) break;
    if (readCommonField(ctx, common)) continue;
    if (code === 1) value = r.text();
    else if (code === 3 && isMtext) mtextChunks += r.text();
    else if (code === 2 && hasTag) tag = r.text().trim();
    else if (code === 10) x = r.number();
    else if (code === 20) y = r.number();
    else if (isMtext) continue;
    else if (code === 11) alignX = r.number();
    else if (code === 21) alignY = r.number();
    // Once aligned, later alignment codes are not even parsed (as before: a bad one is ignored).
    else if (code === 72 || code === verticalCode) hasAlign ||= r.number() !== 0;
    else if (code === 70) flags = r.number();
  }
  // Justified text is placed by its alignment point; the first point is then only approximate.
  const mirror = extrusionSign(common);
  fields.kind = kind;
  fields.x = mirror * (hasAlign ? alignX : x);
  fields.y = hasAlign ? alignY : y;
  fields.value = isMtext ? mtextChunks + value : value;
  fields.tag = tag;
  fields.isConstant = (flags & 2) === 2;
  fields.layer = common.layer;
  fields.isPlanar = isPlanar(common);
  return fields;
}

export function readText(ctx: ParseContext, sink: GeometrySink, kind: TextKind): void {
  const text = readTextTags(ctx, kind);
  if (!acceptEntity(ctx, ctx.common)) return;
  sink.text(text);
}

function readAttribute(ctx: ParseContext): TextEntity {
  return copyText(readTextTags(ctx, 'ATTRIB'));
}

export function readInsert(ctx: ParseContext, sink: GeometrySink): void {
  const common = beginEntity(ctx);
  const r = ctx.reader;
  const insert: InsertEntity = {
    layer: '0',
    block: '',
    extrusionZ: 1,
    x: 0,
    y: 0,
    scaleX: 1,
    scaleY: 1,
    rotationDeg: 0,
    columns: 1,
    rows: 1,
    columnSpacing: 0,
    rowSpacing: 0,
    attributes: [],
  };
  while (advance(ctx)) {
    const code = r.code;
    if (code === 0) break;
    if (code === 2) insert.block = r.text().trim();
    else if (code === 10) insert.x = r.number();
    else if (code === 20) insert.y = r.number();
    else if (code === 41) insert.scaleX = r.number();
    else if (code === 42) insert.scaleY = r.number();
    else if (code === 50) insert.rotationDeg = r.number();
    else if (code === 70) insert.columns = Math.max(1, Math.trunc(r.number()));
    else if (code === 71) insert.rows = Math.max(1, Math.trunc(r.number()));
    else if (code === 44) insert.columnSpacing = r.number();
    else if (code === 45) insert.rowSpacing = r.number();
    else readCommonField(ctx, common);
  }
  insert.layer = common.layer;
  insert.extrusionZ = extrusionSign(common);
  const isPaperSpace = common.isPaperSpace;
  const planar = isPlanar(common);
  // Attributes follow the INSERT (whatever its 66 flag says) and end with SEQEND.
  let hasAttributes = false;
  while (!ctx.isAtEnd && r.text().trim() === 'ATTRIB') {
    countEntity(ctx);
    hasAttributes = true;
    insert.attributes.push(readAttribute(ctx));
  }
  if (hasAttributes && !ctx.isAtEnd && r.text().trim() === 'SEQEND') skipEntity(ctx);
  if (isPaperSpace) ctx.paperSpaceSkipped++;
  else if (!planar) ctx.nonPlanarSkipped++;
  else sink.insert(insert);
}

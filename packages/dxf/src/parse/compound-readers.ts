import { advance, checkActualVertexCount, countEntity } from './parse-context.ts';
import type { ParseContext } from './parse-context.ts';
import {
  extrusionSign,
  isPlanar,
  newCommonFields,
  readCommonField,
  readEntityTags,
} from './entity-fields.ts';
import type { Read } from './curve-readers.ts';
import type { InsertEntity, PolylineEntity, TextEntity, TextKind } from './raw-entities.ts';

const POLYLINE_3D_MESH = 16;
const POLYLINE_POLYFACE = 64;
const VERTEX_SPLINE_FRAME = 16;

/** Old-style POLYLINE: the header, then VERTEX entities, then SEQEND. Meshes give null. */
export function readOldPolyline(ctx: ParseContext): Read<PolylineEntity> | { common: null } {
  const common = newCommonFields();
  let flags = 0;
  readEntityTags(ctx, common, (code) => {
    if (code === 70) flags = ctx.reader.number();
  });
  const vertices: number[] = [];
  while (!ctx.isAtEnd && ctx.reader.text().trim() === 'VERTEX') {
    countEntity(ctx);
    const vertexCommon = newCommonFields();
    const v = { x: 0, y: 0, bulge: 0, flags: 0 };
    readEntityTags(ctx, vertexCommon, (code) => {
      const r = ctx.reader;
      if (code === 10) v.x = r.number();
      else if (code === 20) v.y = r.number();
      else if (code === 42) v.bulge = r.number();
      else if (code === 70) v.flags = r.number();
    });
    if ((v.flags & VERTEX_SPLINE_FRAME) === 0) vertices.push(v.x, v.y, v.bulge);
    if (vertices.length % 3000 === 0) checkActualVertexCount(ctx, vertices.length / 3);
  }
  if (!ctx.isAtEnd && ctx.reader.text().trim() === 'SEQEND') skipEntity(ctx);
  if ((flags & (POLYLINE_3D_MESH | POLYLINE_POLYFACE)) !== 0) return { common: null };
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

export function skipEntity(ctx: ParseContext): void {
  readEntityTags(ctx, newCommonFields(), () => {});
}

/** TEXT, MTEXT, ATTRIB, ATTDEF. Loops over the tags itself: labels are as many as outlines. */
export function readText(ctx: ParseContext, kind: TextKind): Read<TextEntity> {
  const common = newCommonFields();
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
  const position = hasAlign ? { x: alignX, y: alignY } : { x, y };
  const entity: TextEntity = {
    type: 'TEXT',
    kind,
    layer: common.layer,
    isPlanar: isPlanar(common),
    extrusionZ: extrusionSign(common),
    value: isMtext ? mtextChunks + value : value,
    position,
    tag,
    isConstant: (flags & 2) === 2,
  };
  return { entity, common };
}

export function readInsert(ctx: ParseContext): Read<InsertEntity> {
  const common = newCommonFields();
  const entity: InsertEntity = {
    type: 'INSERT',
    layer: '0',
    isPlanar: true,
    extrusionZ: 1,
    block: '',
    position: { x: 0, y: 0 },
    scaleX: 1,
    scaleY: 1,
    rotationDeg: 0,
    columns: 1,
    rows: 1,
    columnSpacing: 0,
    rowSpacing: 0,
    attributes: [],
  };
  readEntityTags(ctx, common, (code) => {
    const r = ctx.reader;
    if (code === 2) entity.block = r.text().trim();
    else if (code === 10) entity.position.x = r.number();
    else if (code === 20) entity.position.y = r.number();
    else if (code === 41) entity.scaleX = r.number();
    else if (code === 42) entity.scaleY = r.number();
    else if (code === 50) entity.rotationDeg = r.number();
    else if (code === 70) entity.columns = Math.max(1, Math.trunc(r.number()));
    else if (code === 71) entity.rows = Math.max(1, Math.trunc(r.number()));
    else if (code === 44) entity.columnSpacing = r.number();
    else if (code === 45) entity.rowSpacing = r.number();
  });
  entity.layer = common.layer;
  entity.isPlanar = isPlanar(common);
  entity.extrusionZ = extrusionSign(common);
  // Attributes follow the INSERT (whatever its 66 flag says) and end with SEQEND.
  let hasAttributes = false;
  while (!ctx.isAtEnd && ctx.reader.text().trim() === 'ATTRIB') {
    countEntity(ctx);
    hasAttributes = true;
    entity.attributes.push(readText(ctx, 'ATTRIB').entity);
  }
  if (hasAttributes && !ctx.isAtEnd && ctx.reader.text().trim() === 'SEQEND') skipEntity(ctx);
  return { entity, common };
}

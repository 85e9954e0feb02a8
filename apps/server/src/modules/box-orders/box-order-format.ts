// Box orders' rows to answers, and typed or imported boxes to rows (issue 19). Areas are
// integer mm² in the database and m² text with two decimals on the wire (docs/adr/0012).
import type { BoxInput, BoxOrderBox, BoxOrderItem } from '@stone/shared/box-orders/box-orders';
import { boxName } from '@stone/shared/packing/box-label';
import { BOX_TYPES, type BoxType } from '@stone/shared/packing/enums';
import { mm2ToM2, parseHundredths } from '@stone/shared/units';
import type { OrgInsert } from '../../db/org-scope.ts';
import { newId } from '../../lib/crypto.ts';
import type { BoxRow, OrderRow } from './box-orders.repository.ts';

/** "12.5" m² → 12,500,000 mm², exactly. */
const m2ToMm2 = (text: string) => parseHundredths(text) * 10_000;

type StoredMaterial = {
  material: string;
  number: string;
  thicknessMm: number;
  widthMm: number;
  heightMm: number;
  pieces: number;
  areaMm2: number;
  region: string;
};

/** A wooden box the box links, when it does: its pieces and area fill what was left out. */
export type LinkedBox = { piece_count: number; area_mm2: number | string };

export function toBoxRow(
  orderId: string,
  position: number,
  box: BoxInput,
  linked?: LinkedBox,
): OrgInsert<'box_order_boxes'> {
  const materials: StoredMaterial[] = (box.materials ?? []).map((m) => ({
    material: m.material,
    number: m.number,
    thicknessMm: m.thicknessMm,
    widthMm: m.widthMm,
    heightMm: m.heightMm,
    pieces: m.pieces,
    areaMm2: m.areaM2 ? m2ToMm2(m.areaM2) : m.widthMm * m.heightMm * m.pieces,
    region: m.region ?? '',
  }));
  const sum = (f: (m: StoredMaterial) => number) => materials.reduce((s, m) => s + f(m), 0);
  const pieces =
    box.pieceCount ?? (materials.length > 0 ? sum((m) => m.pieces) : (linked?.piece_count ?? 0));
  const area = box.areaM2
    ? m2ToMm2(box.areaM2)
    : materials.length > 0
      ? sum((m) => m.areaMm2)
      : Number(linked?.area_mm2 ?? 0);
  return {
    id: newId(),
    order_id: orderId,
    position,
    box_no: box.boxNo,
    box_key: box.boxNo.toLowerCase(),
    box_type: box.boxType,
    length_mm: box.lengthMm,
    width_mm: box.widthMm,
    height_mm: box.heightMm,
    piece_count: pieces,
    area_mm2: area,
    wooden_box_id: box.woodenBoxId ?? null,
    live_wooden_box_id: box.woodenBoxId ?? null,
    materials_json: JSON.stringify(materials),
  };
}

/** The order's summary columns from its boxes: count, types, pieces and area. */
export function summaryOf(
  boxes: readonly { box_type: BoxType; piece_count: number; area_mm2: number | string }[],
) {
  const types = BOX_TYPES.map((type) => ({
    type,
    count: boxes.filter((b) => b.box_type === type).length,
  })).filter((t) => t.count > 0);
  return {
    box_count: boxes.length,
    box_types_json: JSON.stringify(types),
    piece_count: boxes.reduce((s, b) => s + b.piece_count, 0),
    area_mm2: boxes.reduce((s, b) => s + Number(b.area_mm2), 0),
  };
}

export function toOrderItem(r: OrderRow): BoxOrderItem {
  return {
    id: r.id,
    number: r.number,
    projectId: r.project_id,
    projectName: r.project_name,
    projectOrderNo: r.project_order_no,
    receivingUnit: r.receiving_unit,
    address: r.address,
    contact: r.contact,
    contactPhone: r.contact_phone,
    status: r.status,
    boxCount: r.box_count,
    boxTypes: JSON.parse(r.box_types_json) as BoxOrderItem['boxTypes'],
    pieceCount: r.piece_count,
    areaM2: mm2ToM2(r.area_mm2),
    createdAt: r.created_at,
    createdBy: r.created_by_name ?? '',
    acceptedAt: r.accepted_at,
    shippedAt: r.shipped_at,
    shippedBy: r.shipped_by_name ?? null,
    version: r.version,
  };
}

export function toBoxItem(r: BoxRow): BoxOrderBox {
  const materials = JSON.parse(r.materials_json) as StoredMaterial[];
  return {
    id: r.id,
    boxNo: r.box_no,
    boxType: r.box_type,
    lengthMm: r.length_mm,
    widthMm: r.width_mm,
    heightMm: r.height_mm,
    pieceCount: r.piece_count,
    areaM2: mm2ToM2(r.area_mm2),
    woodenBoxId: r.wooden_box_id,
    woodenBoxName: r.wooden_number === null ? null : boxName(r.wooden_number),
    materials: materials.map(({ areaMm2, ...m }) => ({ ...m, areaM2: mm2ToM2(areaMm2) })),
  };
}

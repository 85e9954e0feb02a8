// One slab at a time, or a known set of them: what the slab form, the import and the flows read
// and write. Status changes are conditional updates, so of two scanners exactly one wins.
import type { BigSlabStatus } from '@stone/shared/materials/enums';
import type { OrgInsert, OrgScope } from '../../db/org-scope.ts';
import { newId } from '../../lib/crypto.ts';

/** A slab's own fields, as the form and the sheet give them. */
export type SlabFields = {
  blockNo: string;
  bundleNo: string;
  slabNo: string;
  barcode: string;
  materialId: string;
  thicknessMm: number;
  lengthMm: number;
  widthMm: number;
  warehouseId: string;
  rackId: string | null;
};

/** Columns a slab's own fields fill; the area is always computed here, never sent. */
export const slabColumns = (f: SlabFields) => ({
  block_no: f.blockNo,
  bundle_no: f.bundleNo,
  slab_no: f.slabNo,
  barcode: f.barcode,
  material_id: f.materialId,
  thickness_mm: f.thicknessMm,
  length_mm: f.lengthMm,
  width_mm: f.widthMm,
  area_mm2: f.lengthMm * f.widthMm,
  warehouse_id: f.warehouseId,
  rack_id: f.rackId,
});

/** A new slab: in stock unless said otherwise; a remnant is one with a parent. */
export type NewSlab = SlabFields & {
  createdBy: string;
  id?: string;
  status?: string;
  defectsJson?: string;
  parentId?: string | null;
  /** When it came in, if not now (a bench spreads its rows over time). */
  createdAt?: string;
};

export const newSlabRow = (s: NewSlab, now: string): OrgInsert<'big_slabs'> => ({
  id: s.id ?? newId(),
  ...slabColumns(s),
  defects_json: s.defectsJson ?? '[]',
  status: s.status ?? 'available',
  is_remnant: s.parentId ? 1 : 0,
  parent_id: s.parentId ?? null,
  workshop_id: null,
  created_by: s.createdBy,
  created_at: s.createdAt ?? now,
  updated_at: s.createdAt ?? now,
  version: 1,
});

/** Rows per insert: 50 × 21 values stays far below either database's parameter cap. */
const INSERT_CHUNK = 50;
/** Values per IN list. */
const LOOKUP_CHUNK = 500;

export async function insertSlabs(org: OrgScope, rows: OrgInsert<'big_slabs'>[]) {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK)
    await org
      .insertInto('big_slabs')
      .values(rows.slice(i, i + INSERT_CHUNK))
      .execute();
}

export const findSlab = (org: OrgScope, id: string) =>
  org.selectFrom('big_slabs').selectAll().where('id', '=', id).executeTakeFirst();

export const findSlabByBarcode = (org: OrgScope, barcode: string) =>
  org.selectFrom('big_slabs').selectAll().where('barcode', '=', barcode).executeTakeFirst();

export const slabsByIds = (org: OrgScope, ids: string[]) =>
  org.selectFrom('big_slabs').selectAll().where('id', 'in', ids).execute();

/** The slabs already in stock under any of `barcodes`. */
export async function slabsWithBarcodes(org: OrgScope, barcodes: string[]) {
  const found: { id: string; barcode: string; status: string }[] = [];
  for (let i = 0; i < barcodes.length; i += LOOKUP_CHUNK)
    found.push(
      ...(await org
        .selectFrom('big_slabs')
        .select(['id', 'barcode', 'status'])
        .where('barcode', 'in', barcodes.slice(i, i + LOOKUP_CHUNK))
        .execute()),
    );
  return found;
}

export const slabOnRack = (org: OrgScope, rackId: string) =>
  org
    .selectFrom('big_slabs')
    .select('id')
    .where('rack_id', '=', rackId)
    .limit(1)
    .executeTakeFirst();

export const firstRemnantOf = (org: OrgScope, id: string) =>
  org.selectFrom('big_slabs').select('id').where('parent_id', '=', id).limit(1).executeTakeFirst();

const changed = (result: { numUpdatedRows: bigint }) => Number(result.numUpdatedRows);

/**
 * Moves a slab from one status to the next and says whether it did. The race between two scanners
 * is settled here: only an UPDATE that still sees `from` changes the row.
 */
export async function moveSlabStatus(
  org: OrgScope,
  id: string,
  move: { from: BigSlabStatus; to: BigSlabStatus; now: string },
) {
  const result = await org
    .updateTable('big_slabs')
    .set((eb) => ({ status: move.to, updated_at: move.now, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('status', '=', move.from)
    .executeTakeFirst();
  return changed(result) === 1;
}

/** Writes new fields over a slab still available (a sheet's overwrite); says whether it did. */
export async function overwriteAvailableSlab(
  org: OrgScope,
  id: string,
  write: { fields: SlabFields; now: string },
) {
  const result = await org
    .updateTable('big_slabs')
    .set((eb) => ({
      ...slabColumns(write.fields),
      updated_at: write.now,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', id)
    .where('status', '=', 'available')
    .executeTakeFirst();
  return changed(result) === 1;
}

/** Where slabs now are (and what they are): a return or a transfer. Returns how many moved. */
export async function relocateSlabs(
  org: OrgScope,
  move: {
    ids: string[];
    from: string[];
    set: {
      status?: string;
      warehouse_id?: string;
      rack_id: string | null;
      workshop_id: string | null;
    };
    now: string;
  },
) {
  const result = await org
    .updateTable('big_slabs')
    .set((eb) => ({ ...move.set, updated_at: move.now, version: eb('version', '+', 1) }))
    .where('id', 'in', move.ids)
    .where('status', 'in', move.from)
    .executeTakeFirst();
  return changed(result);
}

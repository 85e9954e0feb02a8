import { startsWith } from '../../db/list-query.ts';
import { mm2ToM2 } from '@stone/shared/units';
import type { z } from 'zod';
import type { BigSlabItem, bigSlabFilterBody } from '@stone/shared/materials/slabs';
import { stoneName } from '@stone/shared/materials/stones';
import type { BigSlabStatus, BIG_SLAB_SORT_FIELDS } from '@stone/shared/materials/enums';
import type { Dialect } from '../../db/database.ts';
import { cappedTotal } from '../../db/list-query.ts';
import { sameOrg, type OrgScope } from '../../db/org-scope.ts';
import type { BigSlabsTable } from './materials.tables.ts';

export type SlabFilter = z.output<typeof bigSlabFilterBody>;
type SortField = (typeof BIG_SLAB_SORT_FIELDS)[number];

const SORT_COLUMNS: Record<SortField, `s.${keyof BigSlabsTable}` | 'm.name_zh'> = {
  createdAt: 's.created_at',
  barcode: 's.barcode',
  blockNo: 's.block_no',
  material: 'm.name_zh',
  thicknessMm: 's.thickness_mm',
  lengthMm: 's.length_mm',
  widthMm: 's.width_mm',
  areaM2: 's.area_mm2',
  status: 's.status',
};

/** One enterprise's slabs narrowed by the list filters; each filter has an index behind it. */
function filteredSlabs(org: OrgScope, dialect: Dialect, f: SlabFilter) {
  let q = org.selectFrom('big_slabs as s');
  if (f.blockNo) q = q.where(startsWith(dialect, 's.block_no', f.blockNo));
  if (f.bundleNo) q = q.where(startsWith(dialect, 's.bundle_no', f.bundleNo));
  if (f.slabNo) q = q.where(startsWith(dialect, 's.slab_no', f.slabNo));
  if (f.barcode) q = q.where('s.barcode', '=', f.barcode);
  if (f.materialId) q = q.where('s.material_id', '=', f.materialId);
  if (f.thicknessMin !== undefined) q = q.where('s.thickness_mm', '>=', f.thicknessMin);
  if (f.thicknessMax !== undefined) q = q.where('s.thickness_mm', '<=', f.thicknessMax);
  if (f.lengthMin !== undefined) q = q.where('s.length_mm', '>=', f.lengthMin);
  if (f.lengthMax !== undefined) q = q.where('s.length_mm', '<=', f.lengthMax);
  if (f.widthMin !== undefined) q = q.where('s.width_mm', '>=', f.widthMin);
  if (f.widthMax !== undefined) q = q.where('s.width_mm', '<=', f.widthMax);
  if (f.warehouseId) q = q.where('s.warehouse_id', '=', f.warehouseId);
  if (f.rackId) q = q.where('s.rack_id', '=', f.rackId);
  if (f.statuses?.length) q = q.where('s.status', 'in', f.statuses);
  if (f.isRemnant !== undefined) q = q.where('s.is_remnant', '=', f.isRemnant ? 1 : 0);
  return q;
}

/** The slabs with the names the table shows. */
const joinedSlabs = (org: OrgScope, dialect: Dialect, f: SlabFilter) =>
  filteredSlabs(org, dialect, f)
    .innerJoin('warehouses as w', (j) =>
      j.onRef('w.id', '=', 's.warehouse_id').on(sameOrg('w', 's')),
    )
    .leftJoin('racks as r', (j) => j.onRef('r.id', '=', 's.rack_id').on(sameOrg('r', 's')))
    .innerJoin('stone_materials as m', (j) =>
      j.onRef('m.id', '=', 's.material_id').on(sameOrg('m', 's')),
    )
    .selectAll('s')
    .select(['w.name as warehouse_name', 'w.code as warehouse_code', 'r.number as rack_number'])
    .select(['m.name_zh as material_zh', 'm.name_en as material_en'])
    .select((eb) =>
      eb
        .selectFrom('big_slab_photos as p')
        .select(eb.fn.countAll<string>().as('n'))
        .where(sameOrg('p', 's'))
        .whereRef('p.slab_id', '=', 's.id')
        .as('photo_count'),
    );

/** How many slabs the filters leave, counted up to the list cap (list-query.ts). */
export const countSlabs = (
  org: OrgScope,
  dialect: Dialect,
  f: SlabFilter,
  page: { limit: number; offset: number },
) => cappedTotal(org.db, filteredSlabs(org, dialect, f), page);

/** One slab with the names the table shows. */
export const findJoinedSlab = (org: OrgScope, dialect: Dialect, id: string) =>
  joinedSlabs(org, dialect, {}).where('s.id', '=', id).executeTakeFirst();

/** The rows of a page (or an export); newest first by default, ids break ties. */
export function selectSlabRows(
  org: OrgScope,
  dialect: Dialect,
  f: SlabFilter & {
    sortField?: SortField | undefined;
    sortOrder?: string | undefined;
    page: { limit: number; offset: number };
  },
) {
  const { page } = f;
  const direction = !f.sortField || f.sortOrder === 'descend' ? 'desc' : 'asc';
  return joinedSlabs(org, dialect, f)
    .orderBy(SORT_COLUMNS[f.sortField ?? 'createdAt'], direction)
    .orderBy('s.id', direction)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export type SlabRow = BigSlabsTable & {
  warehouse_name: string;
  warehouse_code: string;
  rack_number: string | null;
  material_zh: string;
  material_en: string;
  photo_count: string | number | null;
};

export function toSlabItem(r: SlabRow): BigSlabItem {
  return {
    id: r.id,
    blockNo: r.block_no,
    bundleNo: r.bundle_no,
    slabNo: r.slab_no,
    barcode: r.barcode,
    materialId: r.material_id,
    material: stoneName(r.material_zh, r.material_en),
    thicknessMm: r.thickness_mm,
    lengthMm: r.length_mm,
    widthMm: r.width_mm,
    areaM2: mm2ToM2(r.area_mm2),
    warehouseId: r.warehouse_id,
    warehouseName: r.warehouse_name,
    rackId: r.rack_id,
    rackNumber: r.rack_number,
    status: r.status as BigSlabStatus,
    isRemnant: r.is_remnant === 1,
    parentId: r.parent_id,
    photoCount: Number(r.photo_count ?? 0),
    defectCount: (JSON.parse(r.defects_json) as unknown[]).length,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    version: r.version,
  };
}

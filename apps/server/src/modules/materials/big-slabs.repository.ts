import { mm2ToM2 } from '@stone/shared/units';
import type { z } from 'zod';
import type { BigSlabItem, bigSlabFilterBody } from '@stone/shared/materials/slabs';
import { stoneName } from '@stone/shared/materials/stones';
import type { BigSlabStatus } from '@stone/shared/materials/enums';
import type { Dialect } from '../../db/database.ts';
import { pageSlabIds, type SlabListFilter } from './big-slab-list.repository.ts';
import { sameOrg, type OrgScope } from '../../db/org-scope.ts';
import type { BigSlabsTable } from './materials.tables.ts';

export type SlabFilter = z.output<typeof bigSlabFilterBody>;

/** The slabs with the names the table shows. */
const joinedSlabs = (org: OrgScope) =>
  org
    .selectFrom('big_slabs as s')
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

/** One slab with the names the table shows. */
export const findJoinedSlab = (org: OrgScope, id: string) =>
  joinedSlabs(org).where('s.id', '=', id).executeTakeFirst();

/**
 * The rows of a page (or an export); newest first by default, ids break ties. The page's ids
 * are chosen on the slabs alone (big-slab-list.repository.ts), then read with their names.
 */
export async function selectSlabRows(
  org: OrgScope,
  dialect: Dialect,
  f: SlabListFilter & { page: { limit: number; offset: number } },
) {
  const ids = await pageSlabIds(org, dialect, f, f.page);
  if (ids.length === 0) return [];
  const rows = await joinedSlabs(org).where('s.id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
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

// What a printed cutting plan names besides its layouts (issue 23): the project, its order and
// material, and for a plan on real stock each slab's barcode, or that it is a remnant.
import { sameOrg, type OrgScope } from '../../db/org-scope.ts';

/** Nominal slab sizes are "S1", "S2", …; planning with inventory names the real slab's id. */
const isStockSlabId = (id: string) => id !== '' && !/^S\d+$/.test(id);

/** "雅士白 Ariston White": both catalogue names, once when they are the same. */
const materialLabel = (zh: string | null, en: string | null) =>
  [...new Set([zh ?? '', en ?? ''].filter(Boolean))].join(' ');

export async function findSheetHeader(org: OrgScope, projectId: string) {
  const row = await org
    .selectFrom('projects as p')
    .leftJoin('stone_materials as m', (j) =>
      j.onRef('m.id', '=', 'p.material_id').on(sameOrg('m', 'p')),
    )
    .select(['p.name', 'p.order_no', 'p.settings_json', 'm.name_zh', 'm.name_en'])
    .where('p.id', '=', projectId)
    .executeTakeFirst();
  if (!row) return null;
  const settings = JSON.parse(row.settings_json) as { thicknessMm?: unknown };
  return {
    projectName: row.name,
    orderNo: row.order_no,
    material: materialLabel(row.name_zh, row.name_en),
    thicknessMm: typeof settings.thicknessMm === 'number' ? settings.thicknessMm : null,
  };
}

/** The stock slabs a run was planned on, by id: barcode and whether it is a remnant. */
export async function findStockSlabs(org: OrgScope, slabIds: string[]) {
  const ids = [...new Set(slabIds.filter(isStockSlabId))];
  const stock = new Map<string, { barcode: string; isRemnant: boolean }>();
  if (ids.length === 0) return stock;
  const rows = await org
    .selectFrom('big_slabs')
    .select(['id', 'barcode', 'is_remnant'])
    .where('id', 'in', ids)
    .execute();
  for (const r of rows) stock.set(r.id, { barcode: r.barcode, isRemnant: r.is_remnant === 1 });
  return stock;
}

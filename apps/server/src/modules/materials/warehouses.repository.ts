import type { SelectQueryBuilder } from 'kysely';
import { sameOrg, type OrgScope } from '../../db/org-scope.ts';
import type { Database } from '../../tables.ts';

type WarehouseQuery = SelectQueryBuilder<Database, 'warehouses', object>;

/** Each listed warehouse with how many racks and slabs it holds (`rack_count`, `slab_count`). */
export const withStockCounts = (query: WarehouseQuery): WarehouseQuery =>
  query.select((eb) => [
    eb
      .selectFrom('racks')
      .select(eb.fn.countAll<string>().as('n'))
      .where(sameOrg('racks', 'warehouses'))
      .whereRef('racks.warehouse_id', '=', 'warehouses.id')
      .as('rack_count'),
    eb
      .selectFrom('big_slabs')
      .select(eb.fn.countAll<string>().as('n'))
      .where(sameOrg('big_slabs', 'warehouses'))
      .whereRef('big_slabs.warehouse_id', '=', 'warehouses.id')
      .as('slab_count'),
  ]);

/** Racks or slabs still point at the warehouse. */
export async function warehouseInUse(org: OrgScope, id: string): Promise<boolean> {
  const used = await Promise.all(
    (['racks', 'big_slabs'] as const).map((table) =>
      org.selectFrom(table).select('id').where('warehouse_id', '=', id).limit(1).executeTakeFirst(),
    ),
  );
  return used.some(Boolean);
}

export const findWarehouse = (org: OrgScope, id: string) =>
  org.selectFrom('warehouses').select('id').where('id', '=', id).executeTakeFirst();

/** The warehouses in their screen order, for the selects of the slab form and the flows. */
export const listWarehouseChoices = (org: OrgScope) =>
  org
    .selectFrom('warehouses')
    .select(['id', 'name', 'code'])
    .orderBy('sort')
    .orderBy('name')
    .execute();

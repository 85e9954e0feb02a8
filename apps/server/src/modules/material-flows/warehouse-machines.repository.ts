// The machine type each warehouse serves: a returned slab must fit its table (docs/adr/0011).
import { sameOrg, type OrgInsert, type OrgScope } from '../../db/org-scope.ts';

export const findWarehouseMachine = (org: OrgScope, warehouseId: string) =>
  org
    .selectFrom('warehouse_machines')
    .select(['machine_type', 'max_length_mm', 'max_width_mm'])
    .where('warehouse_id', '=', warehouseId)
    .executeTakeFirst();

/** Every warehouse in its order, with its machine if one is set. */
export const listWarehouseMachines = (org: OrgScope) =>
  org
    .selectFrom('warehouses as w')
    .leftJoin('warehouse_machines as m', (j) =>
      j.onRef('m.warehouse_id', '=', 'w.id').on(sameOrg('m', 'w')),
    )
    .select(['w.id', 'w.name', 'm.machine_type', 'm.max_length_mm', 'm.max_width_mm'])
    .orderBy('w.sort')
    .orderBy('w.name')
    .execute();

/** Sets a warehouse's machine, replacing the one it had. */
export async function saveWarehouseMachine(
  org: OrgScope,
  warehouseId: string,
  values: Omit<OrgInsert<'warehouse_machines'>, 'warehouse_id'>,
) {
  await org
    .insertInto('warehouse_machines')
    .values({ warehouse_id: warehouseId, ...values })
    .onConflict((oc) => oc.columns(['org_id', 'warehouse_id']).doUpdateSet(values))
    .execute();
}

// Where a return or transfer sends slabs, checked inside the caller's enterprise: another
// enterprise's warehouse, rack, workshop or slab answers like a missing one (code 3).
import type { Db } from '../../db/database.ts';
import { orgTable } from '../../db/org-scope.ts';
import { invalid, notFound } from '../../lib/app-error.ts';
import type { Place } from './movements.repository.ts';

export async function resolveWarehouse(
  db: Db,
  orgId: string,
  warehouseId: string,
  rackId: string | null,
): Promise<Place> {
  const warehouse = await orgTable(db, 'warehouses', orgId)
    .select('id')
    .where('id', '=', warehouseId)
    .executeTakeFirst();
  if (!warehouse) throw notFound('warehouse.missing');
  if (rackId) {
    const rack = await orgTable(db, 'racks', orgId)
      .select('warehouse_id')
      .where('id', '=', rackId)
      .executeTakeFirst();
    if (!rack) throw notFound();
    if (rack.warehouse_id !== warehouseId)
      throw invalid('flow.rackNotInWarehouse', { rackId: 'flow.rackNotInWarehouse' });
  }
  return { warehouseId, rackId, workshopId: null };
}

export async function resolveWorkshop(db: Db, orgId: string, workshopId: string) {
  const workshop = await orgTable(db, 'workshops', orgId)
    .select('id')
    .where('id', '=', workshopId)
    .executeTakeFirst();
  if (!workshop) throw notFound();
  return workshop.id;
}

/** The chosen slabs, all of them in this enterprise, in the order asked. */
export async function loadSlabs(db: Db, orgId: string, ids: string[]) {
  const unique = [...new Set(ids)];
  const rows = await orgTable(db, 'big_slabs', orgId)
    .selectAll()
    .where('id', 'in', unique)
    .execute();
  if (rows.length !== unique.length) throw notFound();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return unique.map((id) => byId.get(id)!);
}

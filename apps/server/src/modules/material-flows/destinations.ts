// Where a return or transfer sends slabs, checked inside the caller's enterprise: another
// enterprise's warehouse, rack, workshop or slab answers like a missing one (code 3).
import type { OrgScope } from '../../db/org-scope.ts';
import { invalid, notFound } from '../../lib/app-error.ts';
import { slabsByIds } from '../materials/big-slab-rows.repository.ts';
import { findRack } from '../materials/racks.repository.ts';
import { findWarehouse } from '../materials/warehouses.repository.ts';
import { findWorkshop } from '../materials/workshops.repository.ts';
import type { Place } from './movements.repository.ts';

export async function resolveWarehouse(
  org: OrgScope,
  to: { warehouseId: string; rackId: string | null },
): Promise<Place> {
  if (!(await findWarehouse(org, to.warehouseId))) throw notFound('warehouse.missing');
  if (to.rackId) {
    const rack = await findRack(org, to.rackId);
    if (!rack) throw notFound();
    if (rack.warehouse_id !== to.warehouseId)
      throw invalid('flow.rackNotInWarehouse', { rackId: 'flow.rackNotInWarehouse' });
  }
  return { warehouseId: to.warehouseId, rackId: to.rackId, workshopId: null };
}

export async function resolveWorkshop(org: OrgScope, workshopId: string) {
  const workshop = await findWorkshop(org, workshopId);
  if (!workshop) throw notFound();
  return workshop.id;
}

/** The chosen slabs, all of them in this enterprise, in the order asked. */
export async function loadSlabs(org: OrgScope, ids: string[]) {
  const unique = [...new Set(ids)];
  const rows = await slabsByIds(org, unique);
  if (rows.length !== unique.length) throw notFound();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return unique.map((id) => byId.get(id)!);
}

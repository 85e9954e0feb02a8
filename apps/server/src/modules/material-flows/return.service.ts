// Return (退料): picked slabs go back to a warehouse. Slabs the warehouse's machine type can't
// take, and slabs that are not picked, are taken out of the request and listed (docs/adr/0011).
import type { z } from 'zod';
import { ERROR_CODES, MESSAGES, type Language } from '@stone/shared';
import {
  type ReturnSlabsData,
  type returnSlabsBody,
  type setWarehouseMachineBody,
} from '@stone/shared/material-flows/schemas';
import type { Db } from '../../db/database.ts';
import { orgTable } from '../../db/org-scope.ts';
import { AppError, conflict, fillMessage, invalid } from '../../lib/app-error.ts';
import { nowIso } from '../../lib/crypto.ts';
import { loadSlabs, resolveWarehouse } from './destinations.ts';
import { placeOf, recordMovements } from './movements.repository.ts';

type Machine = { machine_type: string; max_length_mm: number; max_width_mm: number };

/** A slab fits a machine whose table takes it either way round. */
export const fitsMachine = (s: { length_mm: number; width_mm: number }, m: Machine) =>
  (s.length_mm <= m.max_length_mm && s.width_mm <= m.max_width_mm) ||
  (s.length_mm <= m.max_width_mm && s.width_mm <= m.max_length_mm);

export async function returnSlabs(
  trx: Db,
  orgId: string,
  userId: string,
  body: z.output<typeof returnSlabsBody>,
  lang: Language,
): Promise<ReturnSlabsData> {
  if (!body.warehouseId)
    throw invalid('flow.warehouseRequired', { warehouseId: 'flow.warehouseRequired' });
  const to = await resolveWarehouse(trx, orgId, body.warehouseId, body.rackId);
  const slabs = await loadSlabs(trx, orgId, body.slabIds);
  const machine = await orgTable(trx, 'warehouse_machines', orgId)
    .select(['machine_type', 'max_length_mm', 'max_width_mm'])
    .where('warehouse_id', '=', body.warehouseId)
    .executeTakeFirst();
  const removed: ReturnSlabsData['removed'] = [];
  const kept = slabs.filter((s) => {
    let reason: string | null = null;
    if (s.status !== 'picked') reason = MESSAGES['flow.reasonNotPicked'][lang];
    else if (machine && !fitsMachine(s, machine))
      reason = fillMessage(MESSAGES['flow.reasonMachineType'][lang], {
        machineType: machine.machine_type,
      });
    if (reason) removed.push({ id: s.id, barcode: s.barcode, reason });
    return reason === null;
  });
  const notice = removed.length
    ? fillMessage(MESSAGES['flow.removedNotice'][lang], {
        list: removed.map((r) => `${r.barcode} (${r.reason})`).join(lang === 'zh' ? '；' : '; '),
      })
    : null;
  if (kept.length === 0)
    throw new AppError(ERROR_CODES.CONFLICT, 'flow.nothingReturned', {
      returned: [],
      removed,
      notice,
    });
  const now = nowIso();
  const ids = kept.map((s) => s.id);
  const updated = await trx
    .updateTable('big_slabs')
    .set((eb) => ({
      status: 'available',
      warehouse_id: to.warehouseId!,
      rack_id: to.rackId,
      workshop_id: null,
      updated_at: now,
      version: eb('version', '+', 1),
    }))
    .where('org_id', '=', orgId)
    .where('id', 'in', ids)
    .where('status', '=', 'picked')
    .executeTakeFirst();
  // Someone cut or returned one of them meanwhile: nothing of this request is kept.
  if (Number(updated.numUpdatedRows) !== ids.length) throw conflict();
  await trx
    .deleteFrom('slab_picks')
    .where('org_id', '=', orgId)
    .where('slab_id', 'in', ids)
    .execute();
  await recordMovements(
    trx,
    orgId,
    userId,
    now,
    kept.map((s) => ({ slabId: s.id, kind: 'return' as const, from: placeOf(s), to })),
  );
  return { returned: ids, removed, notice };
}

export async function getWarehouseMachines(db: Db, orgId: string) {
  const rows = await db
    .selectFrom('warehouses as w')
    .leftJoin('warehouse_machines as m', (j) =>
      j.onRef('m.org_id', '=', 'w.org_id').onRef('m.warehouse_id', '=', 'w.id'),
    )
    .select(['w.id', 'w.name', 'm.machine_type', 'm.max_length_mm', 'm.max_width_mm'])
    .where('w.org_id', '=', orgId)
    .orderBy('w.sort')
    .orderBy('w.name')
    .execute();
  return {
    list: rows.map((r) => ({
      warehouseId: r.id,
      warehouseName: r.name,
      machineType: r.machine_type ?? null,
      maxLengthMm: r.max_length_mm ?? null,
      maxWidthMm: r.max_width_mm ?? null,
    })),
  };
}

export async function setWarehouseMachine(
  db: Db,
  orgId: string,
  body: z.output<typeof setWarehouseMachineBody>,
) {
  await resolveWarehouse(db, orgId, body.warehouseId, null);
  const values = {
    machine_type: body.machineType,
    max_length_mm: body.maxLengthMm,
    max_width_mm: body.maxWidthMm,
    updated_at: nowIso(),
  };
  await db
    .insertInto('warehouse_machines')
    .values({ org_id: orgId, warehouse_id: body.warehouseId, ...values })
    .onConflict((oc) => oc.columns(['org_id', 'warehouse_id']).doUpdateSet(values))
    .execute();
}

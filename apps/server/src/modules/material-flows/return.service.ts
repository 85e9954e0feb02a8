// Return (退料): picked slabs go back to a warehouse. Slabs the warehouse's machine type can't
// take, and slabs that are not picked, are taken out of the request and listed (docs/adr/0011).
import type { z } from 'zod';
import { ERROR_CODES, MESSAGES, type Language } from '@stone/shared';
import {
  type ReturnSlabsData,
  type returnSlabsBody,
  type setWarehouseMachineBody,
} from '@stone/shared/material-flows/schemas';
import type { Actor } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { AppError, conflict, fillMessage, invalid } from '../../lib/app-error.ts';
import { nowIso } from '../../lib/crypto.ts';
import { actorScope } from '../../db/org-scope.ts';
import { relocateSlabs } from '../materials/big-slab-rows.repository.ts';
import { loadSlabs, resolveWarehouse } from './destinations.ts';
import { placeOf, recordMovements } from './movements.repository.ts';
import { movePickedPieces } from './piece-moves.ts';
import { deletePicks } from './slab-picks.repository.ts';
import {
  findWarehouseMachine,
  listWarehouseMachines,
  saveWarehouseMachine,
} from './warehouse-machines.repository.ts';

type Machine = { machine_type: string; max_length_mm: number; max_width_mm: number };

/** A slab fits a machine whose table takes it either way round. */
export const fitsMachine = (s: { length_mm: number; width_mm: number }, m: Machine) =>
  (s.length_mm <= m.max_length_mm && s.width_mm <= m.max_width_mm) ||
  (s.length_mm <= m.max_width_mm && s.width_mm <= m.max_length_mm);

export async function returnSlabs(
  actor: Actor,
  trx: Db,
  input: z.output<typeof returnSlabsBody> & { lang: Language },
): Promise<ReturnSlabsData> {
  const { lang } = input;
  if (!input.warehouseId)
    throw invalid('flow.warehouseRequired', { warehouseId: 'flow.warehouseRequired' });
  const org = actorScope(actor, trx);
  const to = await resolveWarehouse(org, { warehouseId: input.warehouseId, rackId: input.rackId });
  const slabs = await loadSlabs(org, input.slabIds);
  const machine = await findWarehouseMachine(org, input.warehouseId);
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
  const moved = await relocateSlabs(org, {
    ids,
    from: ['picked'],
    set: {
      status: 'available',
      warehouse_id: input.warehouseId,
      rack_id: to.rackId,
      workshop_id: null,
    },
    now,
  });
  // Someone cut or returned one of them meanwhile: nothing of this request is kept.
  if (moved !== ids.length) throw conflict();
  // Returning a picked (uncut) slab undoes its pick: its plan slab's pieces wait for pickup again.
  await movePickedPieces(org, { slabIds: ids, event: 'unpick' });
  await deletePicks(org, ids);
  await recordMovements(
    org,
    { userId: actor.userId, now },
    kept.map((s) => ({ slabId: s.id, kind: 'return' as const, from: placeOf(s), to })),
  );
  return { returned: ids, removed, notice };
}

export async function getWarehouseMachines(actor: Actor, db: Db) {
  const rows = await listWarehouseMachines(actorScope(actor, db));
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
  actor: Actor,
  db: Db,
  body: z.output<typeof setWarehouseMachineBody>,
) {
  const org = actorScope(actor, db);
  await resolveWarehouse(org, { warehouseId: body.warehouseId, rackId: null });
  await saveWarehouseMachine(org, body.warehouseId, {
    machine_type: body.machineType,
    max_length_mm: body.maxLengthMm,
    max_width_mm: body.maxWidthMm,
    updated_at: nowIso(),
  });
}

// Transfer (调拨): slabs in stock or picked move to another warehouse (and rack) or a workshop.
import type { z } from 'zod';
import type { transferSlabsBody } from '@stone/shared/material-flows/schemas';
import type { Actor } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { conflict } from '../../lib/app-error.ts';
import { nowIso } from '../../lib/crypto.ts';
import { actorScope } from '../../db/org-scope.ts';
import { relocateSlabs } from '../materials/big-slab-rows.repository.ts';
import { loadSlabs, resolveWarehouse, resolveWorkshop } from './destinations.ts';
import { placeOf, recordMovements, type Place } from './movements.repository.ts';

const MOVABLE = ['available', 'picked'];

export async function transferSlabs(
  actor: Actor,
  trx: Db,
  body: z.output<typeof transferSlabsBody>,
) {
  const org = actorScope(actor, trx);
  const slabs = await loadSlabs(org, body.slabIds);
  let set: { warehouse_id?: string; rack_id: string | null; workshop_id: string | null };
  let to: Place;
  if (body.warehouseId) {
    to = await resolveWarehouse(org, { warehouseId: body.warehouseId, rackId: body.rackId });
    set = { warehouse_id: body.warehouseId, rack_id: body.rackId, workshop_id: null };
  } else {
    // A slab in a workshop keeps its home warehouse and leaves its rack.
    const workshopId = await resolveWorkshop(org, body.workshopId!);
    to = { warehouseId: null, rackId: null, workshopId };
    set = { rack_id: null, workshop_id: workshopId };
  }
  if (slabs.some((s) => !MOVABLE.includes(s.status))) throw conflict('flow.slabsNotMovable');
  const now = nowIso();
  const ids = slabs.map((s) => s.id);
  const moved = await relocateSlabs(org, { ids, from: MOVABLE, set, now });
  if (moved !== ids.length) throw conflict('flow.slabsNotMovable');
  await recordMovements(
    org,
    { userId: actor.userId, now },
    slabs.map((s) => ({ slabId: s.id, kind: 'transfer' as const, from: placeOf(s), to })),
  );
  return { moved: ids.length };
}

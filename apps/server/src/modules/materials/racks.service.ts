import { hundredthsText, parseHundredths } from '@stone/shared/units';
import type { z } from 'zod';
import {
  type createRacksBody,
  type rackListBody,
  type updateRackBody,
} from '@stone/shared/materials/racks';
import { type RackStatus } from '@stone/shared/materials/enums';
import { ERROR_CODES } from '@stone/shared';
import type { Actor, AppDeps } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import type { OrgScope } from '../../db/org-scope.ts';
import { deleteAtVersion, updateAtVersion } from '../../db/versioned-rows.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { nowIso } from '../../lib/crypto.ts';
import { lockOrgRow } from '../../lib/org-lock.ts';
import { actorScope } from '../../db/org-scope.ts';
import { slabOnRack } from './big-slab-rows.repository.ts';
import {
  findRack,
  firstTakenNumber,
  insertRacks,
  listRacks,
  newRackRow,
  rackNumber,
} from './racks.repository.ts';
import { findWarehouse } from './warehouses.repository.ts';

type RackDeps = Pick<AppDeps, 'db' | 'dialect'>;

export async function getRackList(actor: Actor, deps: RackDeps, q: z.output<typeof rackListBody>) {
  const { rows, total } = await listRacks(actorScope(actor, deps.db), deps.dialect, q);
  const list = rows.map((r) => ({
    id: r.id,
    warehouseId: r.warehouse_id,
    warehouseName: r.warehouse_name,
    number: r.number,
    code: r.code,
    safetyValue: hundredthsText(r.safety_value_c),
    maxValue: hundredthsText(r.max_value_c),
    status: r.status as RackStatus,
    slabCount: Number(r.slab_count ?? 0),
    createdAt: r.created_at,
    version: r.version,
  }));
  return { list, total, pageNum: q.pageNum, pageSize: q.pageSize };
}

async function assertWarehouse(org: OrgScope, id: string) {
  if (!(await findWarehouse(org, id))) throw notFound('warehouse.missing');
}

/**
 * Runs inside the caller's transaction (`deps.db`). Batches in one enterprise take turns
 * (lockOrgRow), so the clash check sees a batch committed a moment ago and names its first
 * clashing number; the unique index on the number backs it up.
 */
export async function createRacks(
  actor: Actor,
  deps: RackDeps,
  input: Omit<z.output<typeof createRacksBody>, 'requestId'>,
) {
  const org = actorScope(actor, deps.db);
  await lockOrgRow(deps.db, deps.dialect, actor.orgId);
  await assertWarehouse(org, input.warehouseId);
  const first = rackNumber(input.startNumber);
  const last = rackNumber(input.startNumber + input.count - 1);
  const clash = await firstTakenNumber(org, first, last);
  if (clash)
    throw new AppError(
      ERROR_CODES.CONFLICT,
      'rack.numberTaken',
      { number: clash.number },
      { number: clash.number },
    );
  const now = nowIso();
  const values = {
    safetyC: parseHundredths(input.safetyValue),
    maxC: parseHundredths(input.maxValue),
  };
  const rows = Array.from({ length: input.count }, (_, i) =>
    newRackRow({ warehouseId: input.warehouseId, n: input.startNumber + i, ...values }, now),
  );
  await insertRacks(org, rows);
  return { ids: rows.map((r) => r.id), numbers: rows.map((r) => r.number) };
}

export async function updateRack(actor: Actor, db: Db, input: z.output<typeof updateRackBody>) {
  const org = actorScope(actor, db);
  const row = await findRack(org, input.id);
  if (!row) throw notFound();
  if (row.warehouse_id !== input.warehouseId) {
    await assertWarehouse(org, input.warehouseId);
    // Its slabs would be left recorded in the old warehouse.
    if (await slabOnRack(org, input.id)) throw conflict('rack.notEmpty');
  }
  await updateAtVersion(
    db,
    'racks',
    { orgId: actor.orgId, id: input.id, version: input.version },
    {
      warehouse_id: input.warehouseId,
      safety_value_c: parseHundredths(input.safetyValue),
      max_value_c: parseHundredths(input.maxValue),
      status: input.status,
    },
  );
}

export async function deleteRack(actor: Actor, db: Db, at: { id: string; version: number }) {
  const org = actorScope(actor, db);
  if (!(await findRack(org, at.id))) throw notFound();
  if (await slabOnRack(org, at.id)) throw conflict('rack.notEmpty');
  await deleteAtVersion(db, 'racks', { orgId: actor.orgId, ...at });
}

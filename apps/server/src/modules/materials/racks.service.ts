import { countOf, directionOf, pageOf, startsWith } from '../../db/list-query.ts';
import { hundredthsText, parseHundredths } from '@stone/shared/units';
import type { z } from 'zod';
import {
  type createRacksBody,
  type rackListBody,
  type updateRackBody,
} from '@stone/shared/materials/racks';
import { type RackStatus } from '@stone/shared/materials/enums';
import type { AppDeps } from '../../context.ts';
import type { Db, Dialect } from '../../db/database.ts';
import { orgTable } from '../../db/org-scope.ts';
import { deleteAtVersion, updateAtVersion } from '../../db/versioned-rows.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { ERROR_CODES } from '@stone/shared';
import { newId, nowIso } from '../../lib/crypto.ts';
import { lockOrgRow } from '../../lib/org-lock.ts';

const SORT = { number: 'r.number', createdAt: 'r.created_at' } as const;
/** Four digits, zero-padded: the printed number and its text order. */
export const rackNumber = (n: number) => String(n).padStart(4, '0');
/** The one-dimensional code on the rack's label. Rack numbers are unique, so codes are too. */
export const rackCode = (number: string) => `RK${number}`;

export async function getRackList(
  db: Db,
  dialect: Dialect,
  orgId: string,
  q: z.output<typeof rackListBody>,
) {
  let base = db
    .selectFrom('racks as r')
    .innerJoin('warehouses as w', (j) =>
      j.onRef('w.org_id', '=', 'r.org_id').onRef('w.id', '=', 'r.warehouse_id'),
    )
    .where('r.org_id', '=', orgId);
  if (q.warehouseId) base = base.where('r.warehouse_id', '=', q.warehouseId);
  if (q.status) base = base.where('r.status', '=', q.status);
  if (q.number) base = base.where(startsWith(dialect, 'r.number', q.number));
  const total = countOf(
    await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  );
  const { limit, offset } = pageOf(q);
  const rows = await base
    .selectAll('r')
    .select('w.name as warehouse_name')
    .select((eb) =>
      eb
        .selectFrom('big_slabs as s')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('s.org_id', '=', 'r.org_id')
        .whereRef('s.rack_id', '=', 'r.id')
        .as('slab_count'),
    )
    .orderBy(SORT[q.sortField ?? 'number'], directionOf(q))
    .orderBy('r.id')
    .limit(limit)
    .offset(offset)
    .execute();
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

async function assertWarehouse(db: Db, orgId: string, id: string) {
  const found = await orgTable(db, 'warehouses', orgId)
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!found) throw notFound('warehouse.missing');
}

/**
 * Runs inside the caller's transaction. Batches in one enterprise take turns (lockOrgRow), so
 * the clash check sees a batch committed a moment ago and names its first clashing number; the
 * unique index on the number backs it up.
 */
export async function createRacks(
  db: Db,
  dialect: Dialect,
  orgId: string,
  input: Omit<z.output<typeof createRacksBody>, 'requestId'>,
) {
  await lockOrgRow(db, dialect, orgId);
  await assertWarehouse(db, orgId, input.warehouseId);
  const numbers = Array.from({ length: input.count }, (_, i) => rackNumber(input.startNumber + i));
  const clash = await orgTable(db, 'racks', orgId)
    .select('number')
    .where('number', '>=', numbers[0] as string)
    .where('number', '<=', numbers.at(-1) as string)
    .orderBy('number')
    .limit(1)
    .executeTakeFirst();
  if (clash)
    throw new AppError(
      ERROR_CODES.CONFLICT,
      'rack.numberTaken',
      { number: clash.number },
      { number: clash.number },
    );
  const now = nowIso();
  const rows = numbers.map((number) => ({
    org_id: orgId,
    id: newId(),
    warehouse_id: input.warehouseId,
    number,
    code: rackCode(number),
    safety_value_c: parseHundredths(input.safetyValue),
    max_value_c: parseHundredths(input.maxValue),
    status: 'idle' as const,
    created_at: now,
    updated_at: now,
    version: 1,
  }));
  // Bounded statements: 100 rows × 11 values stays far below either database's parameter cap.
  for (let i = 0; i < rows.length; i += 100)
    await db
      .insertInto('racks')
      .values(rows.slice(i, i + 100))
      .execute();
  return { ids: rows.map((r) => r.id), numbers };
}

const slabsOn = (db: Db, orgId: string, rackId: string) =>
  orgTable(db, 'big_slabs', orgId)
    .select('id')
    .where('rack_id', '=', rackId)
    .limit(1)
    .executeTakeFirst();

export async function updateRack(
  deps: AppDeps,
  orgId: string,
  input: z.output<typeof updateRackBody>,
) {
  const row = await orgTable(deps.db, 'racks', orgId)
    .select('warehouse_id')
    .where('id', '=', input.id)
    .executeTakeFirst();
  if (!row) throw notFound();
  if (row.warehouse_id !== input.warehouseId) {
    await assertWarehouse(deps.db, orgId, input.warehouseId);
    // Its slabs would be left recorded in the old warehouse.
    if (await slabsOn(deps.db, orgId, input.id)) throw conflict('rack.notEmpty');
  }
  await updateAtVersion(
    deps.db,
    'racks',
    { orgId, id: input.id, version: input.version },
    {
      warehouse_id: input.warehouseId,
      safety_value_c: parseHundredths(input.safetyValue),
      max_value_c: parseHundredths(input.maxValue),
      status: input.status,
    },
  );
}

export async function deleteRack(deps: AppDeps, orgId: string, id: string, version: number) {
  const row = await orgTable(deps.db, 'racks', orgId)
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  if (await slabsOn(deps.db, orgId, id)) throw conflict('rack.notEmpty');
  await deleteAtVersion(deps.db, 'racks', { orgId, id, version });
}

import type { z } from 'zod';
import type { createWarehouseBody, updateWarehouseBody, warehouseListBody } from '@stone/shared';
import type { AppDeps } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { orgTable } from '../../db/org-scope.ts';
import { deleteAtVersion, updateAtVersion } from '../../db/versioned-rows.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { newId, nowIso } from '../../lib/crypto.ts';
import { containsText, countOf, directionOf, pageOf } from './material-format.ts';

type Fields = Omit<z.output<typeof createWarehouseBody>, 'requestId'>;

const SORT = { sort: 'sort', name: 'name', code: 'code', createdAt: 'created_at' } as const;

export async function getWarehouseList(
  db: Db,
  orgId: string,
  q: z.output<typeof warehouseListBody>,
) {
  let base = orgTable(db, 'warehouses', orgId);
  if (q.name) base = base.where(containsText('name', q.name));
  const total = countOf(
    await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  );
  const { limit, offset } = pageOf(q);
  const rows = await base
    .selectAll()
    .select((eb) => [
      eb
        .selectFrom('racks')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('racks.org_id', '=', 'warehouses.org_id')
        .whereRef('racks.warehouse_id', '=', 'warehouses.id')
        .as('rack_count'),
      eb
        .selectFrom('big_slabs')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('big_slabs.org_id', '=', 'warehouses.org_id')
        .whereRef('big_slabs.warehouse_id', '=', 'warehouses.id')
        .as('slab_count'),
    ])
    .orderBy(SORT[q.sortField ?? 'sort'], directionOf(q))
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
  const list = rows.map((r) => ({
    id: r.id,
    name: r.name,
    code: r.code,
    sort: r.sort,
    rackCount: Number(r.rack_count ?? 0),
    slabCount: Number(r.slab_count ?? 0),
    createdAt: r.created_at,
    version: r.version,
  }));
  return { list, total, pageNum: q.pageNum, pageSize: q.pageSize };
}

/** Name and code are each unique in the enterprise; the unique indexes settle a race. */
async function checkTwins(db: Db, orgId: string, input: Fields, id: string | null) {
  const twins = await orgTable(db, 'warehouses', orgId)
    .select(['id', 'name', 'code'])
    .where((eb) => eb.or([eb('name', '=', input.name), eb('code', '=', input.code)]))
    .execute();
  const others = twins.filter((t) => t.id !== id);
  if (others.some((t) => t.name === input.name)) throw conflict('warehouse.nameTaken');
  if (others.some((t) => t.code === input.code)) throw conflict('warehouse.codeTaken');
}

export async function createWarehouse(db: Db, orgId: string, input: Fields) {
  await checkTwins(db, orgId, input, null);
  const now = nowIso();
  const id = newId();
  await db
    .insertInto('warehouses')
    .values({ org_id: orgId, id, ...input, created_at: now, updated_at: now, version: 1 })
    .execute();
  return { id };
}

export async function updateWarehouse(
  deps: AppDeps,
  orgId: string,
  input: z.output<typeof updateWarehouseBody>,
) {
  const { id, version, ...fields } = input;
  const row = await orgTable(deps.db, 'warehouses', orgId)
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  await checkTwins(deps.db, orgId, fields, id);
  await updateAtVersion(deps.db, 'warehouses', { orgId, id, version }, fields);
}

/** Only an empty warehouse goes: racks and slabs point at it. */
export async function deleteWarehouse(deps: AppDeps, orgId: string, id: string, version: number) {
  const row = await orgTable(deps.db, 'warehouses', orgId)
    .select('version')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  if (row.version !== version) throw conflict();
  const used = await Promise.all(
    (['racks', 'big_slabs'] as const).map((table) =>
      orgTable(deps.db, table, orgId)
        .select('id')
        .where('warehouse_id', '=', id)
        .limit(1)
        .executeTakeFirst(),
    ),
  );
  if (used.some(Boolean)) throw conflict('warehouse.notEmpty');
  await deleteAtVersion(deps.db, 'warehouses', { orgId, id, version });
}

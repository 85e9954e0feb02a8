import { containsText, directionOf, listPage } from '../../db/list-query.ts';
import type { z } from 'zod';
import type {
  createWarehouseBody,
  updateWarehouseBody,
  warehouseListBody,
} from '@stone/shared/materials/basics';
import type { AppDeps } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { orgTable } from '../../db/org-scope.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { simpleEntity } from './simple-entity.ts';
type Fields = Omit<z.output<typeof createWarehouseBody>, 'requestId'>;

const SORT = { sort: 'sort', name: 'name', code: 'code', createdAt: 'created_at' } as const;

const warehouses = simpleEntity('warehouses', [
  { column: 'name', message: 'warehouse.nameTaken' },
  { column: 'code', message: 'warehouse.codeTaken' },
]);

export async function getWarehouseList(
  db: Db,
  orgId: string,
  q: z.output<typeof warehouseListBody>,
) {
  let base = orgTable(db, 'warehouses', orgId);
  if (q.name) base = base.where(containsText('name', q.name));
  return listPage(
    base,
    q,
    (query) =>
      query
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
        .orderBy('id'),
    (r) => ({
      id: r.id,
      name: r.name,
      code: r.code,
      sort: r.sort,
      rackCount: Number(r.rack_count ?? 0),
      slabCount: Number(r.slab_count ?? 0),
      createdAt: r.created_at,
      version: r.version,
    }),
  );
}

export const createWarehouse = (db: Db, orgId: string, input: Fields) =>
  warehouses.create(db, orgId, input);

export async function updateWarehouse(
  deps: AppDeps,
  orgId: string,
  input: z.output<typeof updateWarehouseBody>,
) {
  const { id, version, ...fields } = input;
  await warehouses.update(deps.db, orgId, { id, version }, fields);
}

/** Only an empty warehouse goes: racks and slabs point at it. */
async function requireEmpty(db: Db, orgId: string, id: string, version: number) {
  const row = await orgTable(db, 'warehouses', orgId)
    .select('version')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  if (row.version !== version) throw conflict();
  const used = await Promise.all(
    (['racks', 'big_slabs'] as const).map((table) =>
      orgTable(db, table, orgId)
        .select('id')
        .where('warehouse_id', '=', id)
        .limit(1)
        .executeTakeFirst(),
    ),
  );
  if (used.some(Boolean)) throw conflict('warehouse.notEmpty');
}

export const deleteWarehouse = (deps: AppDeps, orgId: string, id: string, version: number) =>
  warehouses.remove(deps.db, orgId, id, version, requireEmpty);

import type { z } from 'zod';
import type { rackListBody } from '@stone/shared/materials/racks';
import type { RackStatus } from '@stone/shared/materials/enums';
import type { Dialect } from '../../db/database.ts';
import { countOf, directionOf, pageOf, startsWith } from '../../db/list-query.ts';
import { sameOrg, type OrgInsert, type OrgScope } from '../../db/org-scope.ts';
import { newId } from '../../lib/crypto.ts';

const SORT = { number: 'r.number', createdAt: 'r.created_at' } as const;
/** Four digits, zero-padded: the printed number and its text order. */
export const rackNumber = (n: number) => String(n).padStart(4, '0');
/** The one-dimensional code on the rack's label. Rack numbers are unique, so codes are too. */
export const rackCode = (number: string) => `RK${number}`;

/** A new rack numbered `n`, its values in integer hundredths. */
export function newRackRow(
  rack: { warehouseId: string; n: number; safetyC: number; maxC: number; status?: RackStatus },
  now: string,
): OrgInsert<'racks'> {
  const number = rackNumber(rack.n);
  return {
    id: newId(),
    warehouse_id: rack.warehouseId,
    number,
    code: rackCode(number),
    safety_value_c: rack.safetyC,
    max_value_c: rack.maxC,
    status: rack.status ?? 'idle',
    created_at: now,
    updated_at: now,
    version: 1,
  };
}

/** One page of racks with their warehouse's name and how many slabs each holds. */
export async function listRacks(org: OrgScope, dialect: Dialect, q: z.output<typeof rackListBody>) {
  let base = org
    .selectFrom('racks as r')
    .innerJoin('warehouses as w', (j) =>
      j.onRef('w.id', '=', 'r.warehouse_id').on(sameOrg('w', 'r')),
    );
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
        .where(sameOrg('s', 'r'))
        .whereRef('s.rack_id', '=', 'r.id')
        .as('slab_count'),
    )
    .orderBy(SORT[q.sortField ?? 'number'], directionOf(q))
    .orderBy('r.id')
    .limit(limit)
    .offset(offset)
    .execute();
  return { rows, total };
}

export const findRack = (org: OrgScope, id: string) =>
  org.selectFrom('racks').select(['id', 'warehouse_id']).where('id', '=', id).executeTakeFirst();

/** The lowest taken number from `first` to `last`, if any. */
export const firstTakenNumber = (org: OrgScope, first: string, last: string) =>
  org
    .selectFrom('racks')
    .select('number')
    .where('number', '>=', first)
    .where('number', '<=', last)
    .orderBy('number')
    .limit(1)
    .executeTakeFirst();

export async function insertRacks(org: OrgScope, rows: OrgInsert<'racks'>[]) {
  // Bounded statements: 100 rows × 11 values stays far below either database's parameter cap.
  for (let i = 0; i < rows.length; i += 100)
    await org
      .insertInto('racks')
      .values(rows.slice(i, i + 100))
      .execute();
}

/** Every rack by number, for the selects of the slab form and the flows and for an import. */
export const listRackChoices = (org: OrgScope) =>
  org.selectFrom('racks').select(['id', 'warehouse_id', 'number']).orderBy('number').execute();

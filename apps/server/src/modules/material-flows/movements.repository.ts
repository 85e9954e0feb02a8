// Every move of a slab is one row of slab_movements; the flow screens list them as history.
import { sql } from 'kysely';
import { cappedTotal, pageOf } from '../../db/list-query.ts';
import type { z } from 'zod';
import type { DeviceTable } from '@stone/shared/materials/enums';
import {
  MOVEMENT_KINDS,
  type MovementItem,
  type MovementKind,
  type movementListBody,
} from '@stone/shared/material-flows/schemas';
import { sameOrg, type OrgInsert, type OrgScope } from '../../db/org-scope.ts';
import { newId } from '../../lib/crypto.ts';

export type Place = {
  warehouseId: string | null;
  rackId: string | null;
  workshopId: string | null;
};
export type Movement = {
  slabId: string;
  kind: MovementKind;
  from: Place | null;
  to: Place | null;
  projectId?: string | null;
  deviceId?: string | null;
  deviceTable?: DeviceTable | null;
};

export const placeOf = (s: {
  warehouse_id: string;
  rack_id: string | null;
  workshop_id: string | null;
}): Place => ({ warehouseId: s.warehouse_id, rackId: s.rack_id, workshopId: s.workshop_id });

/** Who moved the slabs, and when. */
export type MovedBy = { userId: string; now: string };

export async function recordMovements(org: OrgScope, by: MovedBy, moves: Movement[]) {
  if (moves.length === 0) return;
  const rows = moves.map((m): OrgInsert<'slab_movements'> => ({
    id: newId(),
    slab_id: m.slabId,
    kind: m.kind,
    from_warehouse_id: m.from?.warehouseId ?? null,
    from_rack_id: m.from?.rackId ?? null,
    from_workshop_id: m.from?.workshopId ?? null,
    to_warehouse_id: m.to?.warehouseId ?? null,
    to_rack_id: m.to?.rackId ?? null,
    to_workshop_id: m.to?.workshopId ?? null,
    project_id: m.projectId ?? null,
    device_id: m.deviceId ?? null,
    device_table: m.deviceTable ?? null,
    user_id: by.userId,
    created_at: by.now,
  }));
  await org.insertInto('slab_movements').values(rows).execute();
}

/** A filter applied to a column kept off every index (dialect-neutral: text || '' is text). */
const offIndex = (column: string) => sql<string>`${sql.ref(column)} || ''`;

/** Up to this many moves of several kinds are read on the kind index and sorted. */
const FEW_MOVES = 5_000;

type HistoryFilter = { kinds: MovementKind[]; slabId?: string; projectId?: string | undefined };

/**
 * The moves a history shows (issue 24, indexes 0011, d01, l04), on slab_movements alone (every
 * movement has its slab, a foreign key), led by one index each way:
 * - a slab (a barcode): its own few moves, the kinds and project tested on them;
 * - a project (every kind, the material details): its moves newest first;
 * - one kind: that kind's moves newest first;
 * - several kinds (the machine table's two): every move newest first, the kind read off the
 *   index, unless those kinds have few moves (`fewKinds`): then those, sorted (SQLite cannot
 *   merge two ranges of the kind index in order, and without statistics would sort them all).
 */
function filteredMovements(org: OrgScope, f: HistoryFilter, fewKinds: boolean) {
  const every = MOVEMENT_KINDS.every((k) => f.kinds.includes(k));
  const kindLeads = !f.slabId && (f.kinds.length === 1 || fewKinds);
  let query = org.selectFrom('slab_movements as m');
  if (!every)
    query = query.where(kindLeads ? sql.ref('m.kind') : offIndex('m.kind'), 'in', f.kinds);
  if (f.slabId) query = query.where('m.slab_id', '=', f.slabId);
  if (f.projectId)
    query = query.where(
      f.slabId ? offIndex('m.project_id') : sql.ref('m.project_id'),
      '=',
      f.projectId,
    );
  return query;
}

type Filtered = ReturnType<typeof filteredMovements>;
const newestFirst = (q: Filtered) => q.orderBy('m.created_at', 'desc').orderBy('m.id', 'desc');

/** Do several kinds (no slab, no project) have at most FEW_MOVES moves (an index-only count)? */
async function hasFewMoves(org: OrgScope, f: HistoryFilter) {
  const every = MOVEMENT_KINDS.every((k) => f.kinds.includes(k));
  if (f.kinds.length < 2 || every || f.slabId || f.projectId) return false;
  const rows = org
    .selectFrom('slab_movements as m')
    .where('m.kind', 'in', f.kinds)
    .select(sql<number>`1`.as('one'))
    .limit(FEW_MOVES + 1);
  const row = await org.db
    .selectFrom(rows.as('c'))
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n) <= FEW_MOVES;
}

/** The first page's queries as listMovements runs them (plan-shape tests). */
export async function firstMovementQueries(org: OrgScope, f: HistoryFilter, limit: number) {
  const filtered = filteredMovements(org, f, await hasFewMoves(org, f));
  return {
    page: newestFirst(filtered).select('m.id').limit(limit),
    count: filtered.select(sql<number>`1`.as('one')),
  };
}

/** One screen's history: movements of its kinds, newest first, with names instead of ids. */
export async function listMovements(
  org: OrgScope,
  kinds: MovementKind[],
  q: z.output<typeof movementListBody>,
) {
  // A barcode names one slab: its id first, so the history walks that slab's index.
  const slab = q.barcode
    ? await org
        .selectFrom('big_slabs')
        .select('id')
        .where('barcode', '=', q.barcode)
        .executeTakeFirst()
    : undefined;
  if (q.barcode && !slab) return { list: [], total: 0, pageNum: q.pageNum, pageSize: q.pageSize };
  const f: HistoryFilter = { kinds, projectId: q.projectId, ...(slab ? { slabId: slab.id } : {}) };
  const filtered = filteredMovements(org, f, await hasFewMoves(org, f));
  const page = pageOf(q);
  // The page's ids on slab_movements alone, then their rows: the joins never lead the walk.
  const ids = (
    await newestFirst(filtered).select('m.id').limit(page.limit).offset(page.offset).execute()
  ).map((r) => r.id);
  const [rows, { total, totalCapped }] = await Promise.all([
    movementRows(org, ids),
    cappedTotal(org.db, filtered, page, { pageRows: ids.length }),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const list = ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [toMovementItem(r)] : [];
  });
  return { list, total, totalCapped, pageNum: q.pageNum, pageSize: q.pageSize };
}

/**
 * The moves `ids` with the names the history shows. The names come by scalar lookups, not
 * joins: PostgreSQL spent 6 ms planning the order of ten joins for a 20-row page, 1 ms this way.
 */
const movementRows = (org: OrgScope, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : org
        .selectFrom('slab_movements as m')
        .where('m.id', 'in', ids)
        .innerJoin('big_slabs as s', (j) => j.onRef('s.id', '=', 'm.slab_id').on(sameOrg('s', 'm')))
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .select(['m.id', 'm.kind', 'm.slab_id', 's.barcode', 'm.device_table', 'u.nickname'])
        .select('m.created_at')
        .select((eb) => [
          eb
            .selectFrom('warehouses as x')
            .select('x.name')
            .whereRef('x.id', '=', 'm.from_warehouse_id')
            .where(sameOrg('x', 'm'))
            .as('from_warehouse'),
          eb
            .selectFrom('racks as x')
            .select('x.number')
            .whereRef('x.id', '=', 'm.from_rack_id')
            .where(sameOrg('x', 'm'))
            .as('from_rack'),
          eb
            .selectFrom('workshops as x')
            .select('x.name')
            .whereRef('x.id', '=', 'm.from_workshop_id')
            .where(sameOrg('x', 'm'))
            .as('from_workshop'),
          eb
            .selectFrom('warehouses as x')
            .select('x.name')
            .whereRef('x.id', '=', 'm.to_warehouse_id')
            .where(sameOrg('x', 'm'))
            .as('to_warehouse'),
          eb
            .selectFrom('racks as x')
            .select('x.number')
            .whereRef('x.id', '=', 'm.to_rack_id')
            .where(sameOrg('x', 'm'))
            .as('to_rack'),
          eb
            .selectFrom('workshops as x')
            .select('x.name')
            .whereRef('x.id', '=', 'm.to_workshop_id')
            .where(sameOrg('x', 'm'))
            .as('to_workshop'),
          eb
            .selectFrom('projects as x')
            .select('x.name')
            .whereRef('x.id', '=', 'm.project_id')
            .where(sameOrg('x', 'm'))
            .as('project_name'),
          eb
            .selectFrom('devices as x')
            .select('x.code')
            .whereRef('x.id', '=', 'm.device_id')
            .where(sameOrg('x', 'm'))
            .as('device_code'),
        ])
        .execute();

type MovementRow = Awaited<ReturnType<typeof movementRows>>[number];

const toMovementItem = (r: MovementRow): MovementItem => ({
  id: r.id,
  kind: r.kind as MovementKind,
  slabId: r.slab_id,
  barcode: r.barcode,
  fromWarehouseName: r.from_warehouse ?? null,
  fromRackNumber: r.from_rack ?? null,
  fromWorkshopName: r.from_workshop ?? null,
  toWarehouseName: r.to_warehouse ?? null,
  toRackNumber: r.to_rack ?? null,
  toWorkshopName: r.to_workshop ?? null,
  projectName: r.project_name ?? null,
  deviceCode: r.device_code ?? null,
  deviceTable: (r.device_table as DeviceTable | null) ?? null,
  userName: r.nickname,
  createdAt: r.created_at,
});

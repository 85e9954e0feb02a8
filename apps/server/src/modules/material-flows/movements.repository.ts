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

/** One screen's history: movements of its kinds, newest first, with names instead of ids. */
export async function listMovements(
  org: OrgScope,
  kinds: MovementKind[],
  q: z.output<typeof movementListBody>,
) {
  // A barcode names one slab: its id first, so the history walks that slab's index (the
  // planner of SQLite, without statistics, would walk every movement of the kind instead).
  const slab = q.barcode
    ? await org
        .selectFrom('big_slabs')
        .select('id')
        .where('barcode', '=', q.barcode)
        .executeTakeFirst()
    : undefined;
  if (q.barcode && !slab) return { list: [], total: 0, pageNum: q.pageNum, pageSize: q.pageSize };
  let counted = org
    .selectFrom('slab_movements as m')
    // Every kind (a project's material details): no filter, so the project's newest-first walk
    // of slab_movements_project_idx serves it; an IN over the kinds would sort (issue 24).
    // With a slab, `|| ''` keeps the kind off the index: its ten moves beat walking the kind.
    .$if(!MOVEMENT_KINDS.every((k) => kinds.includes(k)), (q) =>
      q.where(slab ? sql<string>`${sql.ref('m.kind')} || ''` : sql.ref('m.kind'), 'in', kinds),
    );
  if (slab) counted = counted.where('m.slab_id', '=', slab.id);
  if (q.projectId) counted = counted.where('m.project_id', '=', q.projectId);
  const { limit, offset } = pageOf(q);
  // Every movement has its slab (foreign key): the count needs no join.
  const { total, totalCapped } = await cappedTotal(org.db, counted, { limit, offset });
  const base = counted.innerJoin('big_slabs as s', (j) =>
    j.onRef('s.id', '=', 'm.slab_id').on(sameOrg('s', 'm')),
  );
  const rows = await base
    .leftJoin('warehouses as fw', (j) =>
      j.onRef('fw.id', '=', 'm.from_warehouse_id').on(sameOrg('fw', 'm')),
    )
    .leftJoin('racks as fr', (j) => j.onRef('fr.id', '=', 'm.from_rack_id').on(sameOrg('fr', 'm')))
    .leftJoin('workshops as fs', (j) =>
      j.onRef('fs.id', '=', 'm.from_workshop_id').on(sameOrg('fs', 'm')),
    )
    .leftJoin('warehouses as tw', (j) =>
      j.onRef('tw.id', '=', 'm.to_warehouse_id').on(sameOrg('tw', 'm')),
    )
    .leftJoin('racks as tr', (j) => j.onRef('tr.id', '=', 'm.to_rack_id').on(sameOrg('tr', 'm')))
    .leftJoin('workshops as ts', (j) =>
      j.onRef('ts.id', '=', 'm.to_workshop_id').on(sameOrg('ts', 'm')),
    )
    .leftJoin('projects as p', (j) => j.onRef('p.id', '=', 'm.project_id').on(sameOrg('p', 'm')))
    .leftJoin('devices as d', (j) => j.onRef('d.id', '=', 'm.device_id').on(sameOrg('d', 'm')))
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select([
      'm.id',
      'm.kind',
      'm.slab_id',
      's.barcode',
      'fw.name as from_warehouse',
      'fr.number as from_rack',
      'fs.name as from_workshop',
      'tw.name as to_warehouse',
      'tr.number as to_rack',
      'ts.name as to_workshop',
      'p.name as project_name',
      'd.code as device_code',
      'm.device_table',
      'u.nickname',
      'm.created_at',
    ])
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const list = rows.map((r): MovementItem => ({
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
  }));
  return { list, total, totalCapped, pageNum: q.pageNum, pageSize: q.pageSize };
}

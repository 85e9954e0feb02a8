// The choice lists of the stone-operation screens, read under each flow's own route (issue 13
// follow-up): a role granting only one flow must not need the project, inventory, workshop or
// device routes to fill its selects. Only what the screens show leaves here.
import { containsText, countOf, pageOf } from '../../db/list-query.ts';
import type { z } from 'zod';
import { DEVICE_TABLES } from '@stone/shared/materials/enums';
import {
  FLOW_CHOICE_LIMITS,
  type FlowSlab,
  type FlowWarehouse,
  type PickProject,
  type flowSlabsBody,
  type pickProjectsBody,
} from '@stone/shared/material-flows/choices';
import type { Db } from '../../db/database.ts';

/** Approved, live projects with at least one accepted plan: the ones a picker can pick for. */
export async function listPickProjects(
  db: Db,
  orgId: string,
  q: z.output<typeof pickProjectsBody>,
) {
  let base = db
    .selectFrom('projects as p')
    .where('p.org_id', '=', orgId)
    .where('p.review_state', '!=', 'pending')
    .where('p.archived', '=', 0)
    .where('p.terminated', '=', 0)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('planes as pl')
          .select('pl.id')
          .whereRef('pl.org_id', '=', 'p.org_id')
          .whereRef('pl.project_id', '=', 'p.id')
          .where('pl.accepted_run_id', 'is not', null),
      ),
    );
  if (q.keyword) {
    const k = q.keyword;
    base = base.where((eb) =>
      eb.or([
        containsText('p.name', k),
        containsText('p.order_no', k),
        containsText('p.customer_name', k),
      ]),
    );
  }
  const total = countOf(
    await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  );
  const { limit, offset } = pageOf(q);
  const rows = await base
    .select(['p.id', 'p.name', 'p.order_no', 'p.customer_name'])
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const list = rows.map((r): PickProject => ({
    id: r.id,
    name: r.name,
    orderNo: r.order_no,
    customerName: r.customer_name,
  }));
  return { list, total, pageNum: q.pageNum, pageSize: q.pageSize };
}

/** Slabs in the given states, newest first; a barcode narrows to that one slab. */
export async function listFlowSlabs(
  db: Db,
  orgId: string,
  statuses: string[],
  q: z.output<typeof flowSlabsBody>,
): Promise<FlowSlab[]> {
  let base = db
    .selectFrom('big_slabs as s')
    .leftJoin('warehouses as w', (j) =>
      j.onRef('w.org_id', '=', 's.org_id').onRef('w.id', '=', 's.warehouse_id'),
    )
    .leftJoin('racks as r', (j) =>
      j.onRef('r.org_id', '=', 's.org_id').onRef('r.id', '=', 's.rack_id'),
    )
    .where('s.org_id', '=', orgId)
    .where('s.status', 'in', statuses);
  if (q.barcode) base = base.where('s.barcode', '=', q.barcode);
  const rows = await base
    .select([
      's.id',
      's.barcode',
      's.material',
      's.thickness_mm',
      's.length_mm',
      's.width_mm',
      's.status',
      'w.name as warehouse_name',
      'r.number as rack_number',
    ])
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(FLOW_CHOICE_LIMITS.slabsMax)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    barcode: r.barcode,
    material: r.material,
    thicknessMm: Number(r.thickness_mm),
    lengthMm: Number(r.length_mm),
    widthMm: Number(r.width_mm),
    status: r.status,
    warehouseName: r.warehouse_name,
    rackNumber: r.rack_number,
  }));
}

/** Warehouses in their order, each with its racks by number. */
export async function listFlowWarehouses(db: Db, orgId: string): Promise<FlowWarehouse[]> {
  const [warehouses, racks] = await Promise.all([
    db
      .selectFrom('warehouses')
      .select(['id', 'name'])
      .where('org_id', '=', orgId)
      .orderBy('sort')
      .orderBy('name')
      .execute(),
    db
      .selectFrom('racks')
      .select(['id', 'number', 'warehouse_id'])
      .where('org_id', '=', orgId)
      .orderBy('number')
      .execute(),
  ]);
  return warehouses.map((w) => ({
    id: w.id,
    name: w.name,
    racks: racks
      .filter((r) => r.warehouse_id === w.id)
      .map((r) => ({ id: r.id, number: r.number })),
  }));
}

export const listFlowWorkshops = (db: Db, orgId: string) =>
  db
    .selectFrom('workshops')
    .select(['id', 'name'])
    .where('org_id', '=', orgId)
    .orderBy('is_default', 'desc')
    .orderBy('sort')
    .orderBy('name')
    .execute();

export async function listFlowDevices(db: Db, orgId: string) {
  const rows = await db
    .selectFrom('devices')
    .select(['id', 'code', 'model'])
    .where('org_id', '=', orgId)
    .orderBy('code')
    .execute();
  return { list: rows.map((d) => ({ ...d, tables: [...DEVICE_TABLES] })) };
}

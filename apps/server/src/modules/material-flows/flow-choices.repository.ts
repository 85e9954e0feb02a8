// The flow screens' own lists (flow-choices.service.ts): projects a picker can pick for, and the
// slabs a return or transfer may choose.
import { containsText, countOf, pageOf } from '../../db/list-query.ts';
import type { z } from 'zod';
import { stoneName } from '@stone/shared/materials/stones';
import {
  FLOW_CHOICE_LIMITS,
  type FlowSlab,
  type PickProject,
  type flowSlabsBody,
  type pickProjectsBody,
} from '@stone/shared/material-flows/choices';
import { sameOrg, type OrgScope } from '../../db/org-scope.ts';

/** Approved, live projects with at least one accepted plan: the ones a picker can pick for. */
export async function listPickProjects(org: OrgScope, q: z.output<typeof pickProjectsBody>) {
  let base = org
    .selectFrom('projects as p')
    .where('p.review_state', '!=', 'pending')
    .where('p.archived', '=', 0)
    .where('p.terminated', '=', 0)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('planes as pl')
          .select('pl.id')
          .where(sameOrg('pl', 'p'))
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
  org: OrgScope,
  statuses: string[],
  q: z.output<typeof flowSlabsBody>,
): Promise<FlowSlab[]> {
  let base = org
    .selectFrom('big_slabs as s')
    .leftJoin('warehouses as w', (j) =>
      j.onRef('w.id', '=', 's.warehouse_id').on(sameOrg('w', 's')),
    )
    .leftJoin('racks as r', (j) => j.onRef('r.id', '=', 's.rack_id').on(sameOrg('r', 's')))
    .innerJoin('stone_materials as m', (j) =>
      j.onRef('m.id', '=', 's.material_id').on(sameOrg('m', 's')),
    )
    .where('s.status', 'in', statuses);
  if (q.barcode) base = base.where('s.barcode', '=', q.barcode);
  const rows = await base
    .select([
      's.id',
      's.barcode',
      'm.name_zh',
      'm.name_en',
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
    material: stoneName(r.name_zh, r.name_en),
    thicknessMm: Number(r.thickness_mm),
    lengthMm: Number(r.length_mm),
    widthMm: Number(r.width_mm),
    status: r.status,
    warehouseName: r.warehouse_name,
    rackNumber: r.rack_number,
  }));
}

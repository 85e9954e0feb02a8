// What the project detail's tabs read besides the overview (issue 23): packing figures per plane,
// planned boxes, plan slabs with their pick and cut, movements, figures per process code. These
// read planning's and material flows' tables directly: those modules import this one, so this
// one may not import them (no module cycles).
import { sql } from 'kysely';
import { countOf, pageOf, type ListPaging } from '../../db/list-query.ts';
import { sameOrg, type OrgScope } from '../../db/org-scope.ts';

const num = (v: string | number | bigint | null | undefined) => Number(v ?? 0);
const countWhen = (condition: ReturnType<typeof sql>) =>
  sql<string | number>`sum(case when ${condition} then 1 else 0 end)`;

/**
 * Per plane: pieces, pieces in a planned box (a box number) and pieces packed for real (status
 * `packed`), and the highest box number (boxes are numbered 1…n). One scan of the project's
 * pieces serves the plane counters and the packing summary, so they always agree.
 */
export async function packingByPlane(org: OrgScope, projectId: string) {
  const rows = await org
    .selectFrom('project_slabs')
    .select((eb) => [
      'plane_id',
      eb.fn.countAll<string | number>().as('pieces'),
      eb.fn.count<string | number>('box_no').as('planned'),
      countWhen(sql`status in ('packed', 'shipped')`).as('boxed'),
      eb.fn.max('box_no').as('last_box'),
    ])
    .where('project_id', '=', projectId)
    .groupBy('plane_id')
    .execute();
  return new Map(
    rows.map((r) => [
      r.plane_id,
      {
        pieces: num(r.pieces),
        planned: num(r.planned),
        boxed: num(r.boxed),
        lastBox: num(r.last_box),
      },
    ]),
  );
}

/** The pieces of boxes `first…last`, in box then code order, with their plane's name. */
export const listBoxedPieces = (
  org: OrgScope,
  q: { projectId: string; first: number; last: number },
) =>
  org
    .selectFrom('project_slabs as c')
    .innerJoin('planes as p', (j) => j.onRef('p.id', '=', 'c.plane_id').on(sameOrg('p', 'c')))
    .select([
      'c.id',
      'c.code',
      'c.plane_id',
      'p.name as plane_name',
      'c.width_mm',
      'c.height_mm',
      'c.area_mm2',
      'c.process_code',
      'c.status',
      'c.box_no',
    ])
    .where('c.project_id', '=', q.projectId)
    .where('c.box_no', '>=', q.first)
    .where('c.box_no', '<=', q.last)
    .orderBy('c.box_no')
    .orderBy('c.code')
    .orderBy('c.id')
    .execute();

/** Layouts of the planes' accepted runs, with the slab picked for each (if any). */
const planSlabRows = (org: OrgScope, projectId: string) =>
  org
    .selectFrom('planes as p')
    .innerJoin('plan_layouts as l', (j) =>
      j.onRef('l.run_id', '=', 'p.accepted_run_id').on(sameOrg('l', 'p')),
    )
    .leftJoin('slab_picks as k', (j) => j.onRef('k.layout_id', '=', 'l.id').on(sameOrg('k', 'l')))
    .leftJoin('big_slabs as s', (j) => j.onRef('s.id', '=', 'k.slab_id').on(sameOrg('s', 'k')))
    .where('p.project_id', '=', projectId);

export async function listPlanSlabsPage(
  org: OrgScope,
  q: ListPaging & { projectId: string; planeId?: string | undefined },
) {
  let base = planSlabRows(org, q.projectId);
  if (q.planeId) base = base.where('p.id', '=', q.planeId);
  const total = countOf(
    await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  );
  const { limit, offset } = pageOf(q);
  const rows = await base
    .select([
      'l.id as layout_id',
      'p.id as plane_id',
      'p.name as plane_name',
      'l.seq',
      'l.slab_length_mm',
      'l.slab_width_mm',
      'l.yield_bp',
      'k.slab_id',
      'k.picked_at',
      'k.cut_at',
      's.status',
      's.barcode',
      's.block_no',
      's.bundle_no',
      's.slab_no',
    ])
    .orderBy('p.created_at')
    .orderBy('p.id')
    .orderBy('l.seq')
    .limit(limit)
    .offset(offset)
    .execute();
  return { total, rows };
}

/** Per plane with an accepted plan: plan slabs, picked (cut ones too), on a saw, cut. */
export const planSlabFiguresByPlane = (org: OrgScope, projectId: string) =>
  planSlabRows(org, projectId)
    .select((eb) => [
      'p.id as plane_id',
      'p.name as plane_name',
      eb.fn.countAll<string | number>().as('plan_slabs'),
      eb.fn.count<string | number>('k.slab_id').as('picked'),
      countWhen(sql`k.cut_at is null and s.status = 'cutting'`).as('cutting'),
      eb.fn.count<string | number>('k.cut_at').as('cut'),
    ])
    .groupBy(['p.id', 'p.name', 'p.created_at'])
    .orderBy('p.created_at')
    .orderBy('p.id')
    .execute();

/** Pieces per process code and status (the second-processing tab), most pieces first. */
export const processFigures = (org: OrgScope, projectId: string, limit: number) =>
  org
    .selectFrom('project_slabs')
    .select((eb) => [
      'process_code',
      'status',
      eb.fn.countAll<string | number>().as('pieces'),
      eb.fn.sum<string | number>('area_mm2').as('area'),
    ])
    .where('project_id', '=', projectId)
    .groupBy(['process_code', 'status'])
    .orderBy('process_code')
    .orderBy('status')
    .limit(limit)
    .execute();

/** The project's slab movements, newest first, with names instead of ids. */
export async function listProjectMovements(org: OrgScope, q: ListPaging & { projectId: string }) {
  const base = org.selectFrom('slab_movements as m').where('m.project_id', '=', q.projectId);
  const total = countOf(
    await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  );
  const { limit, offset } = pageOf(q);
  const rows = await base
    .innerJoin('big_slabs as s', (j) => j.onRef('s.id', '=', 'm.slab_id').on(sameOrg('s', 'm')))
    .leftJoin('warehouses as fw', (j) =>
      j.onRef('fw.id', '=', 'm.from_warehouse_id').on(sameOrg('fw', 'm')),
    )
    .leftJoin('workshops as fs', (j) =>
      j.onRef('fs.id', '=', 'm.from_workshop_id').on(sameOrg('fs', 'm')),
    )
    .leftJoin('warehouses as tw', (j) =>
      j.onRef('tw.id', '=', 'm.to_warehouse_id').on(sameOrg('tw', 'm')),
    )
    .leftJoin('workshops as ts', (j) =>
      j.onRef('ts.id', '=', 'm.to_workshop_id').on(sameOrg('ts', 'm')),
    )
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select([
      'm.id',
      'm.kind',
      's.barcode',
      'fw.name as from_warehouse',
      'fs.name as from_workshop',
      'tw.name as to_warehouse',
      'ts.name as to_workshop',
      'u.nickname',
      'm.created_at',
    ])
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return { total, rows };
}

/** Slabs of the plane's plans that are cut: a plan with cut slabs may no longer change. */
export async function countCutSlabs(org: OrgScope, planeId: string) {
  const row = await org
    .selectFrom('slab_picks')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('plane_id', '=', planeId)
    .where('cut_at', 'is not', null)
    .executeTakeFirstOrThrow();
  return countOf(row);
}

export const findPlaneName = async (org: OrgScope, planeId: string) =>
  (await org.selectFrom('planes').select('name').where('id', '=', planeId).executeTakeFirst())
    ?.name;

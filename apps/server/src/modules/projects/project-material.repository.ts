// The material and picking tabs (issue 18): the planes' accepted plans with their picks, the
// slabs picked for the project and the remnants their cuts left. Planning's and material flows'
// tables are read directly, as project-progress.repository.ts does (they import this module).
import { sql } from 'kysely';
import { countOf, pageOf, type ListPaging } from '../../db/list-query.ts';
import { sameOrg, type OrgScope } from '../../db/org-scope.ts';

/** Per plane (planned or not): plan slabs, their area, picked and cut, and the plane's yield. */
export const materialByPlane = (org: OrgScope, projectId: string) =>
  org
    .selectFrom('planes as p')
    .leftJoin('plan_layouts as l', (j) =>
      j.onRef('l.run_id', '=', 'p.accepted_run_id').on(sameOrg('l', 'p')),
    )
    .leftJoin('slab_picks as k', (j) => j.onRef('k.layout_id', '=', 'l.id').on(sameOrg('k', 'l')))
    .select((eb) => [
      'p.id',
      'p.name',
      'p.yield_bp',
      eb.fn.count<string | number>('l.id').as('plan_slabs'),
      sql<string | number | null>`sum(l.slab_length_mm * l.slab_width_mm)`.as('slab_area'),
      eb.fn.count<string | number>('k.slab_id').as('picked'),
      eb.fn.count<string | number>('k.cut_at').as('cut'),
    ])
    .where('p.project_id', '=', projectId)
    .groupBy(['p.id', 'p.name', 'p.yield_bp', 'p.created_at'])
    .orderBy('p.created_at')
    .orderBy('p.id')
    .execute();

/** Remnants cut from the slabs picked for the project, newest first. */
export async function remnantsOfProject(org: OrgScope, projectId: string, limit: number) {
  const base = org
    .selectFrom('big_slabs as r')
    .where('r.is_remnant', '=', 1)
    .where(
      'r.parent_id',
      'in',
      org.selectFrom('slab_picks as k').select('k.slab_id').where('k.project_id', '=', projectId),
    );
  const total = countOf(
    await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  );
  const rows = await base
    .leftJoin('warehouses as w', (j) =>
      j.onRef('w.id', '=', 'r.warehouse_id').on(sameOrg('w', 'r')),
    )
    .select([
      'r.id',
      'r.barcode',
      'r.length_mm',
      'r.width_mm',
      'r.area_mm2',
      'r.status',
      'r.created_at',
      'w.name as warehouse_name',
    ])
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id')
    .limit(limit)
    .execute();
  return { total, rows };
}

export const findStone = (org: OrgScope, id: string) =>
  org
    .selectFrom('stone_materials')
    .select(['id', 'name_zh', 'name_en', 'code'])
    .where('id', '=', id)
    .executeTakeFirst();

/** The slabs picked for the project's plan slabs, newest pick first. */
export async function listPicks(org: OrgScope, q: ListPaging & { projectId: string }) {
  const base = org.selectFrom('slab_picks as k').where('k.project_id', '=', q.projectId);
  const total = countOf(
    await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  );
  const { limit, offset } = pageOf(q);
  const rows = await base
    .innerJoin('big_slabs as s', (j) => j.onRef('s.id', '=', 'k.slab_id').on(sameOrg('s', 'k')))
    .innerJoin('planes as p', (j) => j.onRef('p.id', '=', 'k.plane_id').on(sameOrg('p', 'k')))
    .leftJoin('plan_layouts as l', (j) => j.onRef('l.id', '=', 'k.layout_id').on(sameOrg('l', 'k')))
    .leftJoin('warehouses as w', (j) =>
      j.onRef('w.id', '=', 's.warehouse_id').on(sameOrg('w', 's')),
    )
    .leftJoin('users as u', 'u.id', 'k.picked_by')
    .select([
      'k.slab_id',
      's.barcode',
      's.block_no',
      's.bundle_no',
      's.slab_no',
      's.status',
      'p.name as plane_name',
      'l.seq',
      'w.name as warehouse_name',
      'u.nickname',
      'k.picked_at',
      'k.cut_at',
    ])
    .orderBy('k.picked_at', 'desc')
    .orderBy('k.slab_id')
    .limit(limit)
    .offset(offset)
    .execute();
  return { total, rows };
}

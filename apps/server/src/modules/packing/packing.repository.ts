// Queries of kit check and packing (issue 18). Pieces are read a call's scans at a time (at most
// 100); kit groups are counted in SQL per planned box and plane, so a 100,000-piece project
// answers a few hundred rows.
import { sql } from 'kysely';
import { sameOrg, type OrgScope } from '../../db/org-scope.ts';

export const piecesByIds = (org: OrgScope, ids: readonly string[]) =>
  org
    .selectFrom('project_slabs as s')
    .innerJoin('planes as l', (j) => j.onRef('l.id', '=', 's.plane_id').on(sameOrg('l', 's')))
    .innerJoin('projects as p', (j) => j.onRef('p.id', '=', 's.project_id').on(sameOrg('p', 's')))
    .select([
      's.id',
      's.code',
      's.status',
      's.process_code',
      's.project_id',
      's.plane_id',
      's.box_no',
      's.area_mm2',
      's.thickness_mm',
      'p.name as project_name',
    ])
    .where('s.id', 'in', [...ids])
    .execute();
export type PieceRow = Awaited<ReturnType<typeof piecesByIds>>[number];

/** The project, its settings and its stone's density (kg/m³; null when not in the catalogue). */
export const projectWithStone = (org: OrgScope, projectId: string) =>
  org
    .selectFrom('projects as p')
    .leftJoin('stone_materials as m', (j) =>
      j.onRef('m.id', '=', 'p.material_id').on(sameOrg('m', 'p')),
    )
    .select([
      'p.id',
      'p.name',
      'p.order_no',
      'p.settings_json',
      'p.packing_list_state',
      'p.piece_count',
      'm.density_kg_m3',
      'm.name_zh as material_zh',
      'm.name_en as material_en',
    ])
    .where('p.id', '=', projectId)
    .executeTakeFirst();
export type ProjectRow = NonNullable<Awaited<ReturnType<typeof projectWithStone>>>;

/** Piece counts per planned box, plane and status: the kit groups of a project. */
export const groupCounts = (org: OrgScope, projectId: string) =>
  org
    .selectFrom('project_slabs as s')
    .innerJoin('planes as l', (j) => j.onRef('l.id', '=', 's.plane_id').on(sameOrg('l', 's')))
    .select((eb) => [
      's.box_no',
      's.plane_id',
      'l.name as plane_name',
      'l.created_at as plane_created_at',
      's.status',
      eb.fn.countAll<string | number>().as('n'),
    ])
    .where('s.project_id', '=', projectId)
    .groupBy(['s.box_no', 's.plane_id', 'l.name', 'l.created_at', 's.status'])
    .execute();

/** The pieces of one kit group: a planned box, or a plane's pieces without one. */
export function groupPieceRows(
  org: OrgScope,
  g: { projectId: string; boxNo: number | null; planeId: string | null },
  limit: number,
) {
  let q = org
    .selectFrom('project_slabs as s')
    .innerJoin('planes as l', (j) => j.onRef('l.id', '=', 's.plane_id').on(sameOrg('l', 's')))
    .leftJoin('box_pieces as bp', (j) => j.onRef('bp.piece_id', '=', 's.id').on(sameOrg('bp', 's')))
    .leftJoin('wooden_boxes as b', (j) => j.onRef('b.id', '=', 'bp.box_id').on(sameOrg('b', 'bp')))
    .select([
      's.id',
      's.code',
      's.status',
      's.process_code',
      's.width_mm',
      's.height_mm',
      's.thickness_mm',
      'l.name as plane_name',
      'b.number as box_number',
    ])
    .where('s.project_id', '=', g.projectId);
  q = g.boxNo !== null ? q.where('s.box_no', '=', g.boxNo) : q.where('s.box_no', 'is', null);
  if (g.planeId) q = q.where('s.plane_id', '=', g.planeId);
  return q.orderBy('s.code').orderBy('s.id').limit(limit).execute();
}

/** Statuses of a group's pieces, for completing it after a scan. */
export function groupStatuses(
  org: OrgScope,
  g: { projectId: string; boxNo: number | null; planeId: string },
) {
  let q = org
    .selectFrom('project_slabs')
    .select(['id', 'status'])
    .where('project_id', '=', g.projectId);
  q =
    g.boxNo !== null
      ? q.where('box_no', '=', g.boxNo)
      : q.where('box_no', 'is', null).where('plane_id', '=', g.planeId);
  return q.execute();
}

/** Projects where pieces are being produced, with packing progress from their planes. */
export async function packProjects(
  org: OrgScope,
  q: { keyword?: string | undefined; limit: number; offset: number },
) {
  let base = org
    .selectFrom('projects as p')
    .where('p.archived', '=', 0)
    .where('p.terminated', '=', 0)
    .where('p.production_state', 'in', ['inProduction', 'completed']);
  if (q.keyword) {
    const like = `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) =>
      eb.or([
        eb(sql`p.name`, 'like', sql`${like} escape '\\'`),
        eb(sql`p.order_no`, 'like', sql`${like} escape '\\'`),
      ]),
    );
  }
  const total = await base
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirst();
  const rows = await base
    .select((eb) => [
      'p.id',
      'p.name',
      'p.order_no',
      'p.piece_count',
      'p.packing_list_state',
      eb
        .selectFrom('planes as l')
        .select((e) => e.fn.coalesce(e.fn.sum<number | string>('l.boxed_count'), e.lit(0)).as('b'))
        .whereRef('l.project_id', '=', 'p.id')
        .where(sameOrg('l', 'p'))
        .as('boxed'),
      eb
        .selectFrom('wooden_boxes as b')
        .select((e) => e.fn.countAll<number | string>().as('c'))
        .whereRef('b.project_id', '=', 'p.id')
        .where(sameOrg('b', 'p'))
        .as('boxes'),
    ])
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id')
    .limit(q.limit)
    .offset(q.offset)
    .execute();
  return { total: Number(total?.n ?? 0), rows };
}

// A project's engineering slabs (pieces): stored with the project, paged on the detail screen,
// counted per plane, and numbered into boxes by the packing list.
import type { projectSlabsBody } from '@stone/shared/projects/detail';
import type { PackingRules } from '@stone/shared/projects/settings';
import type { z } from 'zod';
import { containsText, listPage } from '../../db/list-query.ts';
import type { OrgInsert, OrgScope } from '../../db/org-scope.ts';

/** Bound parameters per statement stay well under SQLite's and PostgreSQL's limits. */
const ROWS_PER_INSERT = 200;
const IDS_PER_UPDATE = 500;

export async function insertPieces(org: OrgScope, rows: OrgInsert<'project_slabs'>[]) {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT)
    await org
      .insertInto('project_slabs')
      .values(rows.slice(i, i + ROWS_PER_INSERT))
      .execute();
}

/** Piece area per plane, for the plane rows of the detail screen. */
export async function planeAreas(org: OrgScope, projectId: string) {
  const rows = await org
    .selectFrom('project_slabs')
    .select((eb) => ['plane_id', eb.fn.sum<string | number>('area_mm2').as('area')])
    .where('project_id', '=', projectId)
    .groupBy('plane_id')
    .execute();
  return new Map(rows.map((r) => [r.plane_id, Number(r.area ?? 0)]));
}

export async function packingFigures(org: OrgScope, projectId: string) {
  const row = await org
    .selectFrom('project_slabs')
    .select((eb) => [
      eb.fn.countAll<string | number>().as('pieces'),
      eb.fn.count<string | number>('box_no').as('boxed'),
      eb.fn.count<string | number>('box_no').distinct().as('boxes'),
    ])
    .where('project_id', '=', projectId)
    .executeTakeFirstOrThrow();
  return { pieces: Number(row.pieces), boxed: Number(row.boxed), boxes: Number(row.boxes) };
}

const SLAB_SORT = { code: 'code', area: 'area_mm2', boxNo: 'box_no' } as const;

/** One page of a project's pieces, filtered by plane and code; ids break ties. */
export function listPiecesPage(org: OrgScope, q: z.output<typeof projectSlabsBody>) {
  let base = org.selectFrom('project_slabs').where('project_id', '=', q.projectId);
  if (q.planeId) base = base.where('plane_id', '=', q.planeId);
  if (q.code) base = base.where(containsText('code', q.code));
  const direction = q.sortOrder === 'descend' ? 'desc' : 'asc';
  return listPage(
    base,
    q,
    (query) =>
      query
        .selectAll()
        .orderBy(SLAB_SORT[q.sortField ?? 'code'], direction)
        .orderBy('id'),
    (row) => row,
  );
}

/** What the packing rules read, in packing order: by the group (plane or process), then code. */
export const listPiecesToPack = (
  org: OrgScope,
  projectId: string,
  groupBy: PackingRules['groupBy'],
) =>
  org
    .selectFrom('project_slabs')
    .select(['id', 'plane_id', 'process_code', 'area_mm2', 'thickness_mm'])
    .where('project_id', '=', projectId)
    .orderBy(groupBy === 'plane' ? 'plane_id' : 'process_code')
    .orderBy('code')
    .orderBy('id')
    .execute();

/** Box `i + 1` for each list of piece ids. */
export async function setBoxNumbers(org: OrgScope, boxes: string[][]) {
  for (const [i, ids] of boxes.entries())
    for (let k = 0; k < ids.length; k += IDS_PER_UPDATE)
      await org
        .updateTable('project_slabs')
        .set({ box_no: i + 1 })
        .where('id', 'in', ids.slice(k, k + IDS_PER_UPDATE))
        .execute();
}

/** Every piece of the project out of its box (the packing rules changed). */
export const clearBoxNumbers = (org: OrgScope, projectId: string) =>
  org
    .updateTable('project_slabs')
    .set({ box_no: null })
    .where('project_id', '=', projectId)
    .execute();

// The packing list tab once wooden boxes exist (issue 18): the real boxes, a page at a time,
// with the pieces packed in each. Read straight from the packing module's tables: that module
// imports this one, so this one may not import it (no module cycles).
import { sameOrg, type OrgScope } from '../../db/org-scope.ts';

export async function countRealBoxes(org: OrgScope, projectId: string) {
  const row = await org
    .selectFrom('wooden_boxes')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function realBoxesPage(
  org: OrgScope,
  q: { projectId: string; limit: number; offset: number },
) {
  const boxes = await org
    .selectFrom('wooden_boxes')
    .select(['id', 'number', 'piece_count', 'area_mm2'])
    .where('project_id', '=', q.projectId)
    .orderBy('number')
    .limit(q.limit)
    .offset(q.offset)
    .execute();
  const pieces = boxes.length
    ? await org
        .selectFrom('box_pieces as bp')
        .innerJoin('project_slabs as c', (j) =>
          j.onRef('c.id', '=', 'bp.piece_id').on(sameOrg('c', 'bp')),
        )
        .innerJoin('planes as p', (j) => j.onRef('p.id', '=', 'c.plane_id').on(sameOrg('p', 'c')))
        .select([
          'bp.box_id',
          'c.id',
          'c.code',
          'c.plane_id',
          'p.name as plane_name',
          'c.width_mm',
          'c.height_mm',
          'c.area_mm2',
          'c.process_code',
        ])
        .where(
          'bp.box_id',
          'in',
          boxes.map((b) => b.id),
        )
        .orderBy('c.code')
        .orderBy('c.id')
        .execute()
    : [];
  return { boxes, pieces };
}

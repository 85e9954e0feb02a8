// Abnormal pieces (issue 18): a flag with a reason, when and by whom, on the piece's own row.
import { sql } from 'kysely';
import { sameOrg, type OrgScope } from '../../db/org-scope.ts';
import { countOf, pageOf, type ListPaging } from '../../db/list-query.ts';

/** Sets or clears the flag; false when the piece is not the enterprise's. */
export async function setAbnormal(
  org: OrgScope,
  pieceId: string,
  flag: { reason: string; at: string; by: string } | null,
) {
  const res = await org
    .updateTable('project_slabs')
    .set(
      flag
        ? { abnormal: 1, abnormal_reason: flag.reason, abnormal_at: flag.at, abnormal_by: flag.by }
        : { abnormal: 0, abnormal_reason: '', abnormal_at: null, abnormal_by: null },
    )
    .where('id', '=', pieceId)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Flagged pieces of one project, or carrying one of `codes`; newest flag first. */
export async function listAbnormal(
  org: OrgScope,
  q: ListPaging & { projectId?: string; codes?: string[] },
) {
  let base = org
    .selectFrom('project_slabs as s')
    .innerJoin('projects as p', (j) => j.onRef('p.id', '=', 's.project_id').on(sameOrg('p', 's')))
    .innerJoin('planes as l', (j) => j.onRef('l.id', '=', 's.plane_id').on(sameOrg('l', 's')))
    .where('s.abnormal', '=', 1);
  if (q.projectId) base = base.where('s.project_id', '=', q.projectId);
  // No code routes the process: no piece (an empty IN list is no SQL).
  if (q.codes)
    base = q.codes.length
      ? base.where('s.process_code', 'in', q.codes)
      : base.where(sql<boolean>`1 = 0`);
  const total = countOf(
    await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  );
  const { limit, offset } = pageOf(q);
  const rows = await base
    .leftJoin('users as u', 'u.id', 's.abnormal_by')
    .select([
      's.id',
      's.code',
      's.project_id',
      'p.name as project_name',
      'l.name as plane_name',
      's.process_code',
      's.status',
      's.abnormal_reason',
      's.abnormal_at',
      'u.nickname',
    ])
    .orderBy('s.abnormal_at', 'desc')
    .orderBy('s.id')
    .limit(limit)
    .offset(offset)
    .execute();
  return { total, rows };
}

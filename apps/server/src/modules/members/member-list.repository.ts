import type { z } from 'zod';
import type { memberFilterBody } from '@stone/shared/enterprise/members';
import { containsText, countOf, directionOf } from '../../db/list-query.ts';
import { sameOrg, type OrgScope } from '../../db/org-scope.ts';

export type MemberFilter = z.output<typeof memberFilterBody> & {
  /** The chosen department and every department under it. */
  departmentIds?: string[];
};

const SORT_COLUMNS = {
  nickname: 'u.nickname',
  staffNo: 'm.staff_no',
  createdAt: 'm.created_at',
} as const;

/** Members of one enterprise (never removed ones), joined with what the table shows. */
function memberQuery(org: OrgScope, filter: MemberFilter) {
  let query = org
    .selectFrom('members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .innerJoin('roles as r', (j) => j.onRef('r.id', '=', 'm.role_id').on(sameOrg('r', 'm')))
    .leftJoin('departments as d', (j) =>
      j.onRef('d.id', '=', 'm.department_id').on(sameOrg('d', 'm')),
    )
    .where('m.status', '!=', 'removed');
  if (filter.name) query = query.where(containsText('u.nickname', filter.name));
  if (filter.phone) query = query.where(containsText('u.phone', filter.phone));
  if (filter.staffNo) query = query.where(containsText('m.staff_no', filter.staffNo));
  if (filter.departmentIds) query = query.where('m.department_id', 'in', filter.departmentIds);
  if (filter.roleId) query = query.where('m.role_id', '=', filter.roleId);
  if (filter.status) query = query.where('m.status', '=', filter.status);
  return query;
}

export function selectMembers(
  org: OrgScope,
  filter: MemberFilter,
  page: { limit: number; offset: number },
) {
  return memberQuery(org, filter)
    .select([
      'm.id',
      'm.user_id',
      'u.nickname',
      'u.phone',
      'm.staff_no',
      'm.role_id',
      'r.name as role_name',
      'r.is_super_admin',
      'm.department_id',
      'd.name as department_name',
      'm.status',
      'm.web_access',
      'm.created_at',
      'm.version',
    ])
    .orderBy(SORT_COLUMNS[filter.sortField ?? 'createdAt'], directionOf(filter))
    .orderBy('m.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export type MemberRow = Awaited<ReturnType<typeof selectMembers>>[number];

export async function countMembers(org: OrgScope, filter: MemberFilter) {
  const row = await memberQuery(org, filter)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return countOf(row);
}

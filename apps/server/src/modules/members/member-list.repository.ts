import type { z } from 'zod';
import type { memberFilterBody } from '@stone/shared/enterprise/members';
import { cappedTotal, containsText, directionOf } from '../../db/list-query.ts';
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
    // A cross join (with the key below) is SQLite's way to keep members first: it then walks the
    // enterprise's members in the list's order and looks each user up, instead of scanning every
    // user (issue 24). PostgreSQL plans it as the inner join it is.
    .crossJoin('users as u')
    .whereRef('u.id', '=', 'm.user_id')
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
  // Role and department names by lookup, not join: joined, SQLite's planner (no statistics)
  // led with the small roles table and sorted every member for a page (issue 24).
  return memberQuery(org, filter)
    .select([
      'm.id',
      'm.user_id',
      'u.nickname',
      'u.phone',
      'm.staff_no',
      'm.role_id',
      'm.department_id',
      'm.status',
      'm.web_access',
      'm.created_at',
      'm.version',
    ])
    .select((eb) => [
      eb
        .selectFrom('roles as r')
        .select('r.name')
        .whereRef('r.id', '=', 'm.role_id')
        .where(sameOrg('r', 'm'))
        .as('role_name'),
      eb
        .selectFrom('roles as r')
        .select('r.is_super_admin')
        .whereRef('r.id', '=', 'm.role_id')
        .where(sameOrg('r', 'm'))
        .as('is_super_admin'),
      eb
        .selectFrom('departments as d')
        .select('d.name')
        .whereRef('d.id', '=', 'm.department_id')
        .where(sameOrg('d', 'm'))
        .as('department_name'),
    ])
    .orderBy(SORT_COLUMNS[filter.sortField ?? 'createdAt'], directionOf(filter))
    .orderBy('m.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export type MemberRow = Awaited<ReturnType<typeof selectMembers>>[number];

/** Counted up to the list cap (list-query.ts). */
export const countMembers = (
  org: OrgScope,
  filter: MemberFilter,
  page: { limit: number; offset: number },
) => cappedTotal(org.db, memberQuery(org, filter), page);

import { containsText } from '../../db/list-query.ts';
import type { z } from 'zod';
import type { memberFilterBody } from '@stone/shared/enterprise/members';
import type { Db } from '../../db/database.ts';
import { newId, nowIso } from '../../lib/crypto.ts';

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
export function memberQuery(db: Db, orgId: string, filter: MemberFilter) {
  let query = db
    .selectFrom('members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .innerJoin('roles as r', (j) =>
      j.onRef('r.org_id', '=', 'm.org_id').onRef('r.id', '=', 'm.role_id'),
    )
    .leftJoin('departments as d', (j) =>
      j.onRef('d.org_id', '=', 'm.org_id').onRef('d.id', '=', 'm.department_id'),
    )
    .where('m.org_id', '=', orgId)
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
  db: Db,
  orgId: string,
  filter: MemberFilter,
  page: { limit: number; offset: number },
) {
  const column = SORT_COLUMNS[filter.sortField ?? 'createdAt'];
  const direction = filter.sortOrder === 'descend' ? 'desc' : 'asc';
  return memberQuery(db, orgId, filter)
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
    .orderBy(column, direction)
    .orderBy('m.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export type MemberRow = Awaited<ReturnType<typeof selectMembers>>[number];

export async function countMembers(db: Db, orgId: string, filter: MemberFilter) {
  const row = await memberQuery(db, orgId, filter)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One member with their role's kind, for the checks every change makes. */
export const findMember = (db: Db, orgId: string, id: string) =>
  db
    .selectFrom('members as m')
    .innerJoin('roles as r', (j) =>
      j.onRef('r.org_id', '=', 'm.org_id').onRef('r.id', '=', 'm.role_id'),
    )
    .select(['m.id', 'm.user_id', 'm.role_id', 'm.status', 'm.version', 'r.is_super_admin'])
    .where('m.org_id', '=', orgId)
    .where('m.id', '=', id)
    .where('m.status', '!=', 'removed')
    .executeTakeFirst();

export async function countEnabledSuperAdmins(db: Db, orgId: string) {
  const row = await db
    .selectFrom('members as m')
    .innerJoin('roles as r', (j) =>
      j.onRef('r.org_id', '=', 'm.org_id').onRef('r.id', '=', 'm.role_id'),
    )
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('m.org_id', '=', orgId)
    .where('m.status', '=', 'enabled')
    .where('r.is_super_admin', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Adds an enabled member without department or staff number (a creator, a test account). */
export async function insertEnabledMember(
  db: Db,
  member: { orgId: string; userId: string; roleId: string; webAccess?: 0 | 1; id?: string },
): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('members')
    .values({
      org_id: member.orgId,
      id: member.id ?? newId(),
      user_id: member.userId,
      role_id: member.roleId,
      department_id: null,
      staff_no: null,
      status: 'enabled',
      web_access: member.webAccess ?? 1,
      created_at: now,
      updated_at: now,
      version: 1,
    })
    .execute();
}

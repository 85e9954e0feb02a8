import type { z } from 'zod';
import type {
  memberFilterBody,
  memberListBody,
  MemberItem,
} from '@stone/shared/enterprise/members';
import type { AppDeps } from '../../context.ts';
import { listDepts } from '../departments/departments.repository.ts';
import { isInSubtree } from '../departments/dept-tree.ts';
import {
  countMembers,
  selectMembers,
  type MemberFilter,
  type MemberRow,
} from './members.repository.ts';
export const toMemberItem = (r: MemberRow): MemberItem => ({
  id: r.id,
  userId: r.user_id,
  nickname: r.nickname,
  phone: r.phone,
  staffNo: r.staff_no,
  roleId: r.role_id,
  roleName: r.role_name,
  isSuperAdmin: r.is_super_admin === 1,
  departmentId: r.department_id,
  departmentName: r.department_name,
  status: r.status === 'disabled' ? 'disabled' : 'enabled',
  hasSeat: r.web_access === 1,
  createdAt: r.created_at,
  version: r.version,
});

/** Searching by a department finds the members of its sub-departments too. */
export async function resolveFilter(
  deps: AppDeps,
  orgId: string,
  filter: z.output<typeof memberFilterBody>,
): Promise<MemberFilter> {
  if (!filter.departmentId) return filter;
  const rows = await listDepts(deps.db, orgId);
  const root = filter.departmentId;
  const ids = rows.filter((r) => isInSubtree(rows, root, r.id)).map((r) => r.id);
  return { ...filter, departmentIds: ids.length ? ids : [root] };
}

export async function getMemberList(
  deps: AppDeps,
  orgId: string,
  query: z.output<typeof memberListBody>,
) {
  const { pageNum, pageSize, ...rest } = query;
  const filter = await resolveFilter(deps, orgId, rest);
  const [total, rows] = await Promise.all([
    countMembers(deps.db, orgId, filter),
    selectMembers(deps.db, orgId, filter, { limit: pageSize, offset: (pageNum - 1) * pageSize }),
  ]);
  return { list: rows.map(toMemberItem), total, pageNum, pageSize };
}

export async function getMemberOptions(deps: AppDeps, orgId: string) {
  const roles = await deps.db
    .selectFrom('roles')
    .select(['id', 'name', 'is_super_admin'])
    .where('org_id', '=', orgId)
    .orderBy('created_at')
    .execute();
  const depts = await listDepts(deps.db, orgId);
  return {
    roles: roles.map((r) => ({ id: r.id, name: r.name, isSuperAdmin: r.is_super_admin === 1 })),
    departments: depts.map((d) => ({ id: d.id, name: d.name, parentId: d.parent_id })),
  };
}

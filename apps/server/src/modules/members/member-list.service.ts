import type { z } from 'zod';
import type {
  memberFilterBody,
  memberListBody,
  MemberItem,
} from '@stone/shared/enterprise/members';
import type { Actor } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import type { OrgScope } from '../../db/org-scope.ts';
import { pageOf } from '../../db/list-query.ts';
import { listDepts } from '../departments/departments.repository.ts';
import { isInSubtree } from '../departments/dept-tree.ts';
import { actorScope } from '../../db/org-scope.ts';
import { listRoleOptions } from '../roles/roles.repository.ts';
import { listMembers, type MemberRow } from './member-list.repository.ts';
import type { MemberFilter } from './member-list-plan.ts';

export const toMemberItem = (r: MemberRow): MemberItem => ({
  id: r.id,
  userId: r.user_id,
  nickname: r.nickname,
  phone: r.phone,
  staffNo: r.staff_no,
  roleId: r.role_id,
  // Every member has its role (a foreign key).
  roleName: r.role_name ?? '',
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
  org: OrgScope,
  filter: z.output<typeof memberFilterBody>,
): Promise<MemberFilter> {
  if (!filter.departmentId) return filter;
  const rows = await listDepts(org);
  const root = filter.departmentId;
  const ids = rows.filter((r) => isInSubtree(rows, root, r.id)).map((r) => r.id);
  return { ...filter, departmentIds: ids.length ? ids : [root] };
}

export async function getMemberList(actor: Actor, db: Db, query: z.output<typeof memberListBody>) {
  const org = actorScope(actor, db);
  const { pageNum, pageSize, ...rest } = query;
  const filter = await resolveFilter(org, rest);
  const { rows, total, totalCapped } = await listMembers(org, filter, pageOf(query));
  return { list: rows.map(toMemberItem), total, totalCapped, pageNum, pageSize };
}

export async function getMemberOptions(actor: Actor, db: Db) {
  const org = actorScope(actor, db);
  const roles = await listRoleOptions(org);
  const depts = await listDepts(org);
  return {
    roles: roles.map((r) => ({ id: r.id, name: r.name, isSuperAdmin: r.is_super_admin === 1 })),
    departments: depts.map((d) => ({ id: d.id, name: d.name, parentId: d.parent_id })),
  };
}

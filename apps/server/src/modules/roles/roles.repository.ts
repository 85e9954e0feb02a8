import type { z } from 'zod';
import type { roleListBody } from '@stone/shared/enterprise/roles';
import { containsText, countOf, directionOf, pageOf } from '../../db/list-query.ts';
import { sameOrg, type OrgScope } from '../../db/org-scope.ts';
import { deleteAtVersion } from '../../db/versioned-rows.ts';
import { newId, nowIso } from '../../lib/crypto.ts';

/** Permissions as stored: JSON lists, already checked against the route table. */
export type RoleFields = { name: string; menu_ids: string; actions: string };

/** One page of the role list, each role with how many members hold it. */
export async function selectRolePage(org: OrgScope, query: z.output<typeof roleListBody>) {
  let base = org.selectFrom('roles as r');
  if (query.name) base = base.where(containsText('r.name', query.name));
  const total = countOf(
    await base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  );
  const { limit, offset } = pageOf(query);
  const rows = await base
    .selectAll('r')
    .select((eb) =>
      eb
        .selectFrom('members as m')
        .select((e) => e.fn.countAll<string | number>().as('c'))
        .whereRef('m.role_id', '=', 'r.id')
        .where(sameOrg('m', 'r'))
        .where('m.status', '!=', 'removed')
        .as('member_count'),
    )
    // The built-in super administrator first, then as asked.
    .orderBy('r.is_super_admin', 'desc')
    .orderBy(query.sortField === 'name' ? 'r.name' : 'r.created_at', directionOf(query))
    .orderBy('r.id')
    .limit(limit)
    .offset(offset)
    .execute();
  return { rows, total };
}

/** Every role, oldest first, for the pickers of the member screens. */
export const listRoleOptions = (org: OrgScope) =>
  org.selectFrom('roles').select(['id', 'name', 'is_super_admin']).orderBy('created_at').execute();

export const findRole = (org: OrgScope, id: string) =>
  org.selectFrom('roles').selectAll().where('id', '=', id).executeTakeFirst();

export async function isRoleNameTaken(org: OrgScope, name: string, exceptId?: string) {
  let query = org.selectFrom('roles').select('id').where('name', '=', name);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return !!(await query.executeTakeFirst());
}

/** Members who hold the role now (removed people don't count). */
export async function countRoleMembers(org: OrgScope, roleId: string) {
  const row = await org
    .selectFrom('members')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('role_id', '=', roleId)
    .where('status', '!=', 'removed')
    .executeTakeFirstOrThrow();
  return countOf(row);
}

/** A role the enterprise's admins made, or the super administrator role a new enterprise gets. */
export async function insertRole(
  org: OrgScope,
  role: RoleFields & { isSuperAdmin?: boolean; id?: string },
): Promise<string> {
  const now = nowIso();
  const id = role.id ?? newId();
  await org
    .insertInto('roles')
    .values({
      id,
      name: role.name,
      menu_ids: role.menu_ids,
      actions: role.actions,
      is_super_admin: role.isSuperAdmin ? 1 : 0,
      created_at: now,
      updated_at: now,
      version: 1,
    })
    .execute();
  return id;
}

/** Permissions as the roles table stores them (JSON text lists). */
export const roleColumns = (role: {
  name: string;
  menuIds: readonly number[];
  actions: readonly string[];
}): RoleFields => ({
  name: role.name,
  menu_ids: JSON.stringify(role.menuIds),
  actions: JSON.stringify(role.actions),
});

/**
 * Deletes the role if it still has `version`. Removed people's old rows still name it; they move
 * to the built-in role first, so the foreign key lets it go.
 */
export async function deleteRoleAtVersion(org: OrgScope, row: { id: string; version: number }) {
  await org.transaction(async (tx) => {
    const builtIn = await tx
      .selectFrom('roles')
      .select('id')
      .where('is_super_admin', '=', 1)
      .executeTakeFirstOrThrow();
    await tx
      .updateTable('members')
      .set({ role_id: builtIn.id })
      .where('role_id', '=', row.id)
      .where('status', '=', 'removed')
      .execute();
    await deleteAtVersion(tx.db, 'roles', { orgId: tx.orgId, ...row });
  });
}

/** The role a member holds now, to judge what they may grant. */
export const findRoleOfMember = (org: OrgScope, memberId: string) =>
  org
    .selectFrom('members as m')
    .innerJoin('roles as r', (j) => j.onRef('r.id', '=', 'm.role_id').on(sameOrg('r', 'm')))
    .select(['r.id', 'r.is_super_admin', 'r.menu_ids', 'r.actions'])
    .where('m.id', '=', memberId)
    .executeTakeFirst();

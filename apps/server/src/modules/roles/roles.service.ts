import { containsText } from '../../db/list-query.ts';
import type { z } from 'zod';
import type { roleListBody } from '@stone/shared/enterprise/roles';
import type { AppDeps } from '../../context.ts';
import { deleteAtVersion, updateAtVersion } from '../../db/versioned-rows.ts';
import { parseJsonList, type Db } from '../../db/database.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { newId, nowIso } from '../../lib/crypto.ts';
import { normalizePermissions } from './role-permissions.ts';
import { countRoleMembers, findRole, isRoleNameTaken } from './roles.repository.ts';

type RoleInput = { name: string; menuIds: number[]; actions: string[] };

export async function getRoleList(
  deps: AppDeps,
  orgId: string,
  query: z.output<typeof roleListBody>,
) {
  let base = deps.db.selectFrom('roles as r').where('r.org_id', '=', orgId);
  if (query.name) base = base.where(containsText('r.name', query.name));
  const { n } = await base
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .selectAll('r')
    .select((eb) =>
      eb
        .selectFrom('members as m')
        .select((e) => e.fn.countAll<string | number>().as('c'))
        .whereRef('m.org_id', '=', 'r.org_id')
        .whereRef('m.role_id', '=', 'r.id')
        .where('m.status', '!=', 'removed')
        .as('member_count'),
    )
    // The built-in super administrator first, then as asked.
    .orderBy('r.is_super_admin', 'desc')
    .orderBy(
      query.sortField === 'name' ? 'r.name' : 'r.created_at',
      query.sortOrder === 'descend' ? 'desc' : 'asc',
    )
    .orderBy('r.id')
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize)
    .execute();
  return {
    list: rows.map((r) => ({
      id: r.id,
      name: r.name,
      isSuperAdmin: r.is_super_admin === 1,
      menuIds: parseJsonList<number>(r.menu_ids),
      actions: parseJsonList<string>(r.actions),
      memberCount: Number(r.member_count ?? 0),
      createdAt: r.created_at,
      version: r.version,
    })),
    total: Number(n),
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

/** Runs inside the caller's transaction; roles_name_uq settles two concurrent twins. */
export async function createRole(db: Db, orgId: string, input: RoleInput) {
  const perms = normalizePermissions(input.menuIds, input.actions);
  if (await isRoleNameTaken(db, orgId, input.name)) throw conflict('role.nameTaken');
  const now = nowIso();
  const id = newId();
  await db
    .insertInto('roles')
    .values({
      org_id: orgId,
      id,
      name: input.name,
      is_super_admin: 0,
      menu_ids: JSON.stringify(perms.menuIds),
      actions: JSON.stringify(perms.actions),
      created_at: now,
      updated_at: now,
      version: 1,
    })
    .execute();
  return { id };
}

async function editableRole(deps: AppDeps, orgId: string, id: string, version: number) {
  const role = await findRole(deps.db, orgId, id);
  if (!role) throw notFound();
  if (role.is_super_admin === 1) throw conflict('role.superAdminImmutable');
  if (role.version !== version) throw conflict();
  return role;
}

export async function updateRole(
  deps: AppDeps,
  orgId: string,
  input: RoleInput & { id: string; version: number },
) {
  await editableRole(deps, orgId, input.id, input.version);
  const perms = normalizePermissions(input.menuIds, input.actions);
  if (await isRoleNameTaken(deps.db, orgId, input.name, input.id)) throw conflict('role.nameTaken');
  await updateAtVersion(
    deps.db,
    'roles',
    { orgId, id: input.id, version: input.version },
    {
      name: input.name,
      menu_ids: JSON.stringify(perms.menuIds),
      actions: JSON.stringify(perms.actions),
    },
  );
}

/** "Cannot delete a role with users"; removed people's old rows move to the built-in role. */
export async function deleteRole(deps: AppDeps, orgId: string, id: string, version: number) {
  await editableRole(deps, orgId, id, version);
  if ((await countRoleMembers(deps.db, orgId, id)) > 0) throw conflict('role.hasMembers');
  await deps.db.transaction().execute(async (trx) => {
    const builtIn = await trx
      .selectFrom('roles')
      .select('id')
      .where('org_id', '=', orgId)
      .where('is_super_admin', '=', 1)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('members')
      .set({ role_id: builtIn.id })
      .where('org_id', '=', orgId)
      .where('role_id', '=', id)
      .where('status', '=', 'removed')
      .execute();
    await deleteAtVersion(trx, 'roles', { orgId, id, version });
  });
}

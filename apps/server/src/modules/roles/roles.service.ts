import type { z } from 'zod';
import type {
  createRoleBody,
  deleteRoleBody,
  roleListBody,
  updateRoleBody,
} from '@stone/shared/enterprise/roles';
import type { Actor, AppDeps } from '../../context.ts';
import { parseJsonList, type Db } from '../../db/database.ts';
import type { OrgScope } from '../../db/org-scope.ts';
import { actorScope } from '../../db/org-scope.ts';
import { updateAtVersion } from '../../db/versioned-rows.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { withIdempotency } from '../../lib/idempotency.ts';
import { normalizePermissions } from './role-permissions.ts';
import {
  countRoleMembers,
  deleteRoleAtVersion,
  findRole,
  insertRole,
  isRoleNameTaken,
  selectRolePage,
  roleColumns,
  type RoleFields,
} from './roles.repository.ts';

type RoleInput = { name: string; menuIds: number[]; actions: string[] };

export async function getRoleList(actor: Actor, db: Db, query: z.output<typeof roleListBody>) {
  const { rows, total } = await selectRolePage(actorScope(actor, db), query);
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
    total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

/** The role's stored columns, once its name is free (`exceptId`: the role being edited). */
async function roleFields(org: OrgScope, input: RoleInput, exceptId?: string): Promise<RoleFields> {
  const perms = normalizePermissions(input.menuIds, input.actions);
  if (await isRoleNameTaken(org, input.name, exceptId)) throw conflict('role.nameTaken');
  return roleColumns({ name: input.name, ...perms });
}

/** Creates once per requestId; roles_name_uq settles two concurrent twins. */
export async function createRole(
  actor: Actor,
  deps: AppDeps,
  body: z.output<typeof createRoleBody>,
) {
  const { requestId, ...input } = body;
  const scope = { userId: actor.userId, endpoint: 'webRole/createRole', requestId };
  return withIdempotency(deps, scope, async (trx) => {
    const org = actorScope(actor, trx);
    return { id: await insertRole(org, await roleFields(org, input)) };
  });
}

/** The built-in super administrator role can't be edited or deleted. */
async function editableRole(org: OrgScope, id: string, version: number) {
  const role = await findRole(org, id);
  if (!role) throw notFound();
  if (role.is_super_admin === 1) throw conflict('role.superAdminImmutable');
  if (role.version !== version) throw conflict();
  return role;
}

export async function updateRole(actor: Actor, db: Db, input: z.output<typeof updateRoleBody>) {
  const org = actorScope(actor, db);
  await editableRole(org, input.id, input.version);
  const fields = await roleFields(org, input, input.id);
  await updateAtVersion(
    db,
    'roles',
    { orgId: actor.orgId, id: input.id, version: input.version },
    fields,
  );
}

/** "Cannot delete a role with users"; removed people's old rows move to the built-in role. */
export async function deleteRole(actor: Actor, db: Db, input: z.output<typeof deleteRoleBody>) {
  const org = actorScope(actor, db);
  await editableRole(org, input.id, input.version);
  if ((await countRoleMembers(org, input.id)) > 0) throw conflict('role.hasMembers');
  await deleteRoleAtVersion(org, input);
}

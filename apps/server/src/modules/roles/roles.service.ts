import type { z } from 'zod';
import type { Grants } from '@stone/shared';
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
  actorGrants,
  addedPermissions,
  assertHolds,
  type HeldGrants,
  type Permissions,
} from './role-grants.ts';
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

/**
 * The role's stored columns, once its name is free (`exceptId`: the role being edited) and the
 * caller holds every permission it newly grants (`current`: what the edited role has today).
 */
async function roleFields(
  held: Grants,
  org: OrgScope,
  role: { input: RoleInput; exceptId?: string; current?: Permissions },
): Promise<RoleFields> {
  const { input, exceptId, current } = role;
  const perms = normalizePermissions(input.menuIds, input.actions);
  assertHolds(held, current ? addedPermissions(current, perms) : perms, 'role.grantNotHeld');
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
    const held = await actorGrants(actor, trx);
    return { id: await insertRole(org, await roleFields(held, org, { input })) };
  });
}

/**
 * The built-in super administrator role can't be edited or deleted, and nobody edits or deletes
 * the role they hold: they would be widening (or ending) their own permissions.
 */
async function editableRole(org: OrgScope, held: HeldGrants, row: { id: string; version: number }) {
  const role = await findRole(org, row.id);
  if (!role) throw notFound();
  if (role.is_super_admin === 1) throw conflict('role.superAdminImmutable');
  if (held.roleId === role.id) throw conflict('role.ownRole');
  if (role.version !== row.version) throw conflict();
  return role;
}

export async function updateRole(actor: Actor, db: Db, input: z.output<typeof updateRoleBody>) {
  const org = actorScope(actor, db);
  const held = await actorGrants(actor, db);
  const role = await editableRole(org, held, input);
  const current = {
    menuIds: parseJsonList<number>(role.menu_ids),
    actions: parseJsonList<string>(role.actions),
  };
  const fields = await roleFields(held, org, { input, exceptId: input.id, current });
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
  await editableRole(org, await actorGrants(actor, db), input);
  if ((await countRoleMembers(org, input.id)) > 0) throw conflict('role.hasMembers');
  await deleteRoleAtVersion(org, input);
}

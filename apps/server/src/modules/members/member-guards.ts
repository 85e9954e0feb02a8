import type { Actor } from '../../context.ts';
import { parseJsonList, type Db } from '../../db/database.ts';
import { conflict, invalid } from '../../lib/app-error.ts';
import { hasDept } from '../departments/departments.repository.ts';
import { actorScope } from '../../db/org-scope.ts';
import { actorGrants, assertHolds } from '../roles/role-grants.ts';
import { findRole } from '../roles/roles.repository.ts';
import { countEnabledSuperAdmins, isStaffNoTaken } from './members.repository.ts';

/** The member a change is about; absent for someone joining. */
type Target = { id: string; is_super_admin: number };

export type SuperAdminChange = {
  target?: Target;
  losesSuperAdmin: boolean;
  gainsSuperAdmin?: boolean;
  isSelfBlocked?: boolean;
};

/**
 * A role named in a body must be the caller's enterprise's, and one the caller could have made:
 * giving someone a role grants its permissions, so nobody assigns a role holding more than their
 * own. `keptRoleId`, the role the member has now, is not assigned again (editing a member's
 * department keeps their role, however wide).
 */
export async function loadRoleForAssignment(
  actor: Actor,
  db: Db,
  role: { roleId: string; keptRoleId?: string },
) {
  const found = await findRole(actorScope(actor, db), role.roleId);
  if (!found) throw invalid('common.invalidValue', { roleId: 'common.invalidValue' });
  if (found.id !== role.keptRoleId && found.is_super_admin !== 1) {
    const permissions = {
      menuIds: parseJsonList<number>(found.menu_ids),
      actions: parseJsonList<string>(found.actions),
    };
    assertHolds(await actorGrants(actor, db), permissions, 'member.roleBeyondOwn');
  }
  return found;
}

export async function assertDepartment(actor: Actor, db: Db, departmentId: string | null) {
  if (!departmentId) return;
  if (!(await hasDept(actorScope(actor, db), departmentId)))
    throw invalid('common.invalidValue', { departmentId: 'common.invalidValue' });
}

/** The staff number is free, or already the member's own (`memberId`; absent for a newcomer). */
export async function assertStaffNoFree(
  actor: Actor,
  db: Db,
  holder: { staffNo?: string | null | undefined; memberId?: string | undefined },
) {
  if (!holder.staffNo) return;
  if (await isStaffNoTaken(actorScope(actor, db), holder.staffNo, holder.memberId))
    throw conflict('member.staffNoTaken');
}

/**
 * Super administrators are guarded: only another super administrator may make, demote, disable
 * or remove one, nobody disables or removes themselves, and an enabled one always remains.
 */
export async function guardSuperAdminChange(actor: Actor, db: Db, change: SuperAdminChange) {
  const { target } = change;
  if (change.isSelfBlocked && actor.memberId === target?.id) throw conflict('member.notSelf');
  const losesOne = change.losesSuperAdmin && target?.is_super_admin === 1;
  if (!change.gainsSuperAdmin && !losesOne) return;
  if (!actor.isSuperAdmin) throw conflict('member.superAdminOnly');
  if (losesOne && (await countEnabledSuperAdmins(actorScope(actor, db))) <= 1)
    throw conflict('member.lastSuperAdmin');
}

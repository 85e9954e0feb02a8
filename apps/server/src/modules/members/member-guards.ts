import type { Db } from '../../db/database.ts';
import { conflict, invalid } from '../../lib/app-error.ts';
import { countEnabledSuperAdmins } from './members.repository.ts';
export type Caller = { memberId: string; isSuperAdmin: boolean };
type Target = { id: string; is_super_admin: number };

/** A role and department named in a body must be this enterprise's. */
export async function loadRoleForAssignment(db: Db, orgId: string, roleId: string) {
  const role = await db
    .selectFrom('roles')
    .select(['id', 'is_super_admin'])
    .where('org_id', '=', orgId)
    .where('id', '=', roleId)
    .executeTakeFirst();
  if (!role) throw invalid('common.invalidValue', { roleId: 'common.invalidValue' });
  return role;
}

export async function assertDepartment(db: Db, orgId: string, departmentId: string | null) {
  if (!departmentId) return;
  const dept = await db
    .selectFrom('departments')
    .select('id')
    .where('org_id', '=', orgId)
    .where('id', '=', departmentId)
    .executeTakeFirst();
  if (!dept) throw invalid('common.invalidValue', { departmentId: 'common.invalidValue' });
}

export async function assertStaffNoFree(
  db: Db,
  orgId: string,
  staffNo: string | null | undefined,
  exceptMemberId?: string,
) {
  if (!staffNo) return;
  let query = db
    .selectFrom('members')
    .select('id')
    .where('org_id', '=', orgId)
    .where('staff_no', '=', staffNo);
  if (exceptMemberId) query = query.where('id', '!=', exceptMemberId);
  if (await query.executeTakeFirst()) throw conflict('member.staffNoTaken');
}

/**
 * Super administrators are guarded: only another super administrator may demote, disable or
 * remove one, nobody disables or removes themselves, and an enabled one always remains.
 */
export async function guardSuperAdminChange(
  db: Db,
  orgId: string,
  caller: Caller,
  target: Target,
  change: { losesSuperAdmin: boolean; gainsSuperAdmin?: boolean; isSelfBlocked?: boolean },
) {
  if (change.isSelfBlocked && caller.memberId === target.id) throw conflict('member.notSelf');
  const touchesSuperAdmin =
    change.gainsSuperAdmin || (change.losesSuperAdmin && target.is_super_admin === 1);
  if (!touchesSuperAdmin) return;
  if (!caller.isSuperAdmin) throw conflict('member.superAdminOnly');
  if (change.losesSuperAdmin && target.is_super_admin === 1) {
    if ((await countEnabledSuperAdmins(db, orgId)) <= 1) throw conflict('member.lastSuperAdmin');
  }
}

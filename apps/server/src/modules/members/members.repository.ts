import type { Db } from '../../db/database.ts';
import { countOf } from '../../db/list-query.ts';
import { orgScope, sameOrg, type OrgScope } from '../../db/org-scope.ts';
import { newId, nowIso } from '../../lib/crypto.ts';

/** A member's place in the enterprise, as an add or a join sets it. */
type Placement = {
  userId: string;
  roleId: string;
  departmentId?: string | null;
  staffNo?: string | null;
};

/** A new enabled member's row (version 1), without its enterprise: the scope adds it. */
function enabledRow(member: Placement & { id?: string; webAccess?: 0 | 1 }, now: string) {
  return {
    id: member.id ?? newId(),
    user_id: member.userId,
    role_id: member.roleId,
    department_id: member.departmentId ?? null,
    staff_no: member.staffNo ?? null,
    status: 'enabled' as const,
    web_access: member.webAccess ?? 1,
    created_at: now,
    updated_at: now,
    version: 1,
  };
}

/** One member with their role's kind, for the checks every change makes. */
export const findMember = (org: OrgScope, id: string) =>
  org
    .selectFrom('members as m')
    .innerJoin('roles as r', (j) => j.onRef('r.id', '=', 'm.role_id').on(sameOrg('r', 'm')))
    .select(['m.id', 'm.user_id', 'm.role_id', 'm.status', 'm.version', 'r.is_super_admin'])
    .where('m.id', '=', id)
    .where('m.status', '!=', 'removed')
    .executeTakeFirst();

export async function countEnabledSuperAdmins(org: OrgScope): Promise<number> {
  const row = await org
    .selectFrom('members as m')
    .innerJoin('roles as r', (j) => j.onRef('r.id', '=', 'm.role_id').on(sameOrg('r', 'm')))
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('m.status', '=', 'enabled')
    .where('r.is_super_admin', '=', 1)
    .executeTakeFirstOrThrow();
  return countOf(row);
}

/** Whether a member other than `exceptMemberId` holds the staff number (removed ones hold none). */
export async function isStaffNoTaken(org: OrgScope, staffNo: string, exceptMemberId?: string) {
  let query = org.selectFrom('members').select('id').where('staff_no', '=', staffNo);
  if (exceptMemberId) query = query.where('id', '!=', exceptMemberId);
  return (await query.executeTakeFirst()) !== undefined;
}

/**
 * Adds an enabled member without department or staff number (a creator, a test account). Org
 * creation calls it before any member, and so any Actor, exists.
 */
export async function insertEnabledMember(
  db: Db,
  member: { orgId: string; userId: string; roleId: string; webAccess?: 0 | 1; id?: string },
): Promise<void> {
  await orgScope(db, member.orgId)
    .insertInto('members')
    .values(enabledRow(member, nowIso()))
    .execute();
}

/**
 * Makes the person an enabled member; one removed earlier comes back on their old row (one row
 * per person and enterprise). Returns the row's id.
 */
export async function upsertMember(org: OrgScope, member: Placement): Promise<string> {
  const now = nowIso();
  const row = enabledRow(member, now);
  const { role_id, department_id, staff_no, status, web_access } = row;
  const revived = { role_id, department_id, staff_no, status, web_access, updated_at: now };
  const { id } = await org
    .insertInto('members')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['org_id', 'user_id'])
        .doUpdateSet((eb) => ({ ...revived, version: eb('members.version', '+', 1) })),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

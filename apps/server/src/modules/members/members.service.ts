import type { AppDeps } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { newId, nowIso } from '../../lib/crypto.ts';
import { withIdempotency, type IdempotencyScope } from '../../lib/idempotency.ts';
import { lockOrgRow } from '../../lib/org-lock.ts';
import { revokeUserSessions } from '../auth/session.service.ts';
import { assertSeatAvailable } from '../quotas/quotas.service.ts';
import {
  assertDepartment,
  assertStaffNoFree,
  guardSuperAdminChange,
  loadRoleForAssignment,
  type Caller,
} from './member-guards.ts';
import { createInvitedUser, hashUnusablePassword, storeInviteCode } from './invite.ts';
import { findMember } from './members.repository.ts';
export type NewMember = {
  phone: string;
  nickname: string;
  roleId: string;
  departmentId?: string | null;
  staffNo?: string | null;
};

/**
 * Adds a person by phone: an existing account without an enterprise joins; otherwise an account
 * is created and the person gets a one-time sign-in code by SMS. Takes a member seat.
 *
 * Every check runs inside the transaction, after the enterprise row is locked, so concurrent
 * adds see each other's members: the seat quota holds, and a phone or staff number added twice
 * at once answers a conflict for the second.
 */
export async function addMember(
  deps: AppDeps,
  orgId: string,
  caller: Caller,
  input: NewMember,
  scope: IdempotencyScope,
) {
  const known = await deps.db
    .selectFrom('users')
    .select('id')
    .where('phone', '=', input.phone)
    .executeTakeFirst();
  const passwordHash = known ? null : await hashUnusablePassword(deps);
  return withIdempotency(deps, scope, async (trx, afterCommit) => {
    await lockOrgRow(trx, deps.dialect, orgId);
    await checkNewMember(trx, orgId, caller, input);
    const user = await trx
      .selectFrom('users')
      .select(['id', 'current_org_id'])
      .where('phone', '=', input.phone)
      .executeTakeFirst();
    if (user?.current_org_id === orgId) throw conflict('member.alreadyMember');
    if (user?.current_org_id) throw conflict('member.inOtherOrg');
    await assertSeatAvailable(trx, orgId);
    const userId =
      user?.id ??
      (await createInvitedUser(
        trx,
        input.phone,
        input.nickname,
        passwordHash ?? (await hashUnusablePassword(deps)),
      ));
    const memberId = await upsertMember(trx, orgId, userId, input);
    if (!user) afterCommit(await storeInviteCode(trx, deps, input.phone));
    return { id: memberId, accountCreated: !user };
  });
}

async function checkNewMember(db: Db, orgId: string, caller: Caller, input: NewMember) {
  const role = await loadRoleForAssignment(db, orgId, input.roleId);
  await guardSuperAdminChange(
    db,
    orgId,
    caller,
    { id: '', is_super_admin: 0 },
    { losesSuperAdmin: false, gainsSuperAdmin: role.is_super_admin === 1 },
  );
  await assertDepartment(db, orgId, input.departmentId ?? null);
  await assertStaffNoFree(db, orgId, input.staffNo);
}

/** A person removed earlier comes back on their old row (one row per person and enterprise). */
async function upsertMember(db: Db, orgId: string, userId: string, input: NewMember) {
  const now = nowIso();
  const fields = {
    role_id: input.roleId,
    department_id: input.departmentId ?? null,
    staff_no: input.staffNo ?? null,
    status: 'enabled' as const,
    web_access: 1,
    updated_at: now,
  };
  await db
    .insertInto('members')
    .values({ org_id: orgId, id: newId(), user_id: userId, ...fields, created_at: now, version: 1 })
    .onConflict((oc) =>
      oc
        .columns(['org_id', 'user_id'])
        .doUpdateSet((eb) => ({ ...fields, version: eb('members.version', '+', 1) })),
    )
    .execute();
  await db
    .updateTable('users')
    .set({ current_org_id: orgId, updated_at: now })
    .where('id', '=', userId)
    .execute();
  const row = await db
    .selectFrom('members')
    .select('id')
    .where('org_id', '=', orgId)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function loadForChange(deps: AppDeps, orgId: string, id: string, version: number) {
  const member = await findMember(deps.db, orgId, id);
  if (!member) throw notFound();
  if (member.version !== version) throw conflict();
  return member;
}

async function bumpMember(
  deps: AppDeps,
  orgId: string,
  id: string,
  version: number,
  set: Record<string, string | number | null>,
) {
  const result = await deps.db
    .updateTable('members')
    .set({ ...set, updated_at: nowIso(), version: version + 1 })
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw conflict();
}

export async function updateMember(
  deps: AppDeps,
  orgId: string,
  caller: Caller,
  input: {
    id: string;
    roleId: string;
    departmentId: string | null;
    staffNo: string | null;
    version: number;
  },
) {
  const member = await loadForChange(deps, orgId, input.id, input.version);
  const role = await loadRoleForAssignment(deps.db, orgId, input.roleId);
  if (role.id !== member.role_id) {
    await guardSuperAdminChange(deps.db, orgId, caller, member, {
      losesSuperAdmin: role.is_super_admin !== 1,
      gainsSuperAdmin: role.is_super_admin === 1,
    });
  }
  await assertDepartment(deps.db, orgId, input.departmentId);
  await assertStaffNoFree(deps.db, orgId, input.staffNo, member.id);
  await bumpMember(deps, orgId, member.id, input.version, {
    role_id: role.id,
    department_id: input.departmentId,
    staff_no: input.staffNo,
  });
}

/** Disabling ends the member's sessions at once: their next call answers 351539. */
export async function setMemberStatus(
  deps: AppDeps,
  orgId: string,
  caller: Caller,
  input: { id: string; status: 'enabled' | 'disabled'; version: number },
) {
  const member = await loadForChange(deps, orgId, input.id, input.version);
  const disabling = input.status === 'disabled';
  await guardSuperAdminChange(deps.db, orgId, caller, member, {
    losesSuperAdmin: disabling,
    isSelfBlocked: true,
  });
  if (member.status === input.status) return;
  await bumpMember(deps, orgId, member.id, input.version, { status: input.status });
  if (disabling) await revokeUserSessions(deps, member.user_id, 'member_disabled');
}

/**
 * Removal keeps the row (status `removed`) but frees the staff number, the department and the
 * seat; the person's sessions end (next call answers 353028) and they may join elsewhere.
 */
export async function removeMember(
  deps: AppDeps,
  orgId: string,
  caller: Caller,
  input: { id: string; version: number },
) {
  const member = await loadForChange(deps, orgId, input.id, input.version);
  await guardSuperAdminChange(deps.db, orgId, caller, member, {
    losesSuperAdmin: true,
    isSelfBlocked: true,
  });
  await bumpMember(deps, orgId, member.id, input.version, {
    status: 'removed',
    staff_no: null,
    department_id: null,
  });
  await deps.db
    .updateTable('users')
    .set({ current_org_id: null, updated_at: nowIso() })
    .where('id', '=', member.user_id)
    .where('current_org_id', '=', orgId)
    .execute();
  await revokeUserSessions(deps, member.user_id, 'member_removed');
}

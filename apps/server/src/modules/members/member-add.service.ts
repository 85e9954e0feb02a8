import type { z } from 'zod';
import type { addMemberBody } from '@stone/shared/enterprise/members';
import type { Actor, AppDeps } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { conflict } from '../../lib/app-error.ts';
import { withIdempotency } from '../../lib/idempotency.ts';
import { lockOrgRow } from '../../lib/org-lock.ts';
import { actorScope } from '../../db/org-scope.ts';
import { assertSeatAvailable } from '../quotas/quotas.service.ts';
import { enterOrg, findUserByPhone } from '../auth/users.repository.ts';
import { createInvitedUser, hashUnusablePassword, storeInviteCode } from './invite.ts';
import {
  assertDepartment,
  assertStaffNoFree,
  guardSuperAdminChange,
  loadRoleForAssignment,
} from './member-guards.ts';
import { upsertMember } from './members.repository.ts';

export type NewMember = Omit<z.output<typeof addMemberBody>, 'requestId'>;

/**
 * Adds a person by phone: an existing account without an enterprise joins; otherwise an account
 * is created and the person gets a one-time sign-in code by SMS. Takes a member seat; runs once
 * per requestId.
 *
 * Every check runs inside the transaction, after the enterprise row is locked, so concurrent
 * adds see each other's members: the seat quota holds, and a phone or staff number added twice
 * at once answers a conflict for the second.
 */
export async function addMember(actor: Actor, deps: AppDeps, body: z.output<typeof addMemberBody>) {
  const { requestId, ...input } = body;
  const known = await findUserByPhone(deps.db, input.phone);
  const passwordHash = known ? null : await hashUnusablePassword(deps);
  const scope = { userId: actor.userId, endpoint: 'webMember/addMember', requestId };
  return withIdempotency(deps, scope, async (trx, afterCommit) => {
    await lockOrgRow(trx, deps.dialect, actor.orgId);
    await checkNewMember(actor, trx, input);
    const user = await findUserByPhone(trx, input.phone);
    if (user?.current_org_id === actor.orgId) throw conflict('member.alreadyMember');
    if (user?.current_org_id) throw conflict('member.inOtherOrg');
    await assertSeatAvailable(actor, trx);
    const userId =
      user?.id ??
      (await createInvitedUser(trx, {
        phone: input.phone,
        nickname: input.nickname,
        passwordHash: passwordHash ?? (await hashUnusablePassword(deps)),
      }));
    const memberId = await upsertMember(actorScope(actor, trx), { ...input, userId });
    await enterOrg(trx, userId, actor.orgId);
    if (!user) afterCommit(await storeInviteCode(trx, deps, input.phone));
    return { id: memberId, accountCreated: !user };
  });
}

async function checkNewMember(actor: Actor, trx: Db, input: NewMember) {
  const role = await loadRoleForAssignment(actor, trx, { roleId: input.roleId });
  await guardSuperAdminChange(actor, trx, {
    losesSuperAdmin: false,
    gainsSuperAdmin: role.is_super_admin === 1,
  });
  await assertDepartment(actor, trx, input.departmentId ?? null);
  await assertStaffNoFree(actor, trx, { staffNo: input.staffNo });
}

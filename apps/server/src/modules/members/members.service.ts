import type { z } from 'zod';
import type {
  removeMemberBody,
  setMemberStatusBody,
  updateMemberBody,
} from '@stone/shared/enterprise/members';
import type { Actor, AppDeps } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { updateAtVersion } from '../../db/versioned-rows.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { revokeUserSessions } from '../auth/session.service.ts';
import { actorScope } from '../../db/org-scope.ts';
import { leaveCurrentOrg } from '../auth/users.repository.ts';
import {
  assertDepartment,
  assertStaffNoFree,
  guardSuperAdminChange,
  loadRoleForAssignment,
} from './member-guards.ts';
import { findMember } from './members.repository.ts';

/** The member as the user last saw them: gone answers not found, a newer version a conflict. */
async function loadForChange(actor: Actor, db: Db, row: { id: string; version: number }) {
  const member = await findMember(actorScope(actor, db), row.id);
  if (!member) throw notFound();
  if (member.version !== row.version) throw conflict();
  return member;
}

export async function updateMember(actor: Actor, db: Db, input: z.output<typeof updateMemberBody>) {
  const member = await loadForChange(actor, db, input);
  const role = await loadRoleForAssignment(actor, db, {
    roleId: input.roleId,
    keptRoleId: member.role_id,
  });
  if (role.id !== member.role_id) {
    await guardSuperAdminChange(actor, db, {
      target: member,
      losesSuperAdmin: role.is_super_admin !== 1,
      gainsSuperAdmin: role.is_super_admin === 1,
    });
  }
  await assertDepartment(actor, db, input.departmentId);
  await assertStaffNoFree(actor, db, { staffNo: input.staffNo, memberId: member.id });
  await updateAtVersion(
    db,
    'members',
    { orgId: actor.orgId, id: member.id, version: input.version },
    { role_id: role.id, department_id: input.departmentId, staff_no: input.staffNo },
  );
}

/** Disabling ends the member's sessions at once: their next call answers 351539. */
export async function setMemberStatus(
  actor: Actor,
  deps: AppDeps,
  input: z.output<typeof setMemberStatusBody>,
) {
  const member = await loadForChange(actor, deps.db, input);
  const disabling = input.status === 'disabled';
  await guardSuperAdminChange(actor, deps.db, {
    target: member,
    losesSuperAdmin: disabling,
    isSelfBlocked: true,
  });
  if (member.status === input.status) return;
  await updateAtVersion(
    deps.db,
    'members',
    { orgId: actor.orgId, id: member.id, version: input.version },
    { status: input.status },
  );
  if (disabling) await revokeUserSessions(deps, member.user_id, 'member_disabled');
}

/**
 * Removal keeps the row (status `removed`) but frees the staff number, the department and the
 * seat; the person's sessions end (next call answers 353028) and they may join elsewhere.
 */
export async function removeMember(
  actor: Actor,
  deps: AppDeps,
  input: z.output<typeof removeMemberBody>,
) {
  const member = await loadForChange(actor, deps.db, input);
  await guardSuperAdminChange(actor, deps.db, {
    target: member,
    losesSuperAdmin: true,
    isSelfBlocked: true,
  });
  await updateAtVersion(
    deps.db,
    'members',
    { orgId: actor.orgId, id: member.id, version: input.version },
    { status: 'removed', staff_no: null, department_id: null },
  );
  await leaveCurrentOrg(deps.db, member.user_id, actor.orgId);
  await revokeUserSessions(deps, member.user_id, 'member_removed');
}

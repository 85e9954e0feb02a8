import type { Actor, AppDeps } from '../../context.ts';
import type { OrgScope } from '../../db/org-scope.ts';
import { actorScope } from '../../db/org-scope.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { nowIso } from '../../lib/crypto.ts';
import { findMemberOfUser } from '../auth/session.repository.ts';
import {
  assertDepartment,
  assertStaffNoFree,
  guardSuperAdminChange,
  loadRoleForAssignment,
} from '../members/member-guards.ts';
import { assertSeatAvailable } from '../quotas/quotas.service.ts';
import { upsertMember } from '../members/members.repository.ts';
import {
  decideApplication,
  findApplication,
  listApplicationsPage,
} from './join-applications.repository.ts';
import { enterOrg, findCurrentOrgId } from '../auth/users.repository.ts';

type ListQuery = {
  pageNum: number;
  pageSize: number;
  status?: 'pending' | 'approved' | 'rejected' | 'cancelled';
};

export async function listJoinApplications(actor: Actor, deps: AppDeps, query: ListQuery) {
  const org = actorScope(actor, deps.db);
  const { rows, total } = await listApplicationsPage(org, query);
  return {
    list: rows.map((r) => ({
      applicationId: r.id,
      username: r.username,
      nickname: r.nickname,
      phone: r.phone,
      remark: r.remark,
      status: r.status,
      reason: r.reason,
      createdAt: r.created_at,
    })),
    total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

async function pendingApplication(org: OrgScope, applicationId: string) {
  const app = await findApplication(org, applicationId);
  if (!app) throw notFound();
  if (app.status !== 'pending') throw conflict('common.illegalState');
  return app;
}

export type Approval = {
  applicationId: string;
  roleId: string;
  departmentId?: string | undefined;
  staffNo?: string | undefined;
};

/**
 * Approving makes the applicant a member with the chosen role, and that enterprise current. The
 * same rules as adding a member hold: the role and department are this enterprise's, the staff
 * number is free, a seat is available, and only a super administrator grants that role.
 */
export async function approveApplication(actor: Actor, deps: AppDeps, approval: Approval) {
  const { db } = deps;
  const org = actorScope(actor, db);
  const app = await pendingApplication(org, approval.applicationId);
  const role = await loadRoleForAssignment(actor, db, { roleId: approval.roleId });
  const gainsSuperAdmin = role.is_super_admin === 1;
  await guardSuperAdminChange(actor, db, { losesSuperAdmin: false, gainsSuperAdmin });
  await assertDepartment(actor, db, approval.departmentId ?? null);
  const former = await findMemberOfUser(org, app.user_id);
  await assertStaffNoFree(actor, db, { staffNo: approval.staffNo, memberId: former?.id });
  if (await findCurrentOrgId(db, app.user_id)) throw conflict('org.alreadyMember');
  await assertSeatAvailable(actor, db);
  await org.transaction(async (trx) => {
    await upsertMember(trx, { ...approval, userId: app.user_id });
    const decision = { status: 'approved', decidedBy: actor.userId, now: nowIso() } as const;
    await decideApplication(trx, approval.applicationId, decision);
    await enterOrg(trx.db, app.user_id, actor.orgId);
  });
}

export async function rejectApplication(
  actor: Actor,
  deps: AppDeps,
  rejection: { applicationId: string; reason: string },
) {
  const org = actorScope(actor, deps.db);
  await pendingApplication(org, rejection.applicationId);
  await decideApplication(org, rejection.applicationId, {
    status: 'rejected',
    reason: rejection.reason,
    decidedBy: actor.userId,
    now: nowIso(),
  });
}

import type { AppDeps } from '../../context.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import {
  assertDepartment,
  assertStaffNoFree,
  guardSuperAdminChange,
  loadRoleForAssignment,
  type Caller,
} from '../members/member-guards.ts';
import { assertSeatAvailable } from '../quotas/quotas.service.ts';
import { newId, nowIso } from '../../lib/crypto.ts';

type ListQuery = {
  pageNum: number;
  pageSize: number;
  status?: 'pending' | 'approved' | 'rejected' | 'cancelled';
};

export async function listJoinApplications(deps: AppDeps, orgId: string, query: ListQuery) {
  let base = deps.db
    .selectFrom('join_applications as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .where('a.org_id', '=', orgId);
  if (query.status) base = base.where('a.status', '=', query.status);
  const { total } = await base
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .select([
      'a.id',
      'u.username',
      'u.nickname',
      'u.phone',
      'a.remark',
      'a.status',
      'a.reason',
      'a.created_at',
    ])
    .orderBy('a.created_at', 'desc')
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize)
    .execute();
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
    total: Number(total),
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

async function findMemberIdOfUser(deps: AppDeps, orgId: string, userId: string) {
  const row = await deps.db
    .selectFrom('members')
    .select('id')
    .where('org_id', '=', orgId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.id;
}

async function pendingApplication(deps: AppDeps, orgId: string, applicationId: string) {
  const app = await deps.db
    .selectFrom('join_applications')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('id', '=', applicationId)
    .executeTakeFirst();
  if (!app) throw notFound();
  if (app.status !== 'pending') throw conflict('common.illegalState');
  return app;
}

export type Approval = { roleId: string; departmentId?: string; staffNo?: string };

/**
 * Approving makes the applicant a member with the chosen role, and that enterprise current. The
 * same rules as adding a member hold: the role and department are this enterprise's, the staff
 * number is free, a seat is available, and only a super administrator grants that role.
 */
export async function approveApplication(
  deps: AppDeps,
  orgId: string,
  caller: Caller & { userId: string },
  applicationId: string,
  approval: Approval,
) {
  const { db } = deps;
  const app = await pendingApplication(deps, orgId, applicationId);
  const role = await loadRoleForAssignment(db, orgId, approval.roleId);
  await guardSuperAdminChange(
    db,
    orgId,
    caller,
    { id: '', is_super_admin: 0 },
    {
      losesSuperAdmin: false,
      gainsSuperAdmin: role.is_super_admin === 1,
    },
  );
  await assertDepartment(db, orgId, approval.departmentId ?? null);
  const former = await findMemberIdOfUser(deps, orgId, app.user_id);
  await assertStaffNoFree(db, orgId, approval.staffNo, former);
  const user = await db
    .selectFrom('users')
    .select('current_org_id')
    .where('id', '=', app.user_id)
    .executeTakeFirstOrThrow();
  if (user.current_org_id) throw conflict('org.alreadyMember');
  await assertSeatAvailable(db, orgId);
  const deciderId = caller.userId;
  const now = nowIso();
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('members')
      .values({
        org_id: orgId,
        id: newId(),
        user_id: app.user_id,
        role_id: approval.roleId,
        department_id: approval.departmentId ?? null,
        staff_no: approval.staffNo ?? null,
        status: 'enabled',
        web_access: 1,
        created_at: now,
        updated_at: now,
        version: 1,
      })
      .onConflict((oc) =>
        oc.columns(['org_id', 'user_id']).doUpdateSet({
          role_id: approval.roleId,
          department_id: approval.departmentId ?? null,
          staff_no: approval.staffNo ?? null,
          status: 'enabled',
          updated_at: now,
        }),
      )
      .execute();
    await trx
      .updateTable('join_applications')
      .set({ status: 'approved', decided_by: deciderId, updated_at: now })
      .where('org_id', '=', orgId)
      .where('id', '=', applicationId)
      .execute();
    await trx
      .updateTable('users')
      .set({ current_org_id: orgId, updated_at: now })
      .where('id', '=', app.user_id)
      .execute();
  });
}

export async function rejectApplication(
  deps: AppDeps,
  orgId: string,
  deciderId: string,
  applicationId: string,
  reason: string,
) {
  await pendingApplication(deps, orgId, applicationId);
  await deps.db
    .updateTable('join_applications')
    .set({ status: 'rejected', reason, decided_by: deciderId, updated_at: nowIso() })
    .where('org_id', '=', orgId)
    .where('id', '=', applicationId)
    .execute();
}

import { ERROR_CODES } from '@stone/shared';
import type { AppDeps } from '../../context.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { newId, nowIso } from '../../lib/crypto.ts';

export async function applyToJoin(
  deps: AppDeps,
  userId: string,
  orgId: string,
  remark: string | undefined,
) {
  const user = await deps.db
    .selectFrom('users')
    .select('current_org_id')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (user.current_org_id) throw conflict('org.alreadyMember');
  const org = await deps.db
    .selectFrom('orgs')
    .select(['id', 'name'])
    .where('id', '=', orgId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (!org) throw new AppError(ERROR_CODES.NOT_FOUND, 'org.notFound');
  const pending = await deps.db
    .selectFrom('join_applications')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (pending) throw conflict('org.applicationPending');
  const now = nowIso();
  const id = newId();
  await deps.db
    .insertInto('join_applications')
    .values({
      org_id: orgId,
      id,
      user_id: userId,
      remark: remark ?? null,
      status: 'pending',
      reason: null,
      decided_by: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return {
    applicationId: id,
    orgId,
    orgName: org.name,
    status: 'pending' as const,
    reason: null,
    createdAt: now,
  };
}

export async function listMyApplications(deps: AppDeps, userId: string) {
  const rows = await deps.db
    .selectFrom('join_applications as a')
    .innerJoin('orgs as o', 'o.id', 'a.org_id')
    .select(['a.id', 'a.org_id', 'o.name', 'a.status', 'a.reason', 'a.created_at'])
    .where('a.user_id', '=', userId)
    .orderBy('a.created_at', 'desc')
    .limit(20)
    .execute();
  return rows.map((r) => ({
    applicationId: r.id,
    orgId: r.org_id,
    orgName: r.name,
    status: r.status,
    reason: r.reason,
    createdAt: r.created_at,
  }));
}

/** The applicant may withdraw an application only while it is under review. */
export async function cancelApplication(deps: AppDeps, userId: string, applicationId: string) {
  const app = await deps.db
    .selectFrom('join_applications')
    .select(['status'])
    .where('id', '=', applicationId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!app) throw notFound();
  if (app.status !== 'pending') throw conflict('common.illegalState');
  await deps.db
    .updateTable('join_applications')
    .set({ status: 'cancelled', updated_at: nowIso() })
    .where('id', '=', applicationId)
    .where('status', '=', 'pending')
    .execute();
}

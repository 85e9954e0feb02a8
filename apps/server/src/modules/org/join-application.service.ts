import { ERROR_CODES } from '@stone/shared';
import type { AppDeps } from '../../context.ts';
import { orgScope } from '../../db/org-scope.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { newId, nowIso } from '../../lib/crypto.ts';
import {
  cancelPendingApplication,
  findApplicationOfUser,
  hasPendingApplication,
  insertApplication,
  listApplicationsOfUser,
} from './join-applications.repository.ts';
import { findCurrentOrgId } from '../auth/users.repository.ts';
import { findActiveOrg } from './org.repository.ts';

/** How many of their applications a user sees. */
const MY_APPLICATIONS_SHOWN = 20;

/** A user of no enterprise asks to join one; one application may be pending at a time. */
export async function applyToJoin(
  deps: AppDeps,
  userId: string,
  request: { orgId: string; remark?: string | undefined },
) {
  const { orgId } = request;
  if (await findCurrentOrgId(deps.db, userId)) throw conflict('org.alreadyMember');
  const org = await findActiveOrg(deps.db, orgId);
  if (!org) throw new AppError(ERROR_CODES.NOT_FOUND, 'org.notFound');
  if (await hasPendingApplication(deps.db, userId)) throw conflict('org.applicationPending');
  const now = nowIso();
  const id = newId();
  await insertApplication(orgScope(deps.db, orgId), {
    id,
    userId,
    remark: request.remark ?? null,
    now,
  });
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
  const rows = await listApplicationsOfUser(deps.db, userId, MY_APPLICATIONS_SHOWN);
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
  const app = await findApplicationOfUser(deps.db, applicationId, userId);
  if (!app) throw notFound();
  if (app.status !== 'pending') throw conflict('common.illegalState');
  await cancelPendingApplication(orgScope(deps.db, app.org_id), applicationId, nowIso());
}

import type { Db } from '../../db/database.ts';
import type { OrgScope } from '../../db/org-scope.ts';
import type { SessionRevokeReason, SessionsTable } from './auth.tables.ts';

export const insertSession = (db: Db, row: SessionsTable) =>
  db.insertInto('sessions').values(row).execute();

/** The session of a token and its user's current enterprise, in one query: every call asks. */
export const findSessionByTokenHash = (db: Db, tokenHash: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('sessions')
    .select('users.current_org_id')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();

export async function touchSession(db: Db, id: string, now: string): Promise<void> {
  await db.updateTable('sessions').set({ last_used_at: now }).where('id', '=', id).execute();
}

/**
 * Marks the session renewed and shortens its life to `expiresAt`; false when another request
 * renewed it first.
 */
export async function markSessionRenewed(
  db: Db,
  id: string,
  renewal: { now: string; expiresAt: string },
): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ renewed_at: renewal.now, expires_at: renewal.expiresAt })
    .where('id', '=', id)
    .where('renewed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function revokeSessionRow(
  db: Db,
  id: string,
  revoke: { reason: SessionRevokeReason; now: string },
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: revoke.now, revoke_reason: revoke.reason })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every live session of the user except `keepSessionId`, when given. */
export async function revokeLiveSessionsOfUser(
  db: Db,
  userId: string,
  revoke: { reason: SessionRevokeReason; now: string; keepSessionId?: string | undefined },
): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: revoke.now, revoke_reason: revoke.reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (revoke.keepSessionId) query = query.where('id', '!=', revoke.keepSessionId);
  await query.execute();
}

/** The user's live sessions continue in the enterprise they just made or joined. */
export async function moveLiveSessionsToOrg(db: Db, userId: string, orgId: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ org_id: orgId })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * The user's member row in the enterprise, if they ever joined it: a sign-in reads its status,
 * an approved application brings it back.
 */
export const findMemberOfUser = (org: OrgScope, userId: string) =>
  org
    .selectFrom('members')
    .select(['id', 'status'])
    .where('user_id', '=', userId)
    .executeTakeFirst();

import { ERROR_CODES, type MessageKey } from '@stone/shared';
import type { AppDeps } from '../../context.ts';
import type { SessionRevokeReason, SessionsTable } from './auth.tables.ts';
import { AppError } from '../../lib/app-error.ts';
import { addMs, newId, newToken, nowIso, sha256 } from '../../lib/crypto.ts';
import { boundedMemo } from '../../lib/bounded-memo.ts';
import {
  findSessionByTokenHash,
  insertSession,
  markSessionRenewed,
  revokeLiveSessionsOfUser,
  revokeSessionRow,
  touchSession,
} from './session.repository.ts';

const HOUR = 3_600_000;
/** After a renewal the old token keeps working this long, so calls already in flight succeed. */
const RENEWAL_GRACE_MS = 60_000;
/** last_used_at is written at most this often: one write per minute, not per request. */
const TOUCH_INTERVAL_MS = 60_000;

const REVOKED_ANSWER: Record<SessionRevokeReason, [number, MessageKey]> = {
  logout: [ERROR_CODES.NOT_LOGGED_IN, 'auth.notLoggedIn'],
  password_changed: [ERROR_CODES.SESSION_REVOKED, 'auth.sessionRevoked'],
  signed_in_elsewhere: [ERROR_CODES.SESSION_REVOKED, 'auth.sessionRevoked'],
  member_disabled: [ERROR_CODES.MEMBER_DISABLED, 'auth.memberDisabled'],
  member_removed: [ERROR_CODES.MEMBER_REMOVED, 'auth.memberRemoved'],
};

export async function createSession(
  deps: AppDeps,
  userId: string,
  orgId: string | null,
): Promise<string> {
  const token = newToken();
  const now = nowIso();
  await insertSession(deps.db, {
    id: newId(),
    token_hash: sha256(token),
    user_id: userId,
    org_id: orgId,
    created_at: now,
    last_used_at: now,
    expires_at: addMs(now, deps.config.SESSION_MAX_DAYS * 24 * HOUR),
    renewed_at: null,
    revoked_at: null,
    revoke_reason: null,
  });
  return token;
}

type SessionRow = SessionsTable & { current_org_id: string | null };

/** A session row with its times parsed once: every call checks them, a write changes them. */
type KnownSession = { row: SessionRow; expiresAt: number; lastUsedAt: number; createdAt: number };

async function findKnownSession(deps: AppDeps, tokenHash: string) {
  const row = await findSessionByTokenHash(deps.db, tokenHash);
  if (!row) return undefined;
  return {
    row,
    expiresAt: Date.parse(row.expires_at),
    lastUsedAt: Date.parse(row.last_used_at),
    createdAt: Date.parse(row.created_at),
  } satisfies KnownSession;
}

/**
 * A token's hash and read-cache key, remembered for the next call with it: hashing cost 3 µs of
 * the 90 a cached user-info call takes. Only the process's memory holds the tokens, as each
 * request already does; what a token opens is still decided by the session behind the hash.
 */
const sessionKeyOf = boundedMemo(10_000, (token) => {
  const tokenHash = sha256(token);
  return { tokenHash, key: `session:${tokenHash}` };
});

/**
 * Resolves a token to its live session, or throws the code the client must act on: 5 unknown,
 * 15 expired, 16/351539/353028 revoked (by reason), 14 renewed (data: the new token). Every API
 * call comes here: a session the read cache holds is answered without an await, the checks
 * below run on it all the same.
 */
export function resolveSession(deps: AppDeps, token: string): SessionRow | Promise<SessionRow> {
  const { tokenHash, key } = sessionKeyOf(token);
  const known = deps.readCache.peek<KnownSession>(key);
  if (known) return liveSession(deps, known);
  return deps.readCache
    .get(key, () => findKnownSession(deps, tokenHash))
    .then((found) => {
      if (!found) throw new AppError(ERROR_CODES.NOT_LOGGED_IN, 'auth.notLoggedIn');
      return liveSession(deps, found);
    });
}

/** Revocation, expiry and renewal, checked on every call; the writes a call owes go async. */
function liveSession(deps: AppDeps, known: KnownSession): SessionRow | Promise<SessionRow> {
  const session = known.row;
  if (session.revoked_at && session.revoke_reason) {
    const [code, key] = REVOKED_ANSWER[session.revoke_reason];
    throw new AppError(code, key);
  }
  const now = Date.now();
  const idleLimit = known.lastUsedAt + deps.config.SESSION_IDLE_HOURS * HOUR;
  if (now >= known.expiresAt || now >= idleLimit) {
    throw new AppError(ERROR_CODES.TOKEN_EXPIRED, 'auth.tokenExpired');
  }
  const renewAt = known.createdAt + deps.config.SESSION_RENEW_AFTER_HOURS * HOUR;
  if (!session.renewed_at && now >= renewAt) return renewOrTouch(deps, known, now);
  if (now - known.lastUsedAt > TOUCH_INTERVAL_MS) return touch(deps, session);
  return session;
}

async function renewOrTouch(deps: AppDeps, known: KnownSession, now: number) {
  const fresh = await renewSession(deps, known.row);
  if (fresh) throw new AppError(ERROR_CODES.TOKEN_RENEWED, 'common.ok', fresh);
  // Another request renewed it a moment ago: this one proceeds as an ordinary call.
  return now - known.lastUsedAt > TOUCH_INTERVAL_MS ? touch(deps, known.row) : known.row;
}

async function touch(deps: AppDeps, session: SessionRow): Promise<SessionRow> {
  await touchSession(deps.db, session.id, nowIso());
  return session;
}

async function renewSession(deps: AppDeps, old: SessionsTable): Promise<string | null> {
  const now = nowIso();
  const graceEnd = addMs(now, RENEWAL_GRACE_MS);
  const expiresAt = graceEnd < old.expires_at ? graceEnd : old.expires_at;
  // Another request renewed it a moment ago: its caller got the new token; this one proceeds.
  if (!(await markSessionRenewed(deps.db, old.id, { now, expiresAt }))) return null;
  return createSession(deps, old.user_id, old.org_id);
}

export async function revokeSession(deps: AppDeps, sessionId: string, reason: SessionRevokeReason) {
  await revokeSessionRow(deps.db, sessionId, { reason, now: nowIso() });
}

/** Ends every live session of a user (optionally keeping one, e.g. the caller's own). */
export async function revokeUserSessions(
  deps: AppDeps,
  userId: string,
  reason: SessionRevokeReason,
  keepSessionId?: string,
) {
  await revokeLiveSessionsOfUser(deps.db, userId, { reason, now: nowIso(), keepSessionId });
}

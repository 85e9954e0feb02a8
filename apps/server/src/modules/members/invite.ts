import { randomBytes } from 'node:crypto';
import { ADMIN_LIMITS } from '@stone/shared/enterprise/limits';
import type { AppDeps } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { addMs, newId, nowIso, randomDigits, sha256 } from '../../lib/crypto.ts';
import { insertSmsCode } from '../auth/sms-code.repository.ts';
import { insertUser, isUsernameTaken } from '../auth/users.repository.ts';

/**
 * A person added by phone who has no account gets one with an unguessable password, and a
 * one-time sign-in code by SMS: the code is an ordinary `login` SMS code (same hashing as
 * sms-code.service), so "sign in with SMS code" is their way in, now and later.
 */
export async function createInvitedUser(
  db: Db,
  invitee: { phone: string; nickname: string; passwordHash: string },
) {
  const { phone } = invitee;
  const taken = await isUsernameTaken(db, `u${phone}`);
  return insertUser(db, {
    ...invitee,
    username: taken ? `u${phone}_${randomDigits(4)}` : `u${phone}`,
    passwordSet: false,
  });
}

/** Hashed before the transaction opens, so no lock is held while argon2 runs. */
export const hashUnusablePassword = (deps: AppDeps) =>
  deps.hasher.hash(randomBytes(24).toString('base64url'));

/**
 * Stored like any SMS code, in the member's transaction; the returned send runs only once that
 * transaction has committed.
 */
export async function storeInviteCode(trx: Db, deps: AppDeps, phone: string) {
  const id = newId();
  const code = randomDigits(6);
  const now = nowIso();
  await insertSmsCode(trx, {
    id,
    phone,
    purpose: 'login',
    code_hash: sha256(`${id}:${code}`),
    tries: 0,
    created_at: now,
    expires_at: addMs(now, ADMIN_LIMITS.inviteCodeTtlHours * 3_600_000),
    used_at: null,
    ip: 'invite',
  });
  return () => deps.sms.send(phone, code);
}

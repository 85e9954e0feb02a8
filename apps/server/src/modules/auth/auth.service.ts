import { ERROR_CODES } from '@stone/shared';
import type { AppDeps } from '../../context.ts';
import { AppError, conflict, throttled } from '../../lib/app-error.ts';
import { reserveAll } from '../../lib/throttle.ts';
import { orgScope } from '../../db/org-scope.ts';
import {
  clearCurrentOrg,
  findUserByPhone,
  findUserBySignInName,
  findUsersHoldingNameOrPhone,
  insertUser,
} from './users.repository.ts';
import { findMemberOfUser } from './session.repository.ts';
import { createSession } from './session.service.ts';
import { verifySmsCode } from './sms-code.service.ts';

/** Verified against when the user does not exist, so both failures take the same time. */
let decoyHash: Promise<string> | null = null;

export type RegisterInput = { phone: string; smsCode: string; username: string; password: string };

export async function register(deps: AppDeps, input: RegisterInput): Promise<string> {
  const taken = await findUsersHoldingNameOrPhone(deps.db, input.username, input.phone);
  if (taken.some((u) => u.phone === input.phone)) throw conflict('auth.phoneTaken');
  if (taken.some((u) => u.username === input.username)) throw conflict('auth.usernameTaken');
  await verifySmsCode(deps, input.phone, 'register', input.smsCode);
  const id = await insertUser(deps.db, {
    username: input.username,
    phone: input.phone,
    passwordHash: await deps.hasher.hash(input.password),
    nickname: input.username,
  });
  return createSession(deps, id, null);
}

export type PasswordSignIn = { account: string; password: string; ip: string };

export async function loginByPassword(deps: AppDeps, signIn: PasswordSignIn) {
  const { account, password, ip } = signIn;
  const { loginFailuresPerAccount: failuresPerAccount, loginFailuresPerIp: failuresPerIp } =
    deps.throttles;
  // A blocked address is turned away before it can make the database look anything up.
  if (failuresPerIp.isBlocked(ip)) throw throttled('auth.loginThrottled');
  const user = await findUserBySignInName(deps.db, account);
  const accountKey = signInFailureKey(account, user?.id);
  const counters = [
    [failuresPerAccount, accountKey],
    [failuresPerIp, ip],
  ] as const;
  // Counted as a failure before the password is checked (the first await after it): a burst of
  // parallel guesses can't all be evaluated before any of them counts. A sign-in that succeeds
  // gives its count back below.
  if (!reserveAll(counters)) throw throttled('auth.loginThrottled');
  decoyHash ??= deps.hasher.hash('decoy-password-0');
  const valid = await deps.hasher.verify(user?.password_hash ?? (await decoyHash), password);
  if (!user || !valid) throw new AppError(ERROR_CODES.INVALID, 'auth.wrongCredentials');
  failuresPerAccount.reset(accountKey);
  failuresPerIp.unhit(ip);
  return startSession(deps, user.id, user.current_org_id);
}

/**
 * The failures of one person share one budget whichever name they are signed in by (username or
 * phone), so two names don't double the guesses. An account that names nobody is counted by the
 * text typed: still throttled, and answering the same way as a real one reveals nothing.
 */
const signInFailureKey = (account: string, userId: string | undefined): string =>
  userId ? `user:${userId}` : `typed:${account.toLowerCase()}`;

export async function loginBySms(deps: AppDeps, phone: string, smsCode: string) {
  await verifySmsCode(deps, phone, 'login', smsCode);
  const user = await findUserByPhone(deps.db, phone);
  if (!user) throw new AppError(ERROR_CODES.INVALID, 'auth.phoneNotRegistered');
  return startSession(deps, user.id, user.current_org_id);
}

/** A disabled member can't sign in to that enterprise; a removed one signs in without it. */
async function startSession(deps: AppDeps, userId: string, orgId: string | null): Promise<string> {
  if (orgId) {
    const member = await findMemberOfUser(orgScope(deps.db, orgId), userId);
    if (member?.status === 'disabled')
      throw new AppError(ERROR_CODES.MEMBER_DISABLED, 'auth.memberDisabled');
    if (!member || member.status === 'removed') {
      await clearCurrentOrg(deps.db, userId);
      orgId = null;
    }
  }
  return createSession(deps, userId, orgId);
}

import type { AppDeps } from '../../context.ts';
import { invalid } from '../../lib/app-error.ts';
import { nowIso } from '../../lib/crypto.ts';
import { revokeUserSessions } from './session.service.ts';

/**
 * Changing the password ends every other session of the user; the caller's stays. An account
 * made by an enterprise adding a phone has a random password nobody knows (password_set = 0):
 * its first password is set without the old one, the SMS sign-in having proved the phone.
 */
export async function changePassword(
  deps: AppDeps,
  userId: string,
  sessionId: string,
  oldPassword: string | undefined,
  newPassword: string,
) {
  const user = await deps.db
    .selectFrom('users')
    .select(['password_hash', 'password_set'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (user.password_set === 1) {
    if (!oldPassword) throw invalid('common.required', { oldPassword: 'common.required' });
    if (!(await deps.hasher.verify(user.password_hash, oldPassword))) {
      throw invalid('auth.passwordWrong', { oldPassword: 'auth.passwordWrong' });
    }
  }
  const passwordHash = await deps.hasher.hash(newPassword);
  await deps.db
    .updateTable('users')
    .set((eb) => ({
      password_hash: passwordHash,
      password_set: 1,
      updated_at: nowIso(),
      version: eb('version', '+', 1),
    }))
    .where('id', '=', userId)
    .execute();
  await revokeUserSessions(deps, userId, 'password_changed', sessionId);
}

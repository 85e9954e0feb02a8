import type { AppDeps } from '../../context.ts';
import { invalid } from '../../lib/app-error.ts';
import { findUser, setPassword } from './users.repository.ts';
import { revokeUserSessions } from './session.service.ts';

/**
 * Changing the password ends every other session of the user; the caller's stays. An account
 * made by an enterprise adding a phone has a random password nobody knows (password_set = 0):
 * its first password is set without the old one, the SMS sign-in having proved the phone.
 */
export async function changePassword(
  deps: AppDeps,
  session: { userId: string; sessionId: string },
  passwords: { oldPassword?: string | undefined; newPassword: string },
) {
  const { userId, sessionId } = session;
  const { oldPassword, newPassword } = passwords;
  const user = await findUser(deps.db, userId);
  if (user.password_set === 1) {
    if (!oldPassword) throw invalid('common.required', { oldPassword: 'common.required' });
    if (!(await deps.hasher.verify(user.password_hash, oldPassword))) {
      throw invalid('auth.passwordWrong', { oldPassword: 'auth.passwordWrong' });
    }
  }
  await setPassword(deps.db, userId, await deps.hasher.hash(newPassword));
  await revokeUserSessions(deps, userId, 'password_changed', sessionId);
}

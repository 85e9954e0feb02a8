import { ERROR_CODES } from '@stone/shared';
import type { AppDeps } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { nowIso } from '../../lib/crypto.ts';
import { revokeUserSessions } from './session.service.ts';

/** Changing the password ends every other session of the user; the caller's stays. */
export async function changePassword(
  deps: AppDeps,
  userId: string,
  sessionId: string,
  oldPassword: string,
  newPassword: string,
) {
  const user = await deps.db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (!(await deps.hasher.verify(user.password_hash, oldPassword))) {
    throw new AppError(ERROR_CODES.INVALID, 'auth.passwordWrong', {
      oldPassword: 'auth.passwordWrong',
    });
  }
  const passwordHash = await deps.hasher.hash(newPassword);
  await deps.db
    .updateTable('users')
    .set((eb) => ({
      password_hash: passwordHash,
      updated_at: nowIso(),
      version: eb('version', '+', 1),
    }))
    .where('id', '=', userId)
    .execute();
  await revokeUserSessions(deps, userId, 'password_changed', sessionId);
}

import type { z } from 'zod';
import { GENDERS, type savePersonalInfoBody } from '@stone/shared/enterprise/profile';
import type { AppDeps } from '../../context.ts';
import { conflict, invalid } from '../../lib/app-error.ts';
import { verifySmsCode } from '../auth/sms-code.service.ts';
import { nowIso } from '../../lib/crypto.ts';
import { imageUrls } from '../files/file-url.ts';
import { assertOwnedFile } from '../files/files.service.ts';

type Gender = (typeof GENDERS)[number];
const asGender = (value: string | null): Gender =>
  GENDERS.includes(value as Gender) ? (value as Gender) : 'unknown';

export async function getPersonalInfo(deps: AppDeps, userId: string) {
  const user = await deps.db
    .selectFrom('users')
    .select(['nickname', 'phone', 'gender', 'avatar', 'password_set', 'version'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const urls = imageUrls(deps.config, user.avatar);
  return {
    nickname: user.nickname,
    phone: user.phone,
    gender: asGender(user.gender),
    avatarFileId: user.avatar,
    avatarUrl: urls.url,
    avatarThumbUrl: urls.thumbUrl,
    hasPassword: user.password_set === 1,
    version: user.version,
  };
}

/** The user's own record only; the phone stays unique because it signs in too. */
export async function savePersonalInfo(
  deps: AppDeps,
  userId: string,
  input: z.output<typeof savePersonalInfoBody>,
) {
  if (input.avatarFileId)
    await assertOwnedFile(deps, input.avatarFileId, { userId }, 'avatar', 'avatarFileId');
  const phoneHolder = await deps.db
    .selectFrom('users')
    .select('id')
    .where('phone', '=', input.phone)
    .where('id', '!=', userId)
    .executeTakeFirst();
  if (phoneHolder) throw conflict('auth.phoneTaken');
  await confirmPhoneChange(deps, userId, input.phone, input.smsCode);
  const result = await deps.db
    .updateTable('users')
    .set({
      nickname: input.nickname,
      phone: input.phone,
      gender: input.gender,
      avatar: input.avatarFileId,
      updated_at: nowIso(),
      version: input.version + 1,
    })
    .where('id', '=', userId)
    .where('version', '=', input.version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw conflict();
}

/**
 * The phone signs in by SMS, so switching to a new one needs a code sent to that number:
 * otherwise whoever holds a session could move the account to a phone they control.
 */
async function confirmPhoneChange(
  deps: AppDeps,
  userId: string,
  phone: string,
  smsCode: string | undefined,
) {
  const current = await deps.db
    .selectFrom('users')
    .select('phone')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (current.phone === phone) return;
  if (!smsCode) throw invalid('validation.smsCode', { smsCode: 'validation.smsCode' });
  await verifySmsCode(deps, phone, 'changePhone', smsCode);
}

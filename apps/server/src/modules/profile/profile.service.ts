import type { z } from 'zod';
import { GENDERS, type savePersonalInfoBody } from '@stone/shared/enterprise/profile';
import type { AppDeps } from '../../context.ts';
import { conflict, invalid } from '../../lib/app-error.ts';
import { verifySmsCode } from '../auth/sms-code.service.ts';
import { imageUrls } from '../files/file-url.ts';
import { assertOwnedFile } from '../files/files.service.ts';
import { findUser, isPhoneHeldByOther, updatePersonalInfo } from '../auth/users.repository.ts';

type Gender = (typeof GENDERS)[number];
const asGender = (value: string | null): Gender =>
  GENDERS.includes(value as Gender) ? (value as Gender) : 'unknown';

export async function getPersonalInfo(deps: AppDeps, userId: string) {
  const user = await findUser(deps.db, userId);
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
    await assertOwnedFile(
      deps,
      { userId },
      {
        fileId: input.avatarFileId,
        purpose: 'avatar',
        field: 'avatarFileId',
      },
    );
  if (await isPhoneHeldByOther(deps.db, input.phone, userId)) throw conflict('auth.phoneTaken');
  await confirmPhoneChange(deps, userId, input);
  const saved = await updatePersonalInfo(
    deps.db,
    { id: userId, version: input.version },
    {
      nickname: input.nickname,
      phone: input.phone,
      gender: input.gender,
      avatar: input.avatarFileId,
    },
  );
  if (!saved) throw conflict();
}

/**
 * The phone signs in by SMS, so switching to a new one needs a code sent to that number:
 * otherwise whoever holds a session could move the account to a phone they control.
 */
async function confirmPhoneChange(
  deps: AppDeps,
  userId: string,
  { phone, smsCode }: { phone: string; smsCode?: string | undefined },
) {
  const current = await findUser(deps.db, userId);
  if (current.phone === phone) return;
  if (!smsCode) throw invalid('validation.smsCode', { smsCode: 'validation.smsCode' });
  await verifySmsCode(deps, phone, 'changePhone', smsCode);
}

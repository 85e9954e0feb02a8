import { z } from 'zod';
import { int32 } from '../integers.ts';
import { PATTERNS } from '../validators.ts';
import { ADMIN_LIMITS } from './limits.ts';
import { versionSchema } from './org-info.ts';
import { smsCodeSchema } from '../common.ts';
import { singleLineText } from '../text.ts';

export const GENDERS = ['male', 'female', 'unknown'] as const;

export const personalInfoData = z.object({
  nickname: z.string(),
  phone: z.string(),
  gender: z.enum(GENDERS),
  avatarFileId: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  avatarThumbUrl: z.string().nullable(),
  /** False for an account made by an enterprise adding a phone, until its first password is set. */
  hasPassword: z.boolean(),
  version: int32(),
});

export const savePersonalInfoBody = z.strictObject({
  nickname: singleLineText()
    .trim()
    .min(1, 'common.required')
    .max(ADMIN_LIMITS.nicknameMax, 'common.tooLong'),
  phone: singleLineText().min(1, 'common.required').regex(PATTERNS.phone, 'validation.wrongNumber'),
  gender: z.enum(GENDERS),
  avatarFileId: singleLineText().min(1).max(64).nullable(),
  /** Needed only when the phone changes: the code sent to the new number (purpose changePhone). */
  smsCode: smsCodeSchema.optional(),
  version: versionSchema,
});

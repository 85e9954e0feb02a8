import { z } from 'zod';
import { nonNegativeInt32 } from '../integers.ts';
import { LIMITS } from '../limits.ts';
import { idSchema, passwordSchema, phoneSchema, smsCodeSchema, usernameSchema } from '../common.ts';
import { singleLineText } from '../text.ts';

/** Slider puzzle: the server draws a gap at a secret x; the user drags the piece onto it. */
export const sliderPuzzleData = z.object({
  captchaId: idSchema,
  width: z.number(),
  height: z.number(),
  pieceSize: z.number(),
  pieceY: z.number(),
  /** Background with the gap, as a PNG data URL (a raster: no coordinate in its text). */
  background: z.string(),
  /** The piece to drag, as an SVG data URL. */
  piece: z.string(),
});
export const checkSliderBody = z.strictObject({
  captchaId: idSchema,
  x: z.number().finite(),
  /** How long the drag took; a drag faster than a person can move is refused. */
  durationMs: nonNegativeInt32().max(600_000),
});
export const checkSliderData = z.object({ sliderToken: z.string() });

/** changePhone: a code sent to the new number before personal info may switch to it. */
export const SMS_PURPOSES = ['register', 'login', 'changePhone'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];
export const sendSmsCodeBody = z.strictObject({
  phone: phoneSchema,
  purpose: z.enum(SMS_PURPOSES),
  sliderToken: singleLineText().min(1, 'captcha.sliderNeeded').max(200),
});

export const tokenData = z.object({ token: z.string() });

export const registerBody = z
  .strictObject({
    phone: phoneSchema,
    smsCode: smsCodeSchema,
    username: usernameSchema,
    password: passwordSchema,
    confirmPassword: singleLineText().max(LIMITS.passwordMax),
    agreed: z.literal(true, { error: 'auth.agreementRequired' }),
  })
  .refine((b) => b.password === b.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.passwordsInconsistent',
  });

export const loginByPasswordBody = z.strictObject({
  /** User name or phone number. */
  account: singleLineText().min(1, 'validation.username').max(64),
  password: singleLineText().min(1, 'validation.password').max(64),
});

export const loginBySmsBody = z.strictObject({ phone: phoneSchema, smsCode: smsCodeSchema });

export const changePasswordBody = z
  .strictObject({
    /** Left out only by an account whose password was never set (personal info: hasPassword). */
    oldPassword: singleLineText().min(1, 'common.required').max(64).optional(),
    newPassword: passwordSchema,
    confirmPassword: singleLineText().max(LIMITS.passwordMax),
  })
  .refine((b) => b.newPassword === b.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.passwordsInconsistent',
  });

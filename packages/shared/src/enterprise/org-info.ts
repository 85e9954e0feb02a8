import { z } from 'zod';
import { int32, positiveInt32 } from '../integers.ts';
import { LIMITS } from '../limits.ts';
import { ADMIN_LIMITS } from './limits.ts';
import { PATTERNS } from '../validators.ts';
import { phoneSchema } from '../common.ts';
import { multiLineText, singleLineText } from '../text.ts';

/** Updatable records carry `version`; a stale one answers code 4 (api-conventions.md). */
export const versionSchema = positiveInt32();

/**
 * Region: a China province → city → district chain of administrative codes (from the web's
 * maintained division package), or free text for an address abroad.
 */
export const regionSchema = z.discriminatedUnion('country', [
  z.strictObject({
    country: z.literal('CN'),
    codes: z
      .array(singleLineText().regex(/^\d{2,6}$/, 'common.invalidValue'))
      .min(1, 'common.required')
      .max(3),
  }),
  z.strictObject({
    country: z.literal('other'),
    text: singleLineText()
      .trim()
      .min(1, 'common.required')
      .max(LIMITS.orgAddressMax, 'common.tooLong'),
  }),
]);
export type Region = z.infer<typeof regionSchema>;

const text = (max: number, base = singleLineText()) =>
  base.trim().min(1, 'common.required').max(max, 'common.tooLong');

export const orgInfoData = z.object({
  name: z.string(),
  contact: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  region: regionSchema.nullable(),
  address: z.string(),
  logoFileId: z.string().nullable(),
  /** Signed, short-lived address of the logo (and its thumbnail). */
  logoUrl: z.string().nullable(),
  logoThumbUrl: z.string().nullable(),
  version: int32(),
});

export const saveOrgInfoBody = z.strictObject({
  name: text(LIMITS.orgNameMax),
  contact: text(LIMITS.orgContactMax),
  phone: phoneSchema,
  email: singleLineText()
    .trim()
    .max(ADMIN_LIMITS.emailMax, 'common.tooLong')
    .regex(PATTERNS.email, 'validation.email')
    .nullable()
    .optional(),
  region: regionSchema,
  /** A text area in the form: line breaks are kept. */
  address: text(LIMITS.orgAddressMax, multiLineText()),
  /** The logo is required: the id of an image uploaded with purpose `logo`. */
  logoFileId: singleLineText().min(1, 'org.logoRequired').max(64),
  version: versionSchema,
});

import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { PATTERNS } from '../validators.ts';

/** Bodies reject unknown fields (api-conventions.md): `strictObject` everywhere. */
export const emptyBody = z.strictObject({});
export const nullData = z.null();

export const idSchema = z.string().min(1).max(64);
export const phoneSchema = z.string().regex(PATTERNS.phone, 'validation.phone');
export const passwordSchema = z.string().regex(PATTERNS.password, 'validation.password');
export const smsCodeSchema = z.string().regex(PATTERNS.smsCode, 'validation.smsCode');
export const usernameSchema = z
  .string()
  .min(1, 'validation.username')
  .max(LIMITS.usernameMax, 'validation.username')
  .regex(PATTERNS.username, 'validation.username');

export const listRequestShape = {
  pageNum: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(LIMITS.pageSizeMax).default(20),
  sortField: z.string().max(40).optional(),
  sortOrder: z.enum(['ascend', 'descend']).optional(),
};

export function listResponse<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
  });
}

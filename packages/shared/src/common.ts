import { z } from 'zod';
import { int32, positiveInt32 } from './integers.ts';
import { LIMITS } from './limits.ts';
import { PATTERNS } from './validators.ts';
import { singleLineText } from './text.ts';

/** Bodies reject unknown fields (api-conventions.md): `strictObject` everywhere. */
export const emptyBody = z.strictObject({});
export const nullData = z.null();

export const idSchema = singleLineText().min(1).max(64);
export const phoneSchema = singleLineText().regex(PATTERNS.phone, 'validation.phone');
export const passwordSchema = singleLineText().regex(PATTERNS.password, 'validation.password');
export const smsCodeSchema = singleLineText().regex(PATTERNS.smsCode, 'validation.smsCode');
export const usernameSchema = singleLineText()
  .min(1, 'validation.username')
  .max(LIMITS.usernameMax, 'validation.username')
  .regex(PATTERNS.username, 'validation.username');

export const listRequestShape = {
  pageNum: positiveInt32().default(1),
  pageSize: positiveInt32().max(LIMITS.pageSizeMax).default(20),
  sortField: singleLineText().max(40).optional(),
  sortOrder: z.enum(['ascend', 'descend']).optional(),
};

/**
 * Lists count their rows only as far as this many pages past the start of the page asked
 * (issue 24, docs/adr/0023): 200 rows at 20 a page, so a list of a million rows costs about
 * what its page does. Past that the total is a lower bound, `totalCapped` is set, and the pager
 * shows "200+" and still offers the next pages; each page further on counts further.
 */
export const LIST_COUNT_PAGES = 10;

export function listResponse<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: int32(),
    /** The total is a lower bound (more rows match than the list counts, LIST_COUNT_PAGES). */
    totalCapped: z.boolean().optional(),
    pageNum: int32(),
    pageSize: int32(),
  });
}

import { z } from 'zod';
import { int32 } from '../integers.ts';
import { ADMIN_LIMITS } from './limits.ts';
import { QUOTA_KEYS } from './limits.ts';
import { versionSchema } from './org-info.ts';
import { idSchema, listRequestShape, listResponse } from '../common.ts';
import { singleLineText } from '../text.ts';

export const quotaListData = z.object({
  list: z.array(
    z.object({
      key: z.enum(QUOTA_KEYS),
      total: int32(),
      used: int32(),
      available: int32(),
    }),
  ),
});

export const seatListBody = z.strictObject({
  ...listRequestShape,
  sortField: z.enum(['nickname', 'createdAt']).optional(),
  name: singleLineText().trim().max(ADMIN_LIMITS.nicknameMax).optional(),
  hasSeat: z.boolean().optional(),
});
export const seatItem = z.object({
  memberId: z.string(),
  nickname: z.string(),
  phone: z.string(),
  staffNo: z.string().nullable(),
  roleName: z.string(),
  isSuperAdmin: z.boolean(),
  status: z.enum(['enabled', 'disabled']),
  hasSeat: z.boolean(),
  version: int32(),
});
export const seatListData = listResponse(seatItem);

/** Allocate gives the member a seat (the web console); reclaim takes it back. */
export const seatChangeBody = z.strictObject({ memberId: idSchema, version: versionSchema });

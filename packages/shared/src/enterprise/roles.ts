import { z } from 'zod';
import { int32, nonNegativeInt32 } from '../integers.ts';
import { ADMIN_LIMITS } from './limits.ts';
import { versionSchema } from './org-info.ts';
import { idSchema, listRequestShape, listResponse } from '../common.ts';
import { singleLineText } from '../text.ts';

const roleName = singleLineText()
  .trim()
  .min(1, 'common.required')
  .max(ADMIN_LIMITS.roleNameMax, 'common.tooLong');
/** Menu ids and `route:action` keys of the shared route table; checked against it on the server. */
const permissions = {
  menuIds: z.array(nonNegativeInt32()).max(200),
  actions: z.array(singleLineText().max(60)).max(400).default([]),
};

export const roleListBody = z.strictObject({
  ...listRequestShape,
  sortField: z.enum(['name', 'createdAt']).optional(),
  name: singleLineText().trim().max(ADMIN_LIMITS.roleNameMax).optional(),
});
export const roleItem = z.object({
  id: z.string(),
  name: z.string(),
  isSuperAdmin: z.boolean(),
  menuIds: z.array(int32()),
  actions: z.array(z.string()),
  memberCount: int32(),
  createdAt: z.string(),
  version: int32(),
});
export const roleListData = listResponse(roleItem);

export const createRoleBody = z.strictObject({
  name: roleName,
  ...permissions,
  requestId: singleLineText().max(64).optional(),
});
export const createRoleData = z.object({ id: z.string() });
export const updateRoleBody = z.strictObject({
  id: idSchema,
  name: roleName,
  ...permissions,
  version: versionSchema,
});
export const deleteRoleBody = z.strictObject({ id: idSchema, version: versionSchema });

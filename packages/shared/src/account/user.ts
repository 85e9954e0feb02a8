import { z } from 'zod';
import { int32 } from '../integers.ts';

const moduleEntry = z.object({ moduleId: int32(), moduleCode: z.string() });

/** webUser/getCurMcUserInfo: every field of product-spec §7 plus the derived flags. */
export const userInfoData = z.object({
  userId: z.string(),
  username: z.string(),
  phone: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  orgId: z.string().nullable(),
  orgName: z.string().nullable(),
  /** 1: may use the web console; 0: shop-floor app only, sent back to login. */
  loginApp: z.union([z.literal(0), z.literal(1)]),
  webRoleList: z.array(
    z.object({ roleId: z.string(), roleName: z.string(), isSuperAdmin: z.boolean() }),
  ),
  /** First-level menus this user may open. */
  menuLevelOne: z.array(moduleEntry),
  /** The enterprise plan's modules. */
  moduleLevelOne: z.array(moduleEntry),
  resourceList: z.array(z.object({ resourceCode: z.string() })),
  resourceCodeList: z.array(z.string()),
  orgPartnershipMode: int32(),
  /** Every menu id (any level) this user may open, and their action permissions. */
  menuIds: z.array(int32()),
  actions: z.array(z.string()),
  mesLevel: z.union([z.literal(0), z.literal(2), z.literal(3), z.literal(4)]),
  pageFlags: z.object({ module303: z.boolean(), module304: z.boolean() }),
});
export type UserInfo = z.infer<typeof userInfoData>;

export const jumpToMesData = z.object({ url: z.string() });

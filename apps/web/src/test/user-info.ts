import type { DataOf } from '@stone/shared';
import type { UserInfo } from '@stone/shared/account/user';
import { TRIAL_PLAN } from '@stone/shared/enterprise-plan';
import { MODULES } from '@stone/shared/enterprise-plan';

/** A signed-in member of an enterprise on the trial plan; override what a test needs. */
export function makeUser(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    userId: 'u1',
    username: 'admin',
    phone: '13800000000',
    nickname: 'Admin',
    avatar: null,
    orgId: 'o1',
    orgName: 'Demo Stone',
    loginApp: 1,
    webRoleList: [{ roleId: 'r1', roleName: 'Super admin', isSuperAdmin: true }],
    menuLevelOne: [],
    moduleLevelOne: MODULES.map((m) => ({ moduleId: m.moduleId, moduleCode: m.moduleCode })),
    resourceList: TRIAL_PLAN.resourceCodes.map((resourceCode) => ({ resourceCode })),
    resourceCodeList: [...TRIAL_PLAN.resourceCodes],
    orgPartnershipMode: 0,
    menuIds: [],
    actions: [],
    mesLevel: 4,
    pageFlags: { module303: true, module304: true },
    ...overrides,
  };
}

/** A member whose role grants only the given menu ids. */
export const makeLimitedUser = (menuIds: number[], overrides: Partial<UserInfo> = {}) =>
  makeUser({
    webRoleList: [{ roleId: 'r2', roleName: 'Clerk', isSuperAdmin: false }],
    menuIds,
    ...overrides,
  });

type PersonalInfo = DataOf<'webUser/getPersonalInfo'>;

/** What webUser/getPersonalInfo answers for a signed-in member. */
export function makePersonalInfo(overrides: Partial<PersonalInfo> = {}): PersonalInfo {
  return {
    nickname: 'Li Lei',
    phone: '13800000001',
    gender: 'unknown',
    avatarFileId: null,
    avatarUrl: null,
    avatarThumbUrl: null,
    hasPassword: true,
    version: 1,
    ...overrides,
  };
}

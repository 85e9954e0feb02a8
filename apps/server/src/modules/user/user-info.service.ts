import {
  actionKey,
  APP_ROUTES,
  canOpenRoute,
  deriveMesLevel,
  ENDPOINTS,
  MODULES,
} from '@stone/shared';
import { type UserInfo } from '@stone/shared/account/user';
import type { AppDeps } from '../../context.ts';
import { imageUrls } from '../files/file-url.ts';
import { loadMembership } from '../org/membership.ts';
import { PreparedEnvelope, successEnvelopeSchema } from '../../plugins/define-endpoint.ts';
import { jsonSchemaSerializerCompiler } from '../../plugins/serializer.ts';
import { findUser } from '../auth/users.repository.ts';

const writeUserInfoEnvelope = jsonSchemaSerializerCompiler({
  schema: successEnvelopeSchema(ENDPOINTS['webUser/getCurMcUserInfo'].data),
});

/**
 * The whole success answer as bytes, cached like the user info it holds (docs/adr/0006); at
 * once, without an await, when the read cache holds it, as on nearly every page load.
 */
export function getUserInfoEnvelope(
  deps: AppDeps,
  userId: string,
): PreparedEnvelope | Promise<PreparedEnvelope> {
  const key = `userInfoEnvelope:${userId}`;
  return (
    deps.readCache.peek<PreparedEnvelope>(key) ??
    deps.readCache.get(key, async () => {
      const data = await getUserInfo(deps, userId);
      const json = writeUserInfoEnvelope({ result: true, code: 0, msg: '', data });
      return new PreparedEnvelope(Buffer.from(json));
    })
  );
}

/** webUser/getCurMcUserInfo: the user, their enterprise's plan, and what their role opens. */
export function getUserInfo(deps: AppDeps, userId: string): Promise<UserInfo> {
  // Asked on every page load; recomputed only after a write (docs/adr/0006).
  return deps.readCache.get(`userInfo:${userId}`, () => computeUserInfo(deps, userId));
}

async function computeUserInfo(deps: AppDeps, userId: string): Promise<UserInfo> {
  const user = await findUser(deps.db, userId);
  const base = {
    userId: user.id,
    username: user.username,
    phone: user.phone,
    nickname: user.nickname,
    // The stored value is a file id; the client needs a (signed, short-lived) address.
    avatar: imageUrls(deps.config, user.avatar).thumbUrl,
  };
  if (!user.current_org_id) {
    return {
      ...base,
      orgId: null,
      orgName: null,
      loginApp: 1,
      webRoleList: [],
      menuLevelOne: [],
      moduleLevelOne: [],
      resourceList: [],
      resourceCodeList: [],
      orgPartnershipMode: 0,
      menuIds: [],
      actions: [],
      mesLevel: 0,
      pageFlags: { module303: false, module304: false },
    };
  }
  const orgId = user.current_org_id;
  const membership = await loadMembership(deps, orgId, userId);
  const { plan, grants } = membership;
  const open = APP_ROUTES.filter((r) => canOpenRoute(r, plan, grants));
  return {
    ...base,
    orgId,
    orgName: membership.orgName,
    loginApp: membership.webAccess ? 1 : 0,
    webRoleList: [
      {
        roleId: membership.roleId,
        roleName: membership.roleName,
        isSuperAdmin: grants.isSuperAdmin,
      },
    ],
    menuLevelOne: open
      .filter((r) => !r.parent && !r.hidden)
      .map((r) => ({ moduleId: r.menuId, moduleCode: r.name })),
    moduleLevelOne: MODULES.filter((m) => plan.moduleIds.includes(m.moduleId)).map((m) => ({
      ...m,
    })),
    resourceList: plan.resourceCodes.map((resourceCode) => ({ resourceCode })),
    resourceCodeList: [...plan.resourceCodes],
    orgPartnershipMode: plan.partnershipMode,
    menuIds: open.map((r) => r.menuId),
    actions: grants.isSuperAdmin ? allActionsOf(open) : [...grants.actions],
    mesLevel: deriveMesLevel(plan.resourceCodes),
    pageFlags: { module303: plan.moduleIds.includes(303), module304: plan.moduleIds.includes(304) },
  };
}

const allActionsOf = (routes: typeof APP_ROUTES) =>
  routes.flatMap((r) => (r.actions ?? []).map((a) => actionKey(r.name, a)));

import { ERROR_CODES, type Grants, type PlanContext } from '@stone/shared';
import type { AppDeps } from '../../context.ts';
import { parseJsonList } from '../../db/database.ts';
import { orgScope } from '../../db/org-scope.ts';
import { AppError } from '../../lib/app-error.ts';
import { nowIso } from '../../lib/crypto.ts';
import { findMemberStanding } from './membership.repository.ts';

export type Membership = {
  memberId: string;
  roleId: string;
  roleName: string;
  orgName: string;
  webAccess: boolean;
  grants: Grants;
  plan: PlanContext;
};

/**
 * The caller's standing in their current enterprise, or the code that ends their session there:
 * 353028 removed, 351539 disabled, 353001 enterprise disabled or plan expired.
 */
export async function loadMembership(
  deps: AppDeps,
  orgId: string,
  userId: string,
): Promise<Membership> {
  const row = await deps.readCache.get(`member:${orgId}:${userId}`, () =>
    findMemberStanding(orgScope(deps.db, orgId), userId),
  );
  if (!row || row.status === 'removed')
    throw new AppError(ERROR_CODES.MEMBER_REMOVED, 'auth.memberRemoved');
  if (row.status === 'disabled')
    throw new AppError(ERROR_CODES.MEMBER_DISABLED, 'auth.memberDisabled');
  if (row.orgStatus !== 'active' || (row.plan_expires_at && row.plan_expires_at <= nowIso())) {
    throw new AppError(ERROR_CODES.ORG_DISABLED, 'auth.orgDisabled');
  }
  return {
    memberId: row.memberId,
    roleId: row.roleId,
    roleName: row.roleName,
    orgName: row.orgName,
    webAccess: row.web_access === 1,
    grants: {
      isSuperAdmin: row.is_super_admin === 1,
      menuIds: parseJsonList<number>(row.menu_ids),
      actions: parseJsonList<string>(row.actions),
    },
    plan: {
      moduleIds: parseJsonList<number>(row.module_ids),
      resourceCodes: parseJsonList<string>(row.resource_codes),
      partnershipMode: row.partnership_mode,
    },
  };
}

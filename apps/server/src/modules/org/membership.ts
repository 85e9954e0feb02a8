import { ERROR_CODES, type Grants, type PlanContext } from '@stone/shared';
import type { AppDeps } from '../../context.ts';
import { parseJsonList } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { nowIso } from '../../lib/crypto.ts';

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
    deps.db
      .selectFrom('members as m')
      .innerJoin('roles as r', (join) =>
        join.onRef('r.org_id', '=', 'm.org_id').onRef('r.id', '=', 'm.role_id'),
      )
      .innerJoin('orgs as o', 'o.id', 'm.org_id')
      .select([
        'm.id as memberId',
        'm.status',
        'm.web_access',
        'r.id as roleId',
        'r.name as roleName',
        'r.is_super_admin',
        'r.menu_ids',
        'r.actions',
        'o.name as orgName',
        'o.status as orgStatus',
        'o.plan_expires_at',
        'o.module_ids',
        'o.resource_codes',
        'o.partnership_mode',
      ])
      .where('m.org_id', '=', orgId)
      .where('m.user_id', '=', userId)
      .executeTakeFirst(),
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

import { sameOrg, type OrgScope } from '../../db/org-scope.ts';

/** The user's member row with its role and the enterprise's plan, in one query. */
export const findMemberStanding = (org: OrgScope, userId: string) =>
  org
    .selectFrom('members as m')
    .innerJoin('roles as r', (join) => join.onRef('r.id', '=', 'm.role_id').on(sameOrg('r', 'm')))
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
    .where('m.user_id', '=', userId)
    .executeTakeFirst();

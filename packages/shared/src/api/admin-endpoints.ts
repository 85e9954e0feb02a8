import { emptyBody, nullData } from './common.ts';
import { endpoint, type EndpointDef } from './endpoint-def.ts';
import * as members from './admin-members.ts';
import * as orgInfo from './admin-org-info.ts';
import * as profile from './admin-profile.ts';
import * as quotas from './admin-quotas.ts';
import * as roles from './admin-roles.ts';

const members_ = (action?: string) => ({
  route: 'memberManagement',
  ...(action ? { action } : {}),
});
const rolesRoute = (action?: string) => ({
  route: 'rolesManagement',
  ...(action ? { action } : {}),
});

/** Enterprise administration (issue 5). The multipart upload lives in admin-files.ts. */
export const ADMIN_ENDPOINTS = {
  'webOrg/getOrgInfo': endpoint(emptyBody, orgInfo.orgInfoData, { route: 'orgInfo' }),
  'webOrg/saveOrgInfo': endpoint(orgInfo.saveOrgInfoBody, nullData, {
    route: 'orgInfo',
    action: 'edit',
  }),
  'webDept/getDeptTree': endpoint(emptyBody, members.deptTreeData, members_()),
  'webDept/createDept': endpoint(
    members.createDeptBody,
    members.createDeptData,
    members_('department'),
  ),
  'webDept/updateDept': endpoint(members.updateDeptBody, nullData, members_('department')),
  'webDept/deleteDept': endpoint(members.deleteDeptBody, nullData, members_('department')),
  'webMember/getMemberList': endpoint(members.memberListBody, members.memberListData, members_()),
  'webMember/getMemberOptions': endpoint(emptyBody, members.memberOptionsData, members_()),
  'webMember/addMember': endpoint(members.addMemberBody, members.addMemberData, members_('add')),
  'webMember/updateMember': endpoint(members.updateMemberBody, nullData, members_('edit')),
  'webMember/setMemberStatus': endpoint(members.setMemberStatusBody, nullData, members_('disable')),
  'webMember/removeMember': endpoint(members.removeMemberBody, nullData, members_('remove')),
  'webMember/exportMemberList': endpoint(
    members.memberFilterBody,
    members.exportData,
    members_('export'),
  ),
  'webRole/getRoleList': endpoint(roles.roleListBody, roles.roleListData, rolesRoute()),
  'webRole/createRole': endpoint(roles.createRoleBody, roles.createRoleData, rolesRoute('add')),
  'webRole/updateRole': endpoint(roles.updateRoleBody, nullData, rolesRoute('edit')),
  'webRole/deleteRole': endpoint(roles.deleteRoleBody, nullData, rolesRoute('delete')),
  'webUser/getPersonalInfo': endpoint(emptyBody, profile.personalInfoData, 'session'),
  'webUser/savePersonalInfo': endpoint(profile.savePersonalInfoBody, nullData, 'session'),
  'webQuota/getQuotaList': endpoint(emptyBody, quotas.quotaListData, {
    route: 'extendedApplication',
  }),
  'webQuota/getSeatList': endpoint(quotas.seatListBody, quotas.seatListData, {
    route: 'extendedApplication',
  }),
  'webQuota/allocateSeat': endpoint(quotas.seatChangeBody, nullData, {
    route: 'extendedApplication',
    action: 'allocate',
  }),
  'webQuota/reclaimSeat': endpoint(quotas.seatChangeBody, nullData, {
    route: 'extendedApplication',
    action: 'allocate',
  }),
} as const satisfies Record<string, EndpointDef>;

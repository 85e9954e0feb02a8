import { emptyBody, nullData } from '../common.ts';
import { access, endpoint, routeAccess, type EndpointDef } from '../endpoint-def.ts';
import * as members from './members.ts';
import * as orgInfo from './org-info.ts';
import * as profile from './profile.ts';
import * as quotas from './quotas.ts';
import * as roles from './roles.ts';

const members_ = routeAccess('memberManagement');
const rolesRoute = routeAccess('rolesManagement');
const quota = routeAccess('extendedApplication');

/** Enterprise administration (issue 5). The multipart upload lives in files.ts. */
export const ENTERPRISE_ENDPOINTS = {
  'webOrg/getOrgInfo': endpoint(emptyBody, orgInfo.orgInfoData, access('orgInfo')),
  'webOrg/saveOrgInfo': endpoint(orgInfo.saveOrgInfoBody, nullData, access('orgInfo', 'edit')),
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
  'webQuota/getQuotaList': endpoint(emptyBody, quotas.quotaListData, quota()),
  'webQuota/getSeatList': endpoint(quotas.seatListBody, quotas.seatListData, quota()),
  'webQuota/allocateSeat': endpoint(quotas.seatChangeBody, nullData, quota('allocate')),
  'webQuota/reclaimSeat': endpoint(quotas.seatChangeBody, nullData, quota('allocate')),
} as const satisfies Record<string, EndpointDef>;

import type { BodyOf } from '@stone/shared';
import { featureKeys, useApiMutation, useApiQuery } from '../../components/crud/api-query.ts';

/**
 * Every call of the members screen (docs/adr/0008). Any write refreshes the whole feature: a
 * member's change moves the department counts, the choices and the join requests too.
 */
export const memberKeys = featureKeys('members');
const ALL = [memberKeys.all];
const keepPrevious = { placeholderData: <T>(previous: T | undefined) => previous };

export const useMemberList = (body: BodyOf<'webMember/getMemberList'>) =>
  useApiQuery(memberKeys, 'webMember/getMemberList', body, keepPrevious);
/** What the member forms choose from (no role-management permission needed). */
export const useMemberOptions = () => useApiQuery(memberKeys, 'webMember/getMemberOptions', {});
export const useDeptTree = () => useApiQuery(memberKeys, 'webDept/getDeptTree', {});
export const useJoinRequests = (body: BodyOf<'webOrg/getJoinApplicationList'>) =>
  useApiQuery(memberKeys, 'webOrg/getJoinApplicationList', body, keepPrevious);

export const useAddMember = () => useApiMutation('webMember/addMember', ALL);
export const useUpdateMember = () => useApiMutation('webMember/updateMember', ALL);
export const useSetMemberStatus = () => useApiMutation('webMember/setMemberStatus', ALL);
export const useRemoveMember = () => useApiMutation('webMember/removeMember', ALL);
export const useExportMembers = () => useApiMutation('webMember/exportMemberList', []);

export const useCreateDept = () => useApiMutation('webDept/createDept', ALL);
export const useUpdateDept = () => useApiMutation('webDept/updateDept', ALL);
export const useDeleteDept = () => useApiMutation('webDept/deleteDept', ALL);

export const useApproveApplication = () => useApiMutation('webOrg/approveApplication', ALL);
export const useRejectApplication = () => useApiMutation('webOrg/rejectApplication', ALL);

import type { BodyOf } from '@stone/shared';
import { featureKeys, useApiMutation, useApiQuery } from '../../components/crud/api-query.ts';

/** The team screens' calls (docs/adr/0008); every write refreshes lists and views. */
export const teamKeys = featureKeys('teams');
const ALL = [teamKeys.all];
const keepPrevious = { placeholderData: <T>(previous: T | undefined) => previous };

export const useTeamList = (body: BodyOf<'webTeam/getTeamList'>) =>
  useApiQuery(teamKeys, 'webTeam/getTeamList', body, keepPrevious);
export const useTeamChoices = () => useApiQuery(teamKeys, 'webTeam/getTeamChoices', {});
export const useProcessChoices = () => useApiQuery(teamKeys, 'webTeam/getProcessChoices', {});
export const useProcessMembers = (processId: string) =>
  useApiQuery(teamKeys, 'webTeam/getProcessMembers', { processId }, { enabled: !!processId });
export const useCreateTeam = () => useApiMutation('webTeam/createTeam', ALL);
export const useRenameTeam = () => useApiMutation('webTeam/renameTeam', ALL);
export const useDeleteTeam = () => useApiMutation('webTeam/deleteTeam', ALL);
export const useAddTeamMembers = () => useApiMutation('webTeam/addTeamMembers', ALL);
export const useSetCoefficient = () => useApiMutation('webTeam/setMemberCoefficient', ALL);
export const useRemoveTeamMember = () => useApiMutation('webTeam/removeTeamMember', ALL);
export const useAddProcessMember = () => useApiMutation('webTeam/addProcessMember', ALL);
export const useRemoveProcessMember = () => useApiMutation('webTeam/removeProcessMember', ALL);

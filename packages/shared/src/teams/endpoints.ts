import { emptyBody, nullData } from '../common.ts';
import { endpoint, routeAccess, type EndpointDef } from '../endpoint-def.ts';
import * as t from './teams.ts';

const teams = routeAccess('teamManagement');
const processTeams = routeAccess('teamManManagement');

/**
 * Team groups and their coefficients (issue 20). The team screen (`teamManagement`) manages
 * teams and members; the process team members screen (`teamManManagement`) reads a process's
 * workers and adds or removes one, each screen through its own route's calls.
 */
export const TEAM_ENDPOINTS = {
  'webTeam/getTeamList': endpoint(t.teamListBody, t.teamListData, teams()),
  'webTeam/getTeamChoices': endpoint(emptyBody, t.teamChoicesData, teams()),
  'webTeam/createTeam': endpoint(t.createTeamBody, t.createTeamData, teams('add')),
  'webTeam/renameTeam': endpoint(t.renameTeamBody, nullData, teams('edit')),
  'webTeam/deleteTeam': endpoint(t.deleteTeamBody, nullData, teams('delete')),
  'webTeam/addTeamMembers': endpoint(t.addTeamMembersBody, t.teamChangeData, teams('edit')),
  'webTeam/setMemberCoefficient': endpoint(t.setCoefficientBody, t.teamChangeData, teams('edit')),
  'webTeam/removeTeamMember': endpoint(t.removeTeamMemberBody, t.teamChangeData, teams('edit')),
  'webTeam/getProcessMembers': endpoint(t.processMembersBody, t.processMembersData, processTeams()),
  'webTeam/getProcessChoices': endpoint(emptyBody, t.teamChoicesData, processTeams()),
  'webTeam/addProcessMember': endpoint(t.addProcessMemberBody, nullData, processTeams('add')),
  'webTeam/removeProcessMember': endpoint(t.removeTeamMemberBody, nullData, processTeams('delete')),
} as const satisfies Record<string, EndpointDef>;

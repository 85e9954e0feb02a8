import type { FastifyInstance } from 'fastify';
import type { ServerModule } from '../../context.ts';
import { actorScope } from '../../db/org-scope.ts';
import { createOnce } from '../../lib/idempotency.ts';
import { defineEndpoint, ok } from '../../plugins/define-endpoint.ts';
import * as teams from './teams.service.ts';

/** Team groups and process team members (issue 20): teams, members and their coefficients. */
export function registerTeamRoutes(app: FastifyInstance): void {
  const { deps } = app;
  const { db } = deps;
  defineEndpoint(app, 'webTeam/getTeamList', async ({ actor, body }) =>
    ok(await teams.listTeams(actorScope(actor, db), body)),
  );
  defineEndpoint(app, 'webTeam/getTeamChoices', async ({ actor }) =>
    ok(await teams.teamChoices(actorScope(actor, db))),
  );
  defineEndpoint(app, 'webTeam/createTeam', async ({ actor, body }) => {
    const { requestId, ...input } = body;
    const call = { actor, endpoint: 'webTeam/createTeam', requestId } as const;
    return ok(
      await createOnce(deps, call, (trx) => teams.createTeam(actor, trx, input)),
      'team.created',
    );
  });
  defineEndpoint(app, 'webTeam/renameTeam', async ({ actor, body }) => {
    await teams.renameTeam(actor, db, body);
    return ok(null, 'common.saved');
  });
  defineEndpoint(app, 'webTeam/deleteTeam', async ({ actor, body }) => {
    await teams.deleteTeam(actor, db, body);
    return ok(null, 'common.deleted');
  });
  defineEndpoint(app, 'webTeam/addTeamMembers', async ({ actor, body }) => {
    await teams.addMembers(actor, db, body.teamId, body.members);
    return ok(await teams.teamView(actorScope(actor, db), body.teamId), 'team.membersAdded');
  });
  defineEndpoint(app, 'webTeam/setMemberCoefficient', async ({ actor, body }) => {
    await teams.setCoefficient(actor, db, body);
    return ok(await teams.teamView(actorScope(actor, db), body.teamId), 'common.saved');
  });
  defineEndpoint(app, 'webTeam/removeTeamMember', async ({ actor, body }) => {
    await teams.removeMember(actor, db, body);
    return ok(await teams.teamView(actorScope(actor, db), body.teamId), 'team.memberRemoved');
  });
  defineEndpoint(app, 'webTeam/getProcessMembers', async ({ actor, body }) =>
    ok(await teams.processMembers(actorScope(actor, db), body.processId)),
  );
  defineEndpoint(app, 'webTeam/getProcessChoices', async ({ actor }) =>
    ok(await teams.teamChoices(actorScope(actor, db))),
  );
  defineEndpoint(app, 'webTeam/addProcessMember', async ({ actor, body }) => {
    const { teamId, ...member } = body;
    await teams.addMembers(actor, db, teamId, [member]);
    return ok(null, 'team.membersAdded');
  });
  defineEndpoint(app, 'webTeam/removeProcessMember', async ({ actor, body }) => {
    await teams.removeMember(actor, db, body);
    return ok(null, 'team.memberRemoved');
  });
}

export const TEAMS_MODULE: ServerModule = {
  register: registerTeamRoutes,
  uniqueKeys: teams.TEAM_UNIQUE_KEYS,
};

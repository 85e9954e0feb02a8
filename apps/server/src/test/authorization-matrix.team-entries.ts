import type { EndpointPath } from '@stone/shared';
import { PROCESSES } from '@stone/shared/processes/processes';
import type { Entry } from './authorization-matrix.types.ts';
import { asOwner, next, worldFixtures } from './authorization-matrix.fixtures.ts';

type Fixture = { processId: string; teamId: string; workerId: string };

/** Team groups (issue 20): per enterprise a process and a team holding the target at 10 %. */
const { own, other } = worldFixtures<Fixture>(async (ctx, world) => {
  const process = PROCESSES.example(`MARKER-${world.letter}-TP`);
  const created = await asOwner<{ id: string }>(ctx, world, PROCESSES.paths.create, process);
  const team = await asOwner<{ id: string }>(ctx, world, 'webTeam/createTeam', {
    name: `MARKER-${world.letter}-TEAM`,
    processId: created.id,
  });
  await asOwner(ctx, world, 'webTeam/addTeamMembers', {
    teamId: team.id,
    members: [{ workerId: world.target.userId, coefficient: '10' }],
  });
  world.markers.push(created.id, team.id);
  return { processId: created.id, teamId: team.id, workerId: world.target.userId };
});

type TeamPath = Extract<EndpointPath, `webTeam/${string}`>;
const page = { pageNum: 1, pageSize: 100 };
/** Nobody of either enterprise: past the access check, then refused before anything changes. */
const nobody = 'no-such-worker';

export const TEAM_ENTRIES: Record<TeamPath, Entry> = {
  'webTeam/getTeamList': { body: own(() => page) },
  'webTeam/getTeamChoices': { body: own(() => ({})) },
  'webTeam/getProcessChoices': { body: own(() => ({})) },
  'webTeam/createTeam': {
    body: own((fx, c) => ({ name: `MARKER-${c.own.letter}-T${next()}`, processId: fx.processId })),
    cross: other((fx) => ({ name: `T${next()}`, processId: fx.processId })),
    crossCode: 3,
  },
  // A stale version: past the access check, then a conflict; the other's team is missing here.
  'webTeam/renameTeam': {
    body: own((fx) => ({ id: fx.teamId, name: 'x', version: 999 })),
    ok: 4,
    cross: other((fx) => ({ id: fx.teamId, name: 'x', version: 1 })),
    crossCode: 3,
  },
  'webTeam/deleteTeam': {
    body: own((fx) => ({ id: fx.teamId, version: 999 })),
    ok: 4,
    cross: other((fx) => ({ id: fx.teamId, version: 1 })),
    crossCode: 3,
  },
  'webTeam/addTeamMembers': {
    body: own((fx) => ({ teamId: fx.teamId, members: [{ workerId: nobody, coefficient: '1' }] })),
    ok: 4,
    cross: other((fx) => ({
      teamId: fx.teamId,
      members: [{ workerId: nobody, coefficient: '1' }],
    })),
    crossCode: 3,
  },
  // The same coefficient again: allowed and harmless.
  'webTeam/setMemberCoefficient': {
    body: own((fx) => ({ teamId: fx.teamId, workerId: fx.workerId, coefficient: '10' })),
    cross: other((fx) => ({ teamId: fx.teamId, workerId: fx.workerId, coefficient: '10' })),
    crossCode: 3,
  },
  'webTeam/removeTeamMember': {
    body: own((fx) => ({ teamId: fx.teamId, workerId: nobody })),
    ok: 3,
    cross: other((fx) => ({ teamId: fx.teamId, workerId: fx.workerId })),
    crossCode: 3,
  },
  'webTeam/getProcessMembers': {
    body: own((fx) => ({ processId: fx.processId })),
    // Another enterprise's process lists nothing (no marker leaks).
    cross: other((fx) => ({ processId: fx.processId })),
    crossCode: 0,
  },
  'webTeam/addProcessMember': {
    body: own((fx) => ({ teamId: fx.teamId, workerId: nobody, coefficient: '1' })),
    ok: 4,
    cross: other((fx) => ({ teamId: fx.teamId, workerId: nobody, coefficient: '1' })),
    crossCode: 3,
  },
  'webTeam/removeProcessMember': {
    body: own((fx) => ({ teamId: fx.teamId, workerId: nobody })),
    ok: 3,
    cross: other((fx) => ({ teamId: fx.teamId, workerId: fx.workerId })),
    crossCode: 3,
  },
};

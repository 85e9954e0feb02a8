// Test helpers for the team suites (not a test file itself): two processes, four members who
// can be put into teams (by user id, as work reports name workers) and a team maker.
import type { Dialect } from '../../db/database.ts';
import { addAndSignIn, createRole } from '../members/admin-test-kit.ts';
import { nextCode } from '../materials/material-test-kit.ts';
import { addProcess, createProcessTestApp } from '../processes/process-test-kit.ts';

export async function createTeamTestApp(dialect: Dialect) {
  const ctx = await createProcessTestApp(dialect, 'team');
  const roleId = await createRole(ctx.t, ctx.owner.token, nextCode('Worker role '), [100]);
  const workers: { userId: string; name: string }[] = [];
  for (const name of ['Wang', 'Li', 'Zhao', 'Sun']) {
    const nickname = nextCode(name);
    const m = await addAndSignIn(ctx.t, ctx.owner.token, { nickname, roleId });
    const row = await ctx.t.deps.db
      .selectFrom('members')
      .select('user_id')
      .where('id', '=', m.memberId)
      .executeTakeFirstOrThrow();
    workers.push({ userId: row.user_id, name: nickname });
  }
  const process = {
    edge: await addProcess(ctx.api, nextCode('TE'), { name: '磨边 Edge' }),
    polish: await addProcess(ctx.api, nextCode('TP'), { name: '抛光 Polish' }),
  };
  return { ...ctx, workers, process };
}
export type TeamTestApp = Awaited<ReturnType<typeof createTeamTestApp>>;

export type TeamLike = {
  id: string;
  name: string;
  coefficientTotal: string;
  remaining: string;
  version: number;
  members: { workerId: string; name: string; coefficient: string }[];
};

export async function newTeam(ctx: TeamTestApp, processId: string, name = nextCode('Team ')) {
  const res = await ctx.api<{ id: string }>('webTeam/createTeam', { name, processId });
  if (!res.result) throw new Error(`createTeam failed: ${res.msg}`);
  return { id: res.data.id, name };
}

/** The team calls a suite makes, and what is stored. */
export function teamCalls(ctx: () => TeamTestApp) {
  return {
    add: (
      teamId: string,
      members: { workerId: string; coefficient: string }[],
      lang: 'en' | 'zh' = 'en',
    ) => ctx().api<TeamLike>('webTeam/addTeamMembers', { teamId, members }, lang),
    stored: async (teamId: string) => {
      const db = ctx().t.deps.db;
      const team = await db
        .selectFrom('team_groups')
        .select('coefficient_total_bp')
        .where('id', '=', teamId)
        .executeTakeFirstOrThrow();
      const members = await db
        .selectFrom('team_members')
        .select(['worker_id', 'coefficient_bp'])
        .where('team_id', '=', teamId)
        .orderBy('coefficient_bp', 'desc')
        .execute();
      return { total: team.coefficient_total_bp, members };
    },
  };
}

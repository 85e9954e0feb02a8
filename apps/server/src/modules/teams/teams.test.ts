import { afterAll, beforeAll, expect, test } from 'vitest';
import { splitTeamPay } from '@stone/shared/teams/teams';
import { describeEachDialect } from '../../test/test-app.ts';
import { nextCode } from '../materials/material-test-kit.ts';
import { addProcess } from '../processes/process-test-kit.ts';
import {
  createTeamTestApp,
  newTeam,
  teamCalls,
  type TeamLike,
  type TeamTestApp,
} from './team-test-kit.ts';

type Page = { list: TeamLike[]; total: number };

/** Issue 20: team groups, members' coefficients (Σ ≤ 100 %) and one team per worker and process. */
describeEachDialect('team groups', (dialect) => {
  let ctx: TeamTestApp;
  beforeAll(async () => {
    ctx = await createTeamTestApp(dialect);
  });
  afterAll(() => ctx.t.close());
  const { add, stored } = teamCalls(() => ctx);
  const w = (i: number) => ctx.workers[i]!;

  test('a team takes members with coefficients, lists them and shows what is left of 100 %', async () => {
    const team = await newTeam(ctx, ctx.process.edge, 'Edge A');
    const res = await add(team.id, [
      { workerId: w(0).userId, coefficient: '40' },
      { workerId: w(1).userId, coefficient: '35.5' },
    ]);
    expect(res.result, res.msg).toBe(true);
    expect(res.msg).toBe('Members added');
    expect(res.data).toMatchObject({ coefficientTotal: '75.50', remaining: '24.50' });
    expect(res.data.members.map((m) => [m.name, m.coefficient])).toEqual([
      [w(0).name, '40.00'],
      [w(1).name, '35.50'],
    ]);
    const changed = await ctx.api<TeamLike>('webTeam/setMemberCoefficient', {
      teamId: team.id,
      workerId: w(1).userId,
      coefficient: '30',
    });
    expect(changed.data.remaining).toBe('30.00');
    const page = await ctx.api<Page>('webTeam/getTeamList', {
      processId: ctx.process.edge,
      keyword: 'edge a',
    });
    expect(page.data.list.map((t) => [t.name, t.coefficientTotal])).toEqual([['Edge A', '70.00']]);
    const view = await ctx.api<{
      members: { name: string; teamName: string; coefficient: string }[];
    }>('webTeam/getProcessMembers', { processId: ctx.process.edge });
    expect(view.data.members.map((m) => [m.name, m.teamName, m.coefficient])).toEqual([
      [w(0).name, 'Edge A', '40.00'],
      [w(1).name, 'Edge A', '30.00'],
    ]);
    const removed = await ctx.api<TeamLike>('webTeam/removeTeamMember', {
      teamId: team.id,
      workerId: w(1).userId,
    });
    expect(removed.data).toMatchObject({ coefficientTotal: '40.00', remaining: '60.00' });
    expect(await stored(team.id)).toEqual({
      total: 4000,
      members: [{ worker_id: w(0).userId, coefficient_bp: 4000 }],
    });
  });

  test('60 % + 50 % is refused naming what is left, and nothing is stored', async () => {
    const team = await newTeam(ctx, ctx.process.polish);
    expect((await add(team.id, [{ workerId: w(0).userId, coefficient: '60' }])).result).toBe(true);
    const over = await add(team.id, [{ workerId: w(1).userId, coefficient: '50' }]);
    expect(over.code).toBe(4);
    expect(over.msg).toBe(
      `The coefficients of team ${team.name} would exceed 100 %; only 40.00 % is left. Nothing was changed`,
    );
    const zh = await add(team.id, [{ workerId: w(1).userId, coefficient: '50' }], 'zh');
    expect(zh.msg).toContain('仅剩 40.00%');
    const raise = await ctx.api('webTeam/setMemberCoefficient', {
      teamId: team.id,
      workerId: w(0).userId,
      coefficient: '100.01',
    });
    expect(raise.code).toBe(2);
    expect(await stored(team.id)).toEqual({
      total: 6000,
      members: [{ worker_id: w(0).userId, coefficient_bp: 6000 }],
    });
  });

  test('a worker twice under one process is refused naming the worker and their team', async () => {
    const first = await newTeam(ctx, ctx.process.edge, 'Edge B');
    const second = await newTeam(ctx, ctx.process.edge, 'Edge C');
    expect((await add(first.id, [{ workerId: w(2).userId, coefficient: '10' }])).result).toBe(true);
    const again = await add(second.id, [{ workerId: w(2).userId, coefficient: '10' }]);
    expect(again.code).toBe(4);
    expect(again.msg).toBe(
      `${w(2).name} is already in team Edge B of this process; an employee appears once under a process. Nothing was added`,
    );
    const twice = await add(second.id, [
      { workerId: w(3).userId, coefficient: '10' },
      { workerId: w(3).userId, coefficient: '5' },
    ]);
    expect(twice.code).toBe(4);
    expect(twice.msg).toBe(`${w(3).name} is chosen twice; nothing was added`);
    expect(await stored(second.id)).toEqual({ total: 0, members: [] });
  });

  test('bad coefficients are refused with a clear message and nothing is stored', async () => {
    const team = await newTeam(ctx, ctx.process.polish);
    for (const coefficient of ['0', '-5', '100.001', 'abc', '', '101']) {
      const res = await add(team.id, [{ workerId: w(3).userId, coefficient }]);
      expect(res.code, coefficient).toBe(2);
      expect(JSON.stringify(res.data), coefficient).toContain(
        'Enter a coefficient above 0 and at most 100 (percent, at most two decimals, e.g. 35.5)',
      );
    }
    const stranger = await add(team.id, [{ workerId: 'nobody', coefficient: '5' }]);
    expect(stranger.code).toBe(4);
    expect(await stored(team.id)).toEqual({ total: 0, members: [] });
  });

  test('two admins adding at once cannot pass 100 %', async () => {
    // A process of its own: whichever worker wins stays free for the later tests' polish teams.
    const team = await newTeam(
      ctx,
      await addProcess(ctx.api, nextCode('TR'), { name: '切割 Cut' }),
    );
    const results = await Promise.all(
      [0, 1, 2].map((i) =>
        ctx.api('webTeam/addTeamMembers', {
          teamId: team.id,
          members: [{ workerId: w(i === 0 ? 1 : i + 1).userId, coefficient: '60' }],
        }),
      ),
    );
    expect(results.filter((r) => r.result)).toHaveLength(1);
    expect(results.filter((r) => !r.result).map((r) => r.code)).toEqual([4, 4]);
    const s = await stored(team.id);
    expect(s.total).toBe(6000);
    expect(s.members).toHaveLength(1);
  });

  test('two teams of one process adding the same worker at once keep one', async () => {
    const [a, b] = [await newTeam(ctx, ctx.process.edge), await newTeam(ctx, ctx.process.edge)];
    const results = await Promise.all(
      [a, b].map((t) => add(t.id, [{ workerId: w(3).userId, coefficient: '20' }])),
    );
    expect(results.filter((r) => r.result)).toHaveLength(1);
    const loser = results.find((r) => !r.result)!;
    expect(loser.code).toBe(4);
    expect(loser.msg).toContain(`${w(3).name} is already in team`);
    const totals = [(await stored(a.id)).total, (await stored(b.id)).total].sort();
    expect(totals).toEqual([0, 2000]);
  });

  test('rename, and delete takes the members with it; pay splits by the coefficients', async () => {
    const team = await newTeam(ctx, ctx.process.polish, 'Polish X');
    const added = await add(team.id, [{ workerId: w(2).userId, coefficient: '25' }]);
    const clash = await newTeam(ctx, ctx.process.polish, 'Polish Y');
    const taken = await ctx.api('webTeam/renameTeam', {
      id: clash.id,
      name: 'Polish X',
      version: 1,
    });
    expect(taken.code).toBe(4);
    expect(taken.msg).toBe('This process already has a team of that name');
    const stale = await ctx.api('webTeam/deleteTeam', { id: team.id, version: 1 });
    expect(stale.code).toBe(4);
    const gone = await ctx.api('webTeam/deleteTeam', { id: team.id, version: added.data.version });
    expect(gone.result, gone.msg).toBe(true);
    const left = await ctx.t.deps.db
      .selectFrom('team_members')
      .select('worker_id')
      .where('team_id', '=', team.id)
      .execute();
    expect(left).toEqual([]);
    expect(
      splitTeamPay(1000, [
        { workerId: 'a', coefficientBp: 4000 },
        { workerId: 'b', coefficientBp: 3500 },
        { workerId: 'c', coefficientBp: 2500 },
      ]),
    ).toEqual([
      { workerId: 'a', cents: 400 },
      { workerId: 'b', cents: 350 },
      { workerId: 'c', cents: 250 },
    ]);
  });
});

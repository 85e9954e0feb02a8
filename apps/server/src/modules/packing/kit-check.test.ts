import { afterAll, beforeAll, expect, test } from 'vitest';
import { describeEachDialect } from '../../test/test-app.ts';
import {
  createPackingTestApp,
  cutProject,
  statusOf,
  type PackingTestApp,
} from './packing-test-kit.ts';

type Group = { key: string; state: string; pieceCount: number; checkedCount: number };
type Groups = { groups: Group[] };

/** Issue 18: pieces that ship together are checked complete by scan. */
describeEachDialect('kit check', (dialect) => {
  let ctx: PackingTestApp;
  beforeAll(async () => {
    ctx = await createPackingTestApp(dialect, 'kit');
  });
  afterAll(() => ctx.t.close());

  const check = (scans: string[], lang: 'en' | 'zh' = 'en', requestId?: string) =>
    ctx.api<{ checked: { code: string }[]; completedGroups: string[] }>(
      'webMesPack/kitCheck',
      { scans, ...(requestId ? { requestId } : {}) },
      lang,
    );
  const groups = async (projectId: string) =>
    (await ctx.api<Groups>('webMesPack/getKitGroups', { projectId })).data.groups;

  test('a group turns complete when its last piece is checked, and the kit step is reported', async () => {
    const { projectId, pieces } = await cutProject(ctx, [{ boxNo: 1 }, { boxNo: 1 }, { boxNo: 2 }]);
    expect((await groups(projectId)).map((g) => [g.key, g.state])).toEqual([
      ['box:1', 'toAlign'],
      ['box:2', 'toAlign'],
    ]);
    const first = await check([pieces[0]!.scan]);
    expect(first.result, first.msg).toBe(true);
    expect(first.data.completedGroups).toEqual([]);
    expect(await statusOf(ctx, pieces[0]!.id)).toBe('pendingCompleteSet');
    expect((await groups(projectId))[0]).toMatchObject({ state: 'aligning', checkedCount: 1 });
    const second = await check([pieces[1]!.scan]);
    expect(second.data.completedGroups).toEqual(['box:1']);
    expect(await statusOf(ctx, pieces[0]!.id)).toBe('completeSet');
    expect(await statusOf(ctx, pieces[1]!.id)).toBe('completeSet');
    expect((await groups(projectId)).map((g) => g.state)).toEqual(['toPack', 'toAlign']);
    const reports = await ctx.t.deps.db
      .selectFrom('work_reports')
      .select('process_id')
      .where('piece_id', 'in', [pieces[0]!.id, pieces[1]!.id])
      .execute();
    expect(reports.map((r) => r.process_id)).toEqual([ctx.process.kit, ctx.process.kit]);
  });

  test('a project without a packing list groups by plane', async () => {
    const { projectId, planeId, pieces } = await cutProject(ctx, [{}, {}]);
    expect((await groups(projectId)).map((g) => g.key)).toEqual([`plane:${planeId}`]);
    const res = await check(pieces.map((p) => p.scan));
    expect(res.data.completedGroups).toEqual([`plane:${planeId}`]);
    const order = `SO-${projectId.slice(0, 6)}`;
    const projects = await ctx.api<{
      list: { id: string; pieceCount: number; hasPackingList: boolean }[];
    }>('webMesPack/getPackProjects', { keyword: order });
    expect(projects.data.list).toEqual([
      expect.objectContaining({ id: projectId, pieceCount: 2, hasPackingList: false }),
    ]);
  });

  test('pieces not ready are refused naming what they still need, and nothing is checked', async () => {
    const { pieces } = await cutProject(ctx, [{}], { processCode: ctx.codes.withEdge });
    const { pieces: ready } = await cutProject(ctx, [{}]);
    const res = await check([ready[0]!.scan, pieces[0]!.scan]);
    expect(res.code).toBe(4);
    expect(res.msg).toBe(
      `Piece ${pieces[0]!.code} is not ready for the kit check: it still needs 磨边 Edge (cut); nothing was checked`,
    );
    const zh = await check([pieces[0]!.scan], 'zh');
    expect(zh.msg).toBe(
      `工件 ${pieces[0]!.code} 尚不能齐套：还需完成工序「磨边 Edge」（当前为「已切割」），本次未齐套`,
    );
    expect(await statusOf(ctx, ready[0]!.id)).toBe('cut');
    // Reported at its secondary step, it is processed and ready.
    const rep = await ctx.api('webReportWork/reportWork', {
      processId: ctx.process.edge,
      scans: [pieces[0]!.scan],
    });
    expect(rep.result, rep.msg).toBe(true);
    expect(await statusOf(ctx, pieces[0]!.id)).toBe('processed');
    expect((await check([pieces[0]!.scan])).result).toBe(true);

    const { pieces: uncut } = await cutProject(ctx, [{}], { cut: false });
    const notCut = await check([uncut[0]!.scan]);
    expect(notCut.msg).toMatch(
      /^Piece P-\d+ is not ready for the kit check: it is pending (pickup|cut); nothing was checked$/,
    );
  });

  test('unknown, repeated and already checked scans are refused', async () => {
    const { pieces } = await cutProject(ctx, [{}, {}]);
    const unknown = await check(['PC-nothing']);
    expect([unknown.code, unknown.msg]).toEqual([
      3,
      'PC-nothing is not a piece label of this enterprise; nothing was done',
    ]);
    const twice = await check([pieces[0]!.scan, pieces[0]!.scan]);
    expect(twice.msg).toBe(
      `Piece ${pieces[0]!.code} is scanned twice in this call; nothing was done`,
    );
    expect(await statusOf(ctx, pieces[0]!.id)).toBe('cut');
    expect((await check([pieces[0]!.scan])).result).toBe(true);
    const again = await check([pieces[0]!.scan]);
    expect(again.msg).toBe(
      `Piece ${pieces[0]!.code} is already checked (pending complete set); nothing was checked`,
    );
    const empty = await ctx.api('webMesPack/kitCheck', { scans: [] });
    expect(empty.code).toBe(2);
  });

  test('a retried call replays its answer instead of checking twice', async () => {
    const { pieces } = await cutProject(ctx, [{}, {}]);
    const a = await check([pieces[0]!.scan], 'en', 'kit-replay-1');
    const b = await check([pieces[0]!.scan], 'en', 'kit-replay-1');
    expect(a.result && b.result).toBe(true);
    expect(b.data).toEqual(a.data);
  });

  test('checking a group lists what is missing and marks it short; the rest completes it', async () => {
    const { projectId, pieces } = await cutProject(
      ctx,
      [{ boxNo: 1 }, { boxNo: 1 }, { boxNo: 1 }],
      {
        processCode: ctx.codes.plain,
      },
    );
    await ctx.t.deps.db
      .updateTable('project_slabs')
      .set({ process_code: ctx.codes.withEdge })
      .where('id', '=', pieces[2]!.id)
      .execute();
    expect((await check([pieces[0]!.scan])).result).toBe(true);
    const res = await ctx.api<{
      result: string;
      missing: { code: string; status: string; nextStep: string | null; ready: boolean }[];
    }>('webMesPack/checkGroup', { projectId, groupKey: 'box:1' });
    expect(res.msg).toBe('The group is short: see the missing pieces');
    expect(res.data.result).toBe('short');
    expect(res.data.missing.map((m) => [m.code, m.status, m.ready, m.nextStep])).toEqual([
      [pieces[1]!.code, 'cut', true, null],
      [pieces[2]!.code, 'cut', false, '磨边 Edge'],
    ]);
    expect(await statusOf(ctx, pieces[0]!.id)).toBe('incompleteSet');
    expect((await groups(projectId))[0]!.state).toBe('aligning');
    await ctx.api('webReportWork/reportWork', {
      processId: ctx.process.edge,
      scans: [pieces[2]!.scan],
    });
    const rest = await check([pieces[1]!.scan, pieces[2]!.scan]);
    expect(rest.data.completedGroups).toEqual(['box:1']);
    for (const p of pieces) expect(await statusOf(ctx, p.id)).toBe('completeSet');
    const bad = await ctx.api('webMesPack/checkGroup', { projectId, groupKey: 'box:99' });
    expect(bad.code).toBe(3);
  });

  test('another enterprise sees none of it', async () => {
    const { projectId, pieces } = await cutProject(ctx, [{}]);
    const other = await createPackingTestApp(dialect, 'kitother');
    try {
      const scan = await other.api('webMesPack/kitCheck', { scans: [pieces[0]!.scan] });
      expect(scan.code).toBe(3);
      const list = await other.api('webMesPack/getKitGroups', { projectId });
      expect(list.code).toBe(3);
    } finally {
      await other.t.close();
    }
    expect(await statusOf(ctx, pieces[0]!.id)).toBe('cut');
  });
});

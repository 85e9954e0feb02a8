import { dayStartIso, factoryDay } from '@stone/shared/cutting/days';
import { parseMoney } from '@stone/shared/units';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { actorScope } from '../../db/org-scope.ts';
import { describeEachDialect } from '../../test/test-app.ts';
import {
  createPayTestApp,
  payMember,
  seedReports,
  seedTeam,
  type PayTestApp,
} from './pay-test-kit.ts';

type Summary = {
  list: { workerName: string; reportCount: number; reportedAmount: string }[];
  grandTotal: string;
};
type Reports = {
  list: { processName: string; fee: string; amount: string }[];
  total: number;
  workerName: string;
};

/**
 * Issue 20 (docs/adr/0022): pay reads the reports' day rows, the drill-down the reports' frozen
 * values, and the two always agree: a worker's lines add up to their reported amount, a fee
 * changed later changes neither, and a day is the factory's (UTC+8) in both.
 * Pieces are 600 × 400 mm: edge 12.34/m → 24.68; polish 5.00 a piece; kit 33.33/m² → 8.00.
 */
describeEachDialect('pay from day totals', (dialect) => {
  let ctx: PayTestApp;
  let lead: Awaited<ReturnType<typeof payMember>>;
  const workers: Record<string, Awaited<ReturnType<typeof payMember>>> = {};
  const now = new Date(Date.now() - 60_000).toISOString();
  beforeAll(async () => {
    ctx = await createPayTestApp(dialect);
    lead = await payMember(ctx, 'Lead', ['performanceManagement:all']);
    for (const name of ['Carol', 'Dan']) workers[name] = await payMember(ctx, name, []);
    const { edge, polish, kit } = ctx.process;
    const [carol, dan] = [workers.Carol!.userId, workers.Dan!.userId];
    await seedReports(ctx, { workerId: carol, processId: edge, count: 7, at: now });
    await seedReports(ctx, { workerId: carol, processId: kit, count: 3, at: now });
    await seedReports(ctx, { workerId: dan, processId: polish, count: 4, at: now });
    await seedReports(ctx, { workerId: dan, processId: kit, count: 2, at: now });
    await seedTeam(ctx, polish, [
      { workerId: carol, coefficientBp: 5000 },
      { workerId: dan, coefficientBp: 5000 },
    ]);
  });
  afterAll(() => ctx.t.close());

  const summary = (body: object = { preset: 'month' }) =>
    lead.api<Summary>('webPerformance/getPaySummary', body);
  const drillDown = async (workerId: string, body: object = { preset: 'month' }) => {
    const lines: Reports['list'] = [];
    for (let pageNum = 1; ; pageNum++) {
      const page = await lead.api<Reports>('webPerformance/getWorkerReports', {
        ...body,
        workerId,
        pageNum,
        pageSize: 5,
      });
      expect(page.result, page.msg).toBe(true);
      lines.push(...page.data.list);
      if (lines.length >= page.data.total) return lines;
    }
  };
  const sumOf = (lines: { amount: string }[]) =>
    lines.reduce((a, l) => a + parseMoney(l.amount), 0);

  test('every worker’s reported amount is the sum of their drill-down lines', async () => {
    const res = await summary();
    expect(res.result, res.msg).toBe(true);
    for (const [name, w] of Object.entries(workers)) {
      const item = res.data.list.find((x) => x.workerName === name)!;
      const lines = await drillDown(w.userId);
      expect(lines).toHaveLength(item.reportCount);
      expect(sumOf(lines)).toBe(parseMoney(item.reportedAmount));
    }
    // Carol 7 × 24.68 + 3 × 8.00; Dan 4 × 5.00 + 2 × 8.00.
    expect(res.data.grandTotal).toBe('232.76');
  });

  test('a fee changed after the reports changes neither pay nor the lines; new reports take it', async () => {
    const before = await summary();
    const org = actorScope(ctx.owner, ctx.t.deps.db);
    await org
      .updateTable('processes')
      .set({ fee: 900 })
      .where('id', '=', ctx.process.polish)
      .execute();
    expect((await summary()).data).toEqual(before.data);
    const dan = workers.Dan!.userId;
    const lines = await drillDown(dan);
    expect(lines.filter((l) => l.processName === '抛光 Polish')).toEqual(
      Array.from({ length: 4 }, () => expect.objectContaining({ fee: '5.00', amount: '5.00' })),
    );
    await seedReports(ctx, { workerId: dan, processId: ctx.process.polish, count: 1, at: now });
    const after = await summary();
    expect(after.data.grandTotal).toBe('241.76');
    const item = after.data.list.find((x) => x.workerName === 'Dan')!;
    expect(sumOf(await drillDown(dan))).toBe(parseMoney(item.reportedAmount));
  });

  test('a report a millisecond before the factory’s midnight is the day before’s in both', async () => {
    const today = factoryDay(new Date());
    const midnight = Date.parse(dayStartIso(today));
    const eve = await payMember(ctx, 'Eve', []);
    const at = (ms: number) => new Date(ms).toISOString();
    await seedReports(ctx, {
      workerId: eve.userId,
      processId: ctx.process.kit,
      count: 1,
      at: at(midnight - 1),
    });
    await seedReports(ctx, {
      workerId: eve.userId,
      processId: ctx.process.kit,
      count: 2,
      at: at(midnight),
    });
    const range = { fromDay: today, toDay: today };
    const item = (await summary(range)).data.list.find((x) => x.workerName === 'Eve');
    expect(item).toMatchObject({ reportCount: 2, reportedAmount: '16.00' });
    expect(sumOf(await drillDown(eve.userId, range))).toBe(1600);
    const wider = { fromDay: factoryDay(new Date(midnight - 1)), toDay: today };
    expect((await summary(wider)).data.list.find((x) => x.workerName === 'Eve')).toMatchObject({
      reportCount: 3,
    });
    expect(await drillDown(eve.userId, wider)).toHaveLength(3);
  });
});

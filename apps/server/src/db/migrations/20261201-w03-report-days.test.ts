import { dayStartIso, factoryDay } from '@stone/shared/cutting/days';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { actorScope } from '../org-scope.ts';
import { createPayTestApp, seedReports, type PayTestApp } from '../../modules/pay/pay-test-kit.ts';
import { cutPieces } from '../../modules/work-reports/work-report-test-kit.ts';
import { describeEachDialect } from '../../test/test-app.ts';
import { down, up } from './20261201-w03-report-days.ts';

describeEachDialect('migration w03 report values and day totals', (dialect) => {
  let ctx: PayTestApp;
  beforeAll(async () => {
    ctx = await createPayTestApp(dialect);
  });
  afterAll(() => ctx.t.close());

  const org = () => actorScope(ctx.owner, ctx.t.deps.db);
  const snapshot = async () => ({
    reports: (
      await org()
        .selectFrom('work_reports')
        .select(['id', 'value_cents', 'fee_cents', 'unit'])
        .orderBy('id')
        .execute()
    ).map((r) => ({ ...r, value_cents: Number(r.value_cents) })),
    days: (
      await org()
        .selectFrom('work_report_days')
        .selectAll()
        .orderBy('day')
        .orderBy('worker_id')
        .orderBy('process_id')
        .execute()
    ).map((r) => ({ ...r, value_cents: Number(r.value_cents), area_mm2: Number(r.area_mm2) })),
  });
  const pay = async () =>
    (await ctx.api<{ grandTotal: string }>('webPerformance/getPaySummary', { preset: 'quarter' }))
      .data.grandTotal;

  test('reports written before it get the values and day rows the app writes now', async () => {
    const { edge, polish, kit } = ctx.process;
    const today = factoryDay(new Date());
    const midnight = Date.parse(dayStartIso(today));
    const worker = ctx.owner.userId;
    // Every unit, on both sides of the factory's midnight and a month back.
    for (const [processId, at] of [
      [edge, midnight - 1],
      [edge, midnight],
      [polish, midnight - 3_600_000],
      [kit, midnight + 60_000],
      [kit, midnight - 40 * 86_400_000],
    ] as const)
      await seedReports(ctx, {
        workerId: worker,
        processId,
        count: 2,
        at: new Date(at).toISOString(),
      });
    // A report through the scan screen, and one undone there.
    const { pieces } = await cutPieces(ctx, 2);
    const scan = (p: { scan: string }) =>
      ctx.api<{ reports: { id: string }[] }>('webReportWork/reportWork', {
        processId: edge,
        scans: [p.scan],
      });
    await scan(pieces[0]!);
    const undone = (await scan(pieces[1]!)).data.reports[0]!.id;
    await ctx.api('webReportWork/undoReport', { id: undone, reason: 'wrong piece' });

    const written = await snapshot();
    const paid = await pay();
    expect(written.days.length).toBeGreaterThan(3);
    const db = ctx.t.deps.db as unknown as Kysely<unknown>;
    await down(db);
    await up(db);
    expect(await snapshot()).toEqual(written);
    expect(await pay()).toBe(paid);
  });
});

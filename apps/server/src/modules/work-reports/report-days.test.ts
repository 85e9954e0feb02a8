import { factoryDay } from '@stone/shared/cutting/days';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { actorScope } from '../../db/org-scope.ts';
import { describeEachDialect } from '../../test/test-app.ts';
import { nextCode } from '../materials/material-test-kit.ts';
import { addProcess, addProcessCode } from '../processes/process-test-kit.ts';
import { recountReportDays } from './report-days.repository.ts';
import { recordStageReports } from './stage-reports.ts';
import {
  createWorkReportTestApp,
  cutPieces,
  workerWith,
  type WorkReportTestApp,
} from './work-report-test-kit.ts';

type Reported = { reports: { id: string }[] };

/**
 * Issue 20 (docs/adr/0022): every report freezes its value, and its day row (factory day,
 * worker, process) moves with it in the same transaction: reports, batches, undos and the
 * kit-check and packing steps alike. Pieces are 600 × 400 mm: 2 m of edge, 0.24 m²; every
 * process of the kit's route is 12.34 per metre, so a report is worth 24.68.
 */
describeEachDialect('day totals of work reports', (dialect) => {
  let ctx: WorkReportTestApp;
  let kitCheck: string;
  let route: string;
  beforeAll(async () => {
    ctx = await createWorkReportTestApp(dialect);
    kitCheck = await addProcess(ctx.api, nextCode('SK'), {
      name: '齐套检查 Kit check',
      stage: 'kitCheck',
      fee: '33.33',
      unit: 'perSquareMetre',
    });
    route = nextCode('ST-');
    await addProcessCode(ctx.api, route, [ctx.process.edge, kitCheck]);
  });
  afterAll(() => ctx.t.close());

  const org = () => actorScope(ctx.owner, ctx.t.deps.db);
  const today = () => factoryDay(new Date());
  const dayRows = async () =>
    (
      await org()
        .selectFrom('work_report_days')
        .select(['day', 'worker_id', 'process_id', 'report_count', 'value_cents', 'area_mm2'])
        .orderBy('day')
        .orderBy('worker_id')
        .orderBy('process_id')
        .execute()
    ).map((r) => ({ ...r, value_cents: Number(r.value_cents), area_mm2: Number(r.area_mm2) }));
  const rowOf = async (processId: string) =>
    (await dayRows()).find((r) => r.process_id === processId && r.worker_id === ctx.owner.userId);
  const report = (processId: string, scans: string[]) =>
    ctx.api<Reported>('webReportWork/reportWork', { processId, scans });
  const valueOf = async (id: string) =>
    Number(
      (
        await org()
          .selectFrom('work_reports')
          .select('value_cents')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).value_cents,
    );

  test('reports and a batch add to their day row; undos take off what they added', async () => {
    const lead = await workerWith(ctx, 'Lead', ['reportWork:report', 'reportWork:undo']);
    const { pieces } = await cutPieces(ctx, 3);
    const edges: string[] = [];
    for (const p of pieces)
      edges.push((await report(ctx.process.edge, [p.scan])).data.reports[0]!.id);
    const batch = await report(
      ctx.process.polish,
      pieces.map((p) => p.scan),
    );
    expect(batch.data.reports).toHaveLength(3);
    const day = { day: today(), worker_id: ctx.owner.userId };
    expect(await rowOf(ctx.process.edge)).toEqual({
      ...day,
      process_id: ctx.process.edge,
      report_count: 3,
      value_cents: 3 * 2468,
      area_mm2: 3 * 240_000,
    });
    expect(await rowOf(ctx.process.polish)).toMatchObject({ report_count: 3, value_cents: 7404 });

    for (const r of batch.data.reports)
      expect(
        (await lead.api('webReportWork/undoReport', { id: r.id, reason: 'redo' })).result,
      ).toBe(true);
    // A row left with no report is gone: nobody is listed for pay with nothing reported.
    expect(await rowOf(ctx.process.polish)).toBeUndefined();
    await lead.api('webReportWork/undoReport', { id: edges[0], reason: 'wrong piece' });
    expect(await rowOf(ctx.process.edge)).toMatchObject({ report_count: 2, value_cents: 4936 });
    await lead.api('webReportWork/undoReport', { id: edges[1], reason: 'wrong piece' });
    await lead.api('webReportWork/undoReport', { id: edges[2], reason: 'wrong piece' });
    expect(await rowOf(ctx.process.edge)).toBeUndefined();
  });

  test('a fee changed after a report changes neither the report nor what its undo takes off', async () => {
    const lead = await workerWith(ctx, 'Lead 2', ['reportWork:report', 'reportWork:undo']);
    const { pieces } = await cutPieces(ctx, 2);
    const first = (await report(ctx.process.edge, [pieces[0]!.scan])).data.reports[0]!.id;
    await org()
      .updateTable('processes')
      .set({ fee: 2000 })
      .where('id', '=', ctx.process.edge)
      .execute();
    const second = (await report(ctx.process.edge, [pieces[1]!.scan])).data.reports[0]!.id;
    // Fees in force at report time: 12.34/m then 20.00/m, 2 m each.
    expect([await valueOf(first), await valueOf(second)]).toEqual([2468, 4000]);
    expect(await rowOf(ctx.process.edge)).toMatchObject({ report_count: 2, value_cents: 6468 });
    await lead.api('webReportWork/undoReport', { id: first, reason: 'wrong piece' });
    expect(await rowOf(ctx.process.edge)).toMatchObject({ report_count: 1, value_cents: 4000 });
    await lead.api('webReportWork/undoReport', { id: second, reason: 'wrong piece' });
    expect(await rowOf(ctx.process.edge)).toBeUndefined();
    await org()
      .updateTable('processes')
      .set({ fee: 1234 })
      .where('id', '=', ctx.process.edge)
      .execute();
  });

  test('kit-check steps reported by their screen add to the scanner’s day row', async () => {
    const { pieces } = await cutPieces(ctx, 2, { processCode: route });
    for (const p of pieces) expect((await report(ctx.process.edge, [p.scan])).result).toBe(true);
    await org().transaction((trx) =>
      recordStageReports(trx, ctx.owner, { pieceIds: pieces.map((p) => p.id), stage: 'kitCheck' }),
    );
    // 33.33/m² × 0.24 m² = 7.9992, rounded once per report.
    expect(await rowOf(kitCheck)).toMatchObject({
      report_count: 2,
      value_cents: 1600,
      area_mm2: 480_000,
    });
  });

  test('a recount from the reports (the bulk writers’ path) gives the rows the writes kept', async () => {
    const kept = await dayRows();
    expect(kept.length).toBeGreaterThan(0);
    await recountReportDays(org());
    expect(await dayRows()).toEqual(kept);
  });
});

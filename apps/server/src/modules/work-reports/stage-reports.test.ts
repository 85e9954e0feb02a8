import { afterAll, beforeAll, expect, test } from 'vitest';
import { actorScope } from '../../db/org-scope.ts';
import { describeEachDialect } from '../../test/test-app.ts';
import { nextCode } from '../materials/material-test-kit.ts';
import { addProcess, addProcessCode } from '../processes/process-test-kit.ts';
import { applyPieceEvent } from '../projects/piece-lifecycle.service.ts';
import { recordStageReports } from './stage-reports.ts';
import {
  createWorkReportTestApp,
  cutPieces,
  pieceStatus,
  type WorkReportTestApp,
} from './work-report-test-kit.ts';

type Reported = { reports: { pieceStatus: string; nextProcessName: string | null }[] };

/**
 * Issue 18: a route ends with kit-check and packing steps, which their own screens report.
 * The report screen takes the saw's and second processing's steps, and finishing those is
 * finishing second processing.
 */
describeEachDialect('kit-check and packing steps of a route', (dialect) => {
  let ctx: WorkReportTestApp;
  let route: { edge: string; kit: string; pack: string; code: string };
  beforeAll(async () => {
    ctx = await createWorkReportTestApp(dialect);
    const kit = await addProcess(ctx.api, nextCode('SK'), {
      name: '齐套检查 Kit check',
      stage: 'kitCheck',
    });
    const pack = await addProcess(ctx.api, nextCode('SP'), { name: '打包 Pack', stage: 'packing' });
    const code = nextCode('ST-');
    await addProcessCode(ctx.api, code, [ctx.process.edge, kit, pack]);
    route = { edge: ctx.process.edge, kit, pack, code };
  });
  afterAll(() => ctx.t.close());

  const report = (processId: string, scans: string[], lang: 'en' | 'zh' = 'en') =>
    ctx.api<Reported>('webReportWork/reportWork', { processId, scans }, lang);
  const reportsOf = (pieceId: string) =>
    ctx.t.deps.db
      .selectFrom('work_reports')
      .select(['process_id', 'worker_id'])
      .where('piece_id', '=', pieceId)
      .orderBy('step')
      .execute();

  test('the last shop step finishes second processing; kit and pack steps are refused there', async () => {
    const { pieces } = await cutPieces(ctx, 1, { processCode: route.code });
    const piece = pieces[0]!;
    const edge = await report(route.edge, [piece.scan]);
    expect(edge.data.reports[0]).toMatchObject({ pieceStatus: 'processed', nextProcessName: null });
    expect(await pieceStatus(ctx, piece.id)).toBe('processed');

    const kit = await report(route.kit, [piece.scan]);
    expect(kit.result).toBe(false);
    expect(kit.msg).toBe(
      '齐套检查 Kit check is a kit-check step: scan it on the kit-check screen; nothing was reported',
    );
    const pack = await report(route.pack, [piece.scan], 'zh');
    expect(pack.msg).toBe('「打包 Pack」是打包工序，工件装箱时自动报工；本次未报工');
    expect(await reportsOf(piece.id)).toHaveLength(1);

    const context = await ctx.api<{ processes: { id: string }[] }>(
      'webReportWork/getScanContext',
      {},
    );
    const offered = context.data.processes.map((p) => p.id);
    expect(offered).toContain(route.edge);
    expect(offered).not.toContain(route.kit);
    expect(offered).not.toContain(route.pack);
  });

  test('kit check and packing report their steps once, in the scanner’s name', async () => {
    const { pieces } = await cutPieces(ctx, 2, { processCode: route.code });
    const ids = pieces.map((p) => p.id);
    const org = actorScope(ctx.owner, ctx.t.deps.db);
    expect((await report(route.edge, [pieces[0]!.scan])).result).toBe(true);
    await org.transaction(async (trx) => {
      expect(await recordStageReports(trx, ctx.owner, { pieceIds: ids, stage: 'kitCheck' })).toBe(
        2,
      );
      // A repeat (a second scan of a checked piece) reports nothing twice.
      expect(await recordStageReports(trx, ctx.owner, { pieceIds: ids, stage: 'kitCheck' })).toBe(
        0,
      );
      expect(await recordStageReports(trx, ctx.owner, { pieceIds: ids, stage: 'packing' })).toBe(2);
    });
    expect(await reportsOf(ids[0]!)).toEqual([
      { process_id: route.edge, worker_id: ctx.owner.userId },
      { process_id: route.kit, worker_id: ctx.owner.userId },
      { process_id: route.pack, worker_id: ctx.owner.userId },
    ]);
    // A piece of a route without such a step gets no report.
    const plain = await cutPieces(ctx, 1);
    await org.transaction(async (trx) => {
      const none = await recordStageReports(trx, ctx.owner, {
        pieceIds: [plain.pieces[0]!.id],
        stage: 'packing',
      });
      expect(none).toBe(0);
    });
    // Binding to a frame leaves the piece reportable at its next step.
    const bound = await cutPieces(ctx, 1, { processCode: route.code });
    await applyPieceEvent(org, { pieceIds: [bound.pieces[0]!.id], event: 'bind' });
    expect(await pieceStatus(ctx, bound.pieces[0]!.id)).toBe('pendingProcessing');
    expect((await report(route.edge, [bound.pieces[0]!.scan])).result).toBe(true);
    expect(await pieceStatus(ctx, bound.pieces[0]!.id)).toBe('processed');
  });
});

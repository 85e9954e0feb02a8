import { afterAll, beforeAll, expect, test } from 'vitest';
import { processQrValue } from '@stone/shared/processes/enums';
import { pieceScanCode } from '@stone/shared/production/piece-label';
import { describeEachDialect } from '../../test/test-app.ts';
import { createOwner } from '../members/admin-test-kit.ts';
import { seedPlane } from '../planning/planning-test-kit.ts';
import {
  createWorkReportTestApp,
  cutPieces,
  pieceStatus,
  workerWith,
  type WorkReportTestApp,
} from './work-report-test-kit.ts';

type Report = {
  id: string;
  pieceCode: string;
  pieceStatus: string;
  nextProcessName: string | null;
};
type Reported = { reports: Report[] };
type Page<T> = { list: T[]; total: number };

/** Issue 17: workers report finished work by scanning piece labels at a process of the route. */
describeEachDialect('work reports', (dialect) => {
  let ctx: WorkReportTestApp;
  beforeAll(async () => {
    ctx = await createWorkReportTestApp(dialect);
  });
  afterAll(() => ctx.t.close());

  const report = (processId: string, scans: string[], lang: 'en' | 'zh' = 'en') =>
    ctx.api<Reported>('webReportWork/reportWork', { processId, scans }, lang);
  const reportCount = async () =>
    (await ctx.t.deps.db.selectFrom('work_reports').select('id').execute()).length;

  test('a scan at the piece’s next process reports it and starts its second processing', async () => {
    const { pieces } = await cutPieces(ctx, 1);
    const piece = pieces[0]!;
    const res = await report(ctx.process.edge, [piece.scan]);
    expect(res.result, res.msg).toBe(true);
    expect(res.msg).toBe('Work reported');
    expect(res.data.reports[0]).toMatchObject({
      pieceCode: piece.code,
      pieceStatus: 'processing',
      nextProcessName: '抛光 Polish',
    });
    expect(await pieceStatus(ctx, piece.id)).toBe('processing');
    // The process's QR label names it as well as its id does.
    const qr = await ctx.api<{ processes: { id: string; code: string }[] }>(
      'webReportWork/getScanContext',
      {},
    );
    const polish = qr.data.processes.find((p) => p.id === ctx.process.polish)!;
    const byQr = await ctx.api<Reported>('webReportWork/reportWork', {
      processQr: processQrValue(polish.code),
      scans: [piece.scan],
    });
    expect(byQr.result, byQr.msg).toBe(true);
    const list = await ctx.api<Page<Report>>('webReportWork/getReportList', { scan: piece.scan });
    expect(list.data.list.map((r) => r.pieceCode)).toEqual([piece.code, piece.code]);
  });

  test('the last step of the route finishes the piece and counts it on the plane', async () => {
    const { pieces, planeId } = await cutPieces(ctx, 2);
    const scans = pieces.map((p) => p.scan);
    for (const p of pieces) expect((await report(ctx.process.edge, [p.scan])).result).toBe(true);
    expect((await report(ctx.process.polish, scans)).result).toBe(true);
    const last = await report(ctx.process.kit, scans);
    expect(last.data.reports.map((r) => [r.pieceStatus, r.nextProcessName])).toEqual([
      ['processed', null],
      ['processed', null],
    ]);
    const plane = await ctx.t.deps.db
      .selectFrom('planes')
      .select(['cut_count', 'secondary_count'])
      .where('id', '=', planeId)
      .executeTakeFirstOrThrow();
    expect(plane).toEqual({ cut_count: 2, secondary_count: 2 });
    const done = await report(ctx.process.kit, [scans[0]!]);
    expect(done.code).toBe(4);
    expect(done.msg).toContain(`Piece ${pieces[0]!.code} was already reported at 齐套 Kit`);
  });

  test('scans out of route order, off the route, before the cut or of nothing are refused', async () => {
    const before = await reportCount();
    const { pieces } = await cutPieces(ctx, 1);
    const piece = pieces[0]!;
    const early = await report(ctx.process.polish, [piece.scan]);
    expect(early.code).toBe(4);
    expect(early.msg).toBe(
      `Piece ${piece.code} is at 磨边 Edge, not 抛光 Polish; nothing was reported`,
    );
    const zh = await report(ctx.process.polish, [piece.scan], 'zh');
    expect(zh.msg).toBe(
      `工件 ${piece.code} 当前在工序「磨边 Edge」，不在「抛光 Polish」，本次未报工`,
    );
    const off = await report(ctx.process.offRoute, [piece.scan]);
    expect(off.msg).toContain('水刀 Water-jet is not on the route of piece');
    expect(off.msg).toContain('磨边 Edge → 抛光 Polish → 齐套 Kit');

    const uncut = (await cutPieces(ctx, 1, { cut: false })).pieces[0]!;
    const notCut = await report(ctx.process.edge, [uncut.scan]);
    // Seeded pieces wait for their slab (pending pickup or pending cut): either is not cut yet.
    expect(notCut.msg).toMatch(
      new RegExp(`^Piece ${uncut.code} is pending (pickup|cut): work is reported once it is cut$`),
    );
    const noRoute = (await cutPieces(ctx, 1, { processCode: '' })).pieces[0]!;
    expect((await report(ctx.process.edge, [noRoute.scan])).msg).toBe(
      `Piece ${noRoute.code} has no process code, so it has no route to report on`,
    );
    const unknown = await report(ctx.process.edge, ['PC-nothing']);
    expect(unknown.code).toBe(3);
    expect(unknown.msg).toBe(
      'PC-nothing is not a piece label of this enterprise; nothing was reported',
    );
    const notLabel = await report(ctx.process.edge, ['雅士白 01'], 'zh');
    expect(notLabel.msg).toBe('「雅士白 01」不是本企业的工件标签，本次未报工');
    const noProcess = await ctx.api('webReportWork/reportWork', {
      processQr: 'STONE-PROC:NOPE',
      scans: [piece.scan],
    });
    expect(noProcess.msg).toBe('STONE-PROC:NOPE is not a process of this enterprise');
    const neither = await ctx.api('webReportWork/reportWork', { scans: [piece.scan] });
    expect(neither.code).toBe(2);
    expect(neither.msg).toBe('Choose or scan the process being reported');
    expect(await reportCount()).toBe(before);
    expect(await pieceStatus(ctx, piece.id)).toBe('cut');
  });

  test('another enterprise’s piece is unknown here, and nothing is stored', async () => {
    const other = await createOwner(ctx.t, 'wrother', 'Other Stone Co');
    const user = await ctx.t.deps.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', other.username)
      .executeTakeFirstOrThrow();
    const { planeId } = await seedPlane(ctx.t.deps, { orgId: other.orgId, userId: user.id }, [
      { code: 'THEIRS-1', width: 500, height: 500 },
    ]);
    const theirs = await ctx.t.deps.db
      .selectFrom('project_slabs')
      .select('id')
      .where('plane_id', '=', planeId)
      .executeTakeFirstOrThrow();
    const before = await reportCount();
    const res = await report(ctx.process.edge, [pieceScanCode(theirs.id)]);
    expect(res.code).toBe(3);
    expect(res.msg).toContain('is not a piece label of this enterprise');
    expect(await reportCount()).toBe(before);
  });

  test('modes: a single-scan process takes one piece; a batch is all or none', async () => {
    const { pieces } = await cutPieces(ctx, 3);
    const scans = pieces.map((p) => p.scan);
    const two = await report(ctx.process.edge, scans.slice(0, 2));
    expect(two.msg).toBe('磨边 Edge is reported one piece per scan');
    for (const s of scans.slice(0, 2))
      expect((await report(ctx.process.edge, [s])).result).toBe(true);
    const before = await reportCount();
    // The third piece is still at Edge: the whole batch is refused, its two good pieces too.
    const batch = await report(ctx.process.polish, scans);
    expect(batch.code).toBe(4);
    expect(batch.msg).toContain(`Piece ${pieces[2]!.code} is at 磨边 Edge`);
    const twice = await report(ctx.process.polish, [scans[0]!, scans[1]!, scans[0]!]);
    expect(twice.msg).toBe(
      `Piece ${pieces[0]!.code} is scanned twice in this batch; nothing was reported`,
    );
    expect(await reportCount()).toBe(before);

    const settings = await ctx.api<{ version: number }>('webReportWork/getReportWorkSettings', {});
    await ctx.api('webReportWork/saveReportWorkSettings', {
      defaultReportMode: 'single',
      batchMax: 1,
      version: settings.data.version,
    });
    const over = await report(ctx.process.polish, scans.slice(0, 2));
    expect(over.msg).toBe('This batch has 2 pieces; the limit is 1 (set under Work reporting)');
    const now = await ctx.api<{ version: number }>('webReportWork/getReportWorkSettings', {});
    await ctx.api('webReportWork/saveReportWorkSettings', {
      defaultReportMode: 'single',
      batchMax: 50,
      version: now.data.version,
    });
    expect((await report(ctx.process.polish, scans.slice(0, 2))).result).toBe(true);
  });

  test('ten tablets scanning one label at once leave one report', async () => {
    const { pieces } = await cutPieces(ctx, 1);
    const scan = pieces[0]!.scan;
    const results = await Promise.all(
      Array.from({ length: 10 }, () => report(ctx.process.edge, [scan])),
    );
    expect(results.filter((r) => r.result)).toHaveLength(1);
    for (const r of results.filter((x) => !x.result)) {
      expect(r.code).toBe(4);
      expect(r.msg).toMatch(/already reported/);
    }
    const rows = await ctx.t.deps.db
      .selectFrom('work_reports')
      .select('id')
      .where('piece_id', '=', pieces[0]!.id)
      .execute();
    expect(rows).toHaveLength(1);
    const audit = await ctx.t.deps.db
      .selectFrom('work_report_audit')
      .select('id')
      .where('piece_id', '=', pieces[0]!.id)
      .execute();
    expect(audit).toHaveLength(1);
  });

  test('a retried call with the same requestId answers the first result, once', async () => {
    const { pieces } = await cutPieces(ctx, 1);
    const body = { processId: ctx.process.edge, scans: [pieces[0]!.scan], requestId: 'wr-retry-1' };
    const first = await ctx.api<Reported>('webReportWork/reportWork', body);
    const again = await ctx.api<Reported>('webReportWork/reportWork', body);
    expect(again.result).toBe(true);
    expect(again.data.reports[0]!.id).toBe(first.data.reports[0]!.id);
  });

  test('a worker with only the report permission scans and sees only their own reports', async () => {
    const worker = await workerWith(ctx, 'Zhang', ['reportWork:report']);
    const context = await worker.api<{ canUndo: boolean; processes: unknown[] }>(
      'webReportWork/getScanContext',
      {},
    );
    expect(context.data.canUndo).toBe(false);
    expect(context.data.processes.length).toBeGreaterThanOrEqual(3);
    const { pieces } = await cutPieces(ctx, 1);
    const res = await worker.api<Reported>('webReportWork/reportWork', {
      processId: ctx.process.edge,
      scans: [pieces[0]!.scan],
    });
    expect(res.result, res.msg).toBe(true);
    const mine = await worker.api<Page<Report & { workerName: string }>>(
      'webReportWork/getReportList',
      {},
    );
    expect(mine.data.list.map((r) => r.workerName)).toEqual(['Zhang']);
    const all = await ctx.api<Page<Report>>('webReportWork/getReportList', {});
    expect(all.data.total).toBeGreaterThan(1);
    // Undo and the audit trail are a lead's.
    const undo = await worker.api('webReportWork/undoReport', {
      id: res.data.reports[0]!.id,
      reason: 'x',
    });
    expect(undo.code).toBe(6);
    expect((await worker.api('webReportWork/getReportAudit', {})).code).toBe(6);
  });

  test('a member who may only see the screen cannot report, and nothing is stored', async () => {
    const viewer = await workerWith(ctx, 'Li', []);
    const { pieces } = await cutPieces(ctx, 1);
    const before = await reportCount();
    const res = await viewer.api('webReportWork/reportWork', {
      processId: ctx.process.edge,
      scans: [pieces[0]!.scan],
    });
    expect(res.code).toBe(6);
    expect(await reportCount()).toBe(before);
  });

  test('a lead undoes the latest report with a reason; the piece steps back', async () => {
    const lead = await workerWith(ctx, 'Wang', ['reportWork:report', 'reportWork:undo']);
    const { pieces } = await cutPieces(ctx, 1);
    const scan = pieces[0]!.scan;
    const ids: string[] = [];
    for (const p of [ctx.process.edge, ctx.process.polish, ctx.process.kit]) {
      const r = await report(p, [scan]);
      ids.push(r.data.reports[0]!.id);
    }
    expect(await pieceStatus(ctx, pieces[0]!.id)).toBe('processed');
    const noReason = await lead.api('webReportWork/undoReport', { id: ids[2], reason: ' ' });
    expect(noReason.code).toBe(2);
    expect(noReason.msg).toBe('Give the reason for the undo (at most 200 characters)');
    const early = await lead.api('webReportWork/undoReport', { id: ids[0], reason: 'wrong piece' });
    expect(early.code).toBe(4);
    expect(early.msg).toContain('(齐套 Kit) first');
    expect(await pieceStatus(ctx, pieces[0]!.id)).toBe('processed');

    const undo = await lead.api('webReportWork/undoReport', {
      id: ids[2],
      reason: 'scanned too early',
    });
    expect(undo.result, undo.msg).toBe(true);
    expect(await pieceStatus(ctx, pieces[0]!.id)).toBe('processing');
    for (const id of [ids[1], ids[0]])
      expect((await lead.api('webReportWork/undoReport', { id, reason: 'redo' })).result).toBe(
        true,
      );
    expect(await pieceStatus(ctx, pieces[0]!.id)).toBe('cut');
    // Undone, the step can be reported again.
    expect((await report(ctx.process.edge, [scan])).result).toBe(true);

    const audit = await lead.api<Page<{ action: string; reason: string; actorName: string }>>(
      'webReportWork/getReportAudit',
      { scan },
    );
    expect(audit.data.list.map((a) => a.action)).toEqual([
      'report',
      'undo',
      'undo',
      'undo',
      'report',
      'report',
      'report',
    ]);
    expect(audit.data.list.find((a) => a.reason === 'scanned too early')?.actorName).toBe('Wang');
  });
});

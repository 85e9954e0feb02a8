import { afterAll, beforeAll, expect, test } from 'vitest';
import type {
  AbnormalPieceItem,
  ProcessProgressData,
  SecondPieceItem,
  SecondProgressData,
} from '@stone/shared/projects/secondary';
import { describeEachDialect } from '../../test/test-app.ts';
import { createOwner } from '../members/admin-test-kit.ts';
import { addAndSignIn, createRole } from '../members/admin-test-kit.ts';
import { nextCode } from '../materials/material-test-kit.ts';
import { addProcess, addProcessCode } from '../processes/process-test-kit.ts';
import {
  createWorkReportTestApp,
  cutPieces,
  type WorkReportTestApp,
} from '../work-reports/work-report-test-kit.ts';
import { call } from '../../test/api-client.ts';

type Page<T> = { list: T[]; total: number };
type Cells = SecondProgressData['planes'][number]['cells'];

/** Issue 18: per plane × secondary process, pieces to process, in progress and done. */
describeEachDialect('secondary progress and abnormal pieces', (dialect) => {
  let ctx: WorkReportTestApp;
  let saw: string;
  let code: string;
  let plane: Awaited<ReturnType<typeof cutPieces>>;

  beforeAll(async () => {
    ctx = await createWorkReportTestApp(dialect);
    // A route with a saw step first: cutting-stage steps are no column of the grid.
    saw = await addProcess(ctx.api, nextCode('CUT'), {
      name: '切割 Saw',
      stage: 'cutting',
      reportMode: 'batch',
    });
    code = nextCode('SP-');
    await addProcessCode(ctx.api, code, [saw, ctx.process.edge, ctx.process.polish]);
    plane = await cutPieces(ctx, 5, { processCode: code });
    const [a, b, c] = plane.pieces;
    const report = async (processId: string, scans: string[]) => {
      const res = await ctx.api('webReportWork/reportWork', { processId, scans });
      expect(res.result, res.msg).toBe(true);
    };
    // a: saw, edge, polish; b: saw, edge; c: saw; d, e: nothing (at the saw).
    await report(saw, [a!.scan, b!.scan, c!.scan]);
    await report(ctx.process.edge, [a!.scan]);
    await report(ctx.process.edge, [b!.scan]);
    await report(ctx.process.polish, [a!.scan]);
  }, 60_000);
  afterAll(() => ctx.t.close());

  const progress = (lang: 'en' | 'zh' = 'en') =>
    ctx.api<SecondProgressData>(
      'webSecondProcess/getSolutionSecondProgress',
      { projectId: plane.projectId },
      lang,
    );
  const cellOf = (cells: Cells, processId: string) => cells.find((c) => c.processId === processId);

  test('the grid counts each secondary process of the route from work reports', async () => {
    const res = await progress();
    expect(res.code, res.msg).toBe(0);
    expect(res.data.processes.map((p) => p.processId)).toEqual([
      ctx.process.edge,
      ctx.process.polish,
    ]);
    const cells = res.data.planes.find((p) => p.planeId === plane.planeId)!.cells;
    // Edge: a, b done; c stands at it; d, e still at the saw.
    expect(cellOf(cells, ctx.process.edge)).toEqual({
      processId: ctx.process.edge,
      toProcess: 2,
      inProgress: 1,
      done: 2,
    });
    // Polish: a done; b stands at it; c, d, e before it.
    expect(cellOf(cells, ctx.process.polish)).toEqual({
      processId: ctx.process.polish,
      toProcess: 3,
      inProgress: 1,
      done: 1,
    });
  });

  test('a cell lists its pieces, paged', async () => {
    const [a, b, c] = plane.pieces;
    const cell = async (processId: string, bucket: string, pageSize = 20) =>
      (
        await ctx.api<Page<SecondPieceItem>>('webSecondProcess/getSecondProgressPieces', {
          projectId: plane.projectId,
          planeId: plane.planeId,
          processId,
          bucket,
          pageSize,
        })
      ).data;
    expect((await cell(ctx.process.edge, 'done')).list.map((p) => p.id).sort()).toEqual(
      [a!.id, b!.id].sort(),
    );
    expect((await cell(ctx.process.edge, 'inProgress')).list.map((p) => p.id)).toEqual([c!.id]);
    const waiting = await cell(ctx.process.polish, 'toProcess', 2);
    expect(waiting.total).toBe(3);
    expect(waiting.list).toHaveLength(2);
    expect((await cell(ctx.process.polish, 'inProgress')).list[0]).toMatchObject({
      id: b!.id,
      status: 'processing',
      abnormal: false,
    });
  });

  test('a piece is flagged abnormal with its reason, listed, and cleared', async () => {
    const piece = plane.pieces[3]!;
    const res = await ctx.api('webSecondProcess/markPieceAbnormal', {
      pieceId: piece.id,
      reason: '  崩边 chipped edge  ',
    });
    expect(res.code, res.msg).toBe(0);
    const list = await ctx.api<Page<AbnormalPieceItem>>('webSecondProcess/getAbnormalPieces', {
      projectId: plane.projectId,
    });
    expect(list.data.list).toEqual([
      expect.objectContaining({
        id: piece.id,
        reason: '崩边 chipped edge',
        flaggedBy: expect.any(String),
      }),
    ]);
    expect((await progress()).data.abnormalCount).toBe(1);
    // /processDetail lists it under every process of its route.
    const byProcess = await ctx.api<Page<AbnormalPieceItem>>(
      'webSecondProcess/getProcessAbnormalPieces',
      { processId: ctx.process.polish },
    );
    expect(byProcess.data.list.map((p) => p.id)).toEqual([piece.id]);
    const cleared = await ctx.api('webSecondProcess/clearPieceAbnormal', { pieceId: piece.id });
    expect(cleared.code, cleared.msg).toBe(0);
    const row = await ctx.t.deps.db
      .selectFrom('project_slabs')
      .select(['abnormal', 'abnormal_reason', 'abnormal_at'])
      .where('id', '=', piece.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ abnormal: 0, abnormal_reason: '', abnormal_at: null });
  });

  test('an empty or too long reason is refused in zh and en, nothing stored', async () => {
    const piece = plane.pieces[4]!;
    const cases = [
      { reason: '   ', en: 'Say why the piece is abnormal', zh: '请填写工件异常原因' },
      { reason: 'x'.repeat(201), en: 'at most 200 characters', zh: '最多 200 个字' },
    ];
    for (const c of cases)
      for (const lang of ['en', 'zh'] as const) {
        const res = await ctx.api(
          'webSecondProcess/markPieceAbnormal',
          { pieceId: piece.id, reason: c.reason },
          lang,
        );
        expect(res.code).toBe(2);
        expect(res.msg).toContain(c[lang]);
      }
    const row = await ctx.t.deps.db
      .selectFrom('project_slabs')
      .select('abnormal')
      .where('id', '=', piece.id)
      .executeTakeFirstOrThrow();
    expect(row.abnormal).toBe(0);
  });

  test('a process on no route has no pieces, progress or abnormal pieces', async () => {
    const off = ctx.process.offRoute;
    const cell = await ctx.api<Page<SecondPieceItem>>('webSecondProcess/getSecondProgressPieces', {
      projectId: plane.projectId,
      planeId: plane.planeId,
      processId: off,
      bucket: 'toProcess',
    });
    expect(cell.code, cell.msg).toBe(0);
    expect(cell.data.total).toBe(0);
    const abnormal = await ctx.api<Page<AbnormalPieceItem>>(
      'webSecondProcess/getProcessAbnormalPieces',
      { processId: off },
    );
    expect(abnormal.data.total).toBe(0);
    const byPlane = await ctx.api<ProcessProgressData>(
      'webSecondProcess/getProcessSecondProgress',
      { processId: off },
    );
    expect(byPlane.data).toMatchObject({ total: 0, list: [] });
  });

  test('/processDetail shows the process on each live project by plane', async () => {
    const res = await ctx.api<ProcessProgressData>('webSecondProcess/getProcessSecondProgress', {
      processId: ctx.process.edge,
    });
    expect(res.code, res.msg).toBe(0);
    const project = res.data.list.find((p) => p.projectId === plane.projectId)!;
    expect(project.planes).toEqual([
      expect.objectContaining({ planeId: plane.planeId, toProcess: 2, inProgress: 1, done: 2 }),
    ]);
  });

  test('flagging needs the abnormal action; reading needs the detail screen', async () => {
    const roleId = await createRole(ctx.t, ctx.owner.token, nextCode('viewer '), [180]);
    const viewer = await addAndSignIn(ctx.t, ctx.owner.token, { nickname: 'viewer', roleId });
    const as = (path: string, body: unknown) =>
      call(ctx.t.app, path, body, { token: viewer.token });
    expect(
      (await as('webSecondProcess/getSolutionSecondProgress', { projectId: plane.projectId })).code,
    ).toBe(0);
    const refused = await as('webSecondProcess/markPieceAbnormal', {
      pieceId: plane.pieces[0]!.id,
      reason: 'x',
    });
    expect(refused.code).toBe(6);
  });

  test('another enterprise’s project and piece answer as missing, unchanged', async () => {
    const stranger = await createOwner(ctx.t, 'spother', 'Other Secondary Co');
    const as = (path: string, body: unknown) =>
      call(ctx.t.app, path, body, { token: stranger.token });
    expect(
      (await as('webSecondProcess/getSolutionSecondProgress', { projectId: plane.projectId })).code,
    ).toBe(3);
    const flag = await as('webSecondProcess/markPieceAbnormal', {
      pieceId: plane.pieces[0]!.id,
      reason: 'not mine',
    });
    expect(flag.code).toBe(3);
    const row = await ctx.t.deps.db
      .selectFrom('project_slabs')
      .select('abnormal')
      .where('id', '=', plane.pieces[0]!.id)
      .executeTakeFirstOrThrow();
    expect(row.abnormal).toBe(0);
  });

  test('without module 303 in the plan the data stays shut', async () => {
    const org = await ctx.t.deps.db
      .selectFrom('orgs')
      .select('module_ids')
      .where('id', '=', ctx.owner.orgId)
      .executeTakeFirstOrThrow();
    const without = (JSON.parse(org.module_ids) as number[]).filter((m) => m !== 303);
    await ctx.t.deps.db
      .updateTable('orgs')
      .set({ module_ids: JSON.stringify(without) })
      .where('id', '=', ctx.owner.orgId)
      .execute();
    try {
      const res = await progress('zh');
      expect(res.code).toBe(6);
      expect(res.msg).toContain('二次加工');
    } finally {
      await ctx.t.deps.db
        .updateTable('orgs')
        .set({ module_ids: org.module_ids })
        .where('id', '=', ctx.owner.orgId)
        .execute();
    }
  });
});

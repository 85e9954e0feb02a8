import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { fillMessage, AppError } from '../../lib/app-error.ts';
import { actorScope } from '../../db/org-scope.ts';
import { describeEachDialect } from '../../test/test-app.ts';
import { translate } from '@stone/shared';
import { applyPieceEvent } from '../projects/piece-lifecycle.service.ts';
import {
  createCuttingTestApp,
  plannedProject,
  slabOnSaw,
  type CuttingTestApp,
} from './cutting-test-kit.ts';

type Item = {
  barcode: string;
  cutLengthM: string;
  areaM2: string;
  slabArea: string;
  yieldPercent: string;
  rectYieldPercent: string;
  pieceCount: number;
  projectName: string | null;
  deviceCode: string | null;
  taskType: string;
};
type Totals = { slabCount: number; areaM2: string; cutLengthM: string; yieldPercent: string };

/** Issue 17: a confirmed cut writes its record and moves its pieces; cutting data reads them. */
describeEachDialect('cutting records', (dialect) => {
  let ctx: CuttingTestApp;
  let project: { projectId: string; planeId: string };
  let slab: { slabId: string; barcode: string };

  beforeAll(async () => {
    ctx = await createCuttingTestApp(dialect);
    project = await plannedProject(ctx);
    slab = await slabOnSaw(ctx, project.projectId);
  });
  afterAll(() => ctx.t.close());

  const db = () => ctx.t.deps.db;

  test('confirming a cut writes the record, cuts the pieces, the project in production', async () => {
    const before = await db()
      .selectFrom('projects')
      .select('production_state')
      .where('id', '=', project.projectId)
      .executeTakeFirstOrThrow();
    // Taking the slab onto the saw (beforeAll) loaded its pieces, which started the project.
    expect(before.production_state).toBe('inProduction');
    const cut = await ctx.api('webDevicePicking/confirmCut', { slabId: slab.slabId });
    expect(cut.result, cut.msg).toBe(true);

    const list = await ctx.api<{ list: Item[]; total: number }>(
      'webSolutionSlabCut/getCuttingDataList',
      { preset: 'week' },
    );
    expect(list.data.total).toBe(1);
    const record = list.data.list[0]!;
    expect(record).toMatchObject({ barcode: slab.barcode, pieceCount: 2, taskType: 'slab' });
    // Net area of the two rectangles over the real slab (3200 × 2600).
    expect(record.areaM2).toBe('2.28');
    expect(record.slabArea).toBe('8.32');
    expect(record.yieldPercent).toBe('27.40');
    expect(Number(record.cutLengthM)).toBeGreaterThan(0);

    const pieces = await db()
      .selectFrom('project_slabs')
      .select('status')
      .where('plane_id', '=', project.planeId)
      .execute();
    expect(pieces.map((p) => p.status)).toEqual(['cut', 'cut']);
    const plane = await db()
      .selectFrom('planes')
      .select(['cut_count', 'secondary_count', 'boxed_count'])
      .where('id', '=', project.planeId)
      .executeTakeFirstOrThrow();
    expect(plane).toEqual({ cut_count: 2, secondary_count: 0, boxed_count: 0 });
    // The projects' "in production" tab now lists it.
    const tab = await ctx.api<{ list: { id: string }[] }>('webProduce/getProduceSolutionList', {
      tab: 'inProduction',
    });
    expect(tab.data.list.map((p) => p.id)).toEqual([project.projectId]);
  });

  test('a second confirmation says when it was cut and stores nothing', async () => {
    const again = await ctx.api('webDevicePicking/confirmCut', { slabId: slab.slabId }, 'en');
    expect(again.code).toBe(4);
    expect(again.msg).toContain(`Slab ${slab.barcode} was already confirmed cut`);
    const zh = await ctx.api('webDevicePicking/confirmCut', { slabId: slab.slabId }, 'zh');
    expect(zh.msg).toContain('本次未做任何更改');
    const records = await db().selectFrom('cutting_records').select('id').execute();
    expect(records).toHaveLength(1);
  });

  test('totals, the home figures and the saw history agree with the record', async () => {
    const totals = await ctx.api<Totals>('webSolutionSlabCut/getCuttingDataTotals', {
      preset: 'month',
    });
    expect(totals.data).toMatchObject({ slabCount: 1, areaM2: '2.28', yieldPercent: '27.40' });
    const today = await ctx.api<Totals>('webSolutionSlabCut/getToDaySlabCut', {});
    expect(today.data.slabCount).toBe(1);
    const yesterday = await ctx.api<Totals>('webSolutionSlabCut/getYesterdaySlabCut', {});
    expect(yesterday.data.slabCount).toBe(0);
    const month = await ctx.api<Totals & { days: unknown[] }>(
      'webSolutionSlabCut/getWebMonthSlabCut',
      {},
    );
    expect(month.data.slabCount).toBe(1);
    expect(month.data.days).toHaveLength(1);
    const history = await ctx.api<{ total: number; list: Item[] }>(
      'webSolutionSlabCut/getDeviceCuts',
      { deviceId: ctx.deviceId },
    );
    expect(history.data.total).toBe(1);
    expect(history.data.list[0]?.barcode).toBe(slab.barcode);
    const choices = await ctx.api<{ projects: { id: string }[] }>(
      'webSolutionSlabCut/getCuttingDataChoices',
      {},
    );
    expect(choices.data.projects.map((p) => p.id)).toEqual([project.projectId]);
  });

  test('filters narrow list and totals; a bad range is refused', async () => {
    const other = await ctx.api<{ list: Item[]; total: number }>(
      'webSolutionSlabCut/getCuttingDataList',
      { operatorId: 'nobody' },
    );
    expect(other.data).toMatchObject({ list: [], total: 0 });
    const byProject = await ctx.api<Totals>('webSolutionSlabCut/getCuttingDataTotals', {
      projectId: project.projectId,
    });
    expect(byProject.data.slabCount).toBe(1);
    const backwards = await ctx.api('webSolutionSlabCut/getCuttingDataList', {
      fromDay: '2026-11-10',
      toDay: '2026-11-01',
    });
    expect(backwards.code).toBe(2);
    const badDay = await ctx.api('webSolutionSlabCut/getCuttingDataList', { fromDay: '11/01' });
    expect(badDay.code).toBe(2);
  });

  test('the export is a sheet in the caller language, or "No exportable data"', async () => {
    const sheet = await ctx.api<{ fileName: string; contentBase64: string }>(
      'webSolutionSlabCut/exportCuttingData',
      { preset: 'year' },
      'en',
    );
    expect(sheet.result, sheet.msg).toBe(true);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(sheet.data.contentBase64, 'base64') as unknown as ArrayBuffer);
    const rows = book.worksheets[0]!.getSheetValues();
    expect(rows[1]).toContain('Yield (%)');
    expect(rows[2]).toContain(slab.barcode);
    const empty = await ctx.api(
      'webSolutionSlabCut/exportCuttingData',
      { preset: 'week', operatorId: 'nobody' },
      'en',
    );
    expect(empty).toMatchObject({ code: 3, msg: 'No exportable data' });
  });

  test('an illegal move is refused with both states named, and nothing moves', async () => {
    const org = actorScope({ orgId: ctx.owner.orgId }, db());
    const ids = (
      await db()
        .selectFrom('project_slabs')
        .select('id')
        .where('plane_id', '=', project.planeId)
        .execute()
    ).map((r) => r.id);
    const error = await applyPieceEvent(org, { pieceIds: ids, event: 'pick' }).catch((e) => e);
    expect(error).toBeInstanceOf(AppError);
    const e = error as AppError;
    expect(e.code).toBe(4);
    const en = fillMessage(translate(e.messageKey, 'en'), e.params ?? {});
    expect(en).toMatch(/is cut and cannot become pending cut/);
    const zh = fillMessage(translate(e.messageKey, 'zh'), e.params ?? {});
    expect(zh).toContain('「已切割」，不能变为「待切割」');
    // A legal move runs: the counters follow.
    await applyPieceEvent(org, { pieceIds: ids, event: 'setComplete' });
    await applyPieceEvent(org, { pieceIds: ids, event: 'pack' });
    const plane = await db()
      .selectFrom('planes')
      .select(['cut_count', 'secondary_count', 'boxed_count'])
      .where('id', '=', project.planeId)
      .executeTakeFirstOrThrow();
    expect(plane).toEqual({ cut_count: 2, secondary_count: 2, boxed_count: 2 });
    const done = await db()
      .selectFrom('projects')
      .select('production_state')
      .where('id', '=', project.projectId)
      .executeTakeFirstOrThrow();
    expect(done.production_state).toBe('completed');
  });
});

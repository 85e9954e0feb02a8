import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ProjectDetailData } from '@stone/shared/projects/detail';
import type {
  PackingListPageData,
  PlanSlabItem,
  ProjectMovementItem,
  ProjectProgressData,
} from '@stone/shared/projects/progress';
import { describeEachDialect } from '../../test/test-app.ts';
import { addWarehouse, type Api } from '../materials/material-test-kit.ts';
import { createFlowTestApp, seedSlab, type FlowTestApp } from '../material-flows/flow-test-kit.ts';
import { createProject } from './project-test-kit.ts';
import { seedPick, seedRun } from './project-tabs-test-kit.ts';

type Page<T> = { list: T[]; total: number };

/** Issue 23 items 4 and 7: the packing list box by box, and what the other tabs read. */
describeEachDialect('project detail tabs', (dialect) => {
  let ctx: FlowTestApp;
  let api: Api;
  let projectId: string;
  let planeId: string;

  beforeAll(async () => {
    ctx = await createFlowTestApp(dialect, 'tabs');
    api = ctx.api;
    // Countertop drawing: four pieces; two a box.
    projectId = await createProject(ctx.t, ctx.owner.token);
    const { settings } = (
      await api<ProjectDetailData>('webProduce/getSolutionDetail', { id: projectId })
    ).data;
    const s = await api<{ version: number }>('webProduce/updateSolutionSettings', {
      id: projectId,
      settings: { ...settings, packingRules: { maxPiecesPerBox: 2, groupBy: 'plane' } },
      version: 1,
    });
    await api('webProduce/generatePackingList', { id: projectId, version: s.data.version });
    const d = await api<ProjectDetailData>('webProduce/getSolutionDetail', { id: projectId });
    planeId = d.data.planes[0]!.id;
  }, 60_000);
  afterAll(() => ctx.t.close());

  test('the packing list shows each planned box with its pieces; counters agree', async () => {
    const res = await api<PackingListPageData>('webProduce/getSolutionPackingList', {
      projectId,
    });
    expect(res.code, res.msg).toBe(0);
    const list = res.data;
    expect(list).toMatchObject({
      state: 'complete',
      boxCount: 2,
      plannedPieces: 4,
      boxedPieces: 0,
      pieceCount: 4,
      total: 2,
    });
    expect(list.boxes.map((b) => [b.boxNo, b.pieceCount, b.boxedCount])).toEqual([
      [1, 2, 0],
      [2, 2, 0],
    ]);
    const pieces = list.boxes.flatMap((b) => b.pieces);
    expect(pieces.map((p) => p.code).sort()).toEqual(['台面-01', '岛台-03', '岛台-04', '背板-02']);
    for (const p of pieces) {
      expect(p.planeName).toBe('N1');
      expect(p.widthMm).toBeGreaterThan(0);
      expect(p.areaM2).toMatch(/^\d+\.\d{2}$/);
      expect(p.boxed).toBe(false);
    }
    // A box's area is its pieces' area.
    for (const b of list.boxes) {
      const sum = b.pieces.reduce((n, p) => n + Math.round(Number(p.areaM2) * 100), 0);
      expect(Math.abs(Math.round(Number(b.areaM2) * 100) - sum)).toBeLessThanOrEqual(2);
    }
    // The plane card's counters come from the same rows: 4 in planned boxes, 0 boxed.
    const d = await api<ProjectDetailData>('webProduce/getSolutionDetail', { id: projectId });
    expect(d.data.planes[0]).toMatchObject({ inPlannedBoxCount: 4, boxedCount: 0 });
    expect(d.data.packing).toEqual({
      state: 'complete',
      boxCount: 2,
      plannedPieces: 4,
      boxedPieces: 0,
      pieceCount: 4,
    });

    const second = await api<PackingListPageData>('webProduce/getSolutionPackingList', {
      projectId,
      pageNum: 2,
      pageSize: 1,
    });
    expect(second.data.boxes.map((b) => b.boxNo)).toEqual([2]);
    const tooMany = await api('webProduce/getSolutionPackingList', { projectId, pageSize: 21 });
    expect(tooMany.code).toBe(2);
  });

  test('material, processing and picking tabs show plan slabs, picks, cuts and movements', async () => {
    const empty = await api<Page<PlanSlabItem>>('webProduce/getSolutionPlanSlabs', { projectId });
    expect(empty.data).toMatchObject({ list: [], total: 0 });

    const { layoutIds } = await seedRun(ctx.t.deps, ctx.owner, {
      projectId,
      planeId,
      slabs: 3,
      accept: true,
    });
    const warehouseId = await addWarehouse(api);
    const picked = await seedSlab(ctx.t.deps, ctx.owner, warehouseId, { barcode: 'TAB-1' });
    const cut = await seedSlab(ctx.t.deps, ctx.owner, warehouseId, { barcode: 'TAB-2' });
    const owner = ctx.owner;
    await seedPick(ctx.t.deps, owner, {
      projectId,
      planeId,
      layoutId: layoutIds[0]!,
      slabId: picked,
      cut: false,
    });
    await seedPick(ctx.t.deps, owner, {
      projectId,
      planeId,
      layoutId: layoutIds[1]!,
      slabId: cut,
      cut: true,
    });

    const slabs = await api<Page<PlanSlabItem>>('webProduce/getSolutionPlanSlabs', { projectId });
    expect(slabs.data.total).toBe(3);
    expect(slabs.data.list.map((s) => [s.seq, s.state, s.barcode])).toEqual([
      [1, 'picked', 'TAB-1'],
      [2, 'cut', 'TAB-2'],
      [3, 'toBePicked', null],
    ]);
    expect(slabs.data.list[0]).toMatchObject({
      planeName: 'N1',
      lengthMm: 3200,
      widthMm: 1800,
      yieldPercent: '81.25',
      blockNo: 'HL2411-07',
    });

    const progress = await api<ProjectProgressData>('webProduce/getSolutionProgress', {
      id: projectId,
    });
    expect(progress.data.planes).toEqual([
      { planeId, planeName: 'N1', planSlabCount: 3, pickedCount: 2, cuttingCount: 0, cutCount: 1 },
    ]);
    expect(progress.data.processes.reduce((n, p) => n + p.pieceCount, 0)).toBe(4);

    const moves = await api<Page<ProjectMovementItem>>('webProduce/getSolutionMovements', {
      projectId,
    });
    expect(moves.data.total).toBe(3);
    expect(moves.data.list.map((m) => `${m.kind}:${m.barcode}`).sort()).toEqual([
      'cut:TAB-2',
      'pick:TAB-1',
      'pick:TAB-2',
    ]);
    expect(moves.data.list[0]?.userName).toBeTruthy();
  });
});

import { afterAll, beforeAll, expect, test } from 'vitest';
import type { CuttingPlanData } from '@stone/shared/planning/schemas';
import { describeEachDialect } from '../../test/test-app.ts';
import { addWarehouse, type Api } from '../materials/material-test-kit.ts';
import {
  createFlowTestApp,
  seedAcceptedPlan,
  seedSlab,
  testStoneId,
  type FlowTestApp,
} from './flow-test-kit.ts';

/**
 * Issue 23: the printed cutting plan lacked project, order and material, and a plan on real
 * stock did not say which slab (or remnant) each layout is for. getCuttingPlan now carries both.
 */
describeEachDialect('cutting plan sheet', (dialect) => {
  let ctx: FlowTestApp;
  let api: Api;
  let warehouseId: string;

  beforeAll(async () => {
    ctx = await createFlowTestApp(dialect, 'sheet');
    api = ctx.api;
    warehouseId = await addWarehouse(api);
  });
  afterAll(() => ctx.t.close());

  test('project, order, material and thickness; each stock layout names its barcode or remnant', async () => {
    const db = ctx.t.deps.db;
    const p = await seedAcceptedPlan(ctx.t.deps, ctx.owner, [
      { length: 3200, width: 1800 },
      { length: 1200, width: 800 },
      { length: 3000, width: 1600 },
    ]);
    const slab = await seedSlab(ctx.t.deps, ctx.owner, warehouseId, { barcode: 'SHEET-1' });
    const remnant = await seedSlab(ctx.t.deps, ctx.owner, warehouseId, {
      barcode: 'SHEET-R1',
      length: 1200,
      width: 800,
      isRemnant: true,
    });
    // Planned on stock: the layouts name the real slabs; the third stays nominal ("S1").
    for (const [i, slabId] of [slab, remnant].entries())
      await db
        .updateTable('plan_layouts')
        .set({
          layout_json: JSON.stringify({
            slabId,
            trim: 10,
            kerf: 4,
            placements: [],
            cuts: [],
            remnants: [],
          }),
        })
        .where('id', '=', p.layoutIds[i]!)
        .execute();
    const materialId = await testStoneId(ctx.t.deps, ctx.owner.orgId);
    await db
      .updateTable('projects')
      .set({ material_id: materialId })
      .where('id', '=', p.projectId)
      .execute();
    const { name_zh: stoneName } = await db
      .selectFrom('stone_materials')
      .select('name_zh')
      .where('id', '=', materialId)
      .executeTakeFirstOrThrow();
    const project = await db
      .selectFrom('projects')
      .select(['name', 'order_no'])
      .where('id', '=', p.projectId)
      .executeTakeFirstOrThrow();
    const res = await api<CuttingPlanData>('webPlan/getCuttingPlan', { planeId: p.planeId });
    expect(res.code, res.msg).toBe(0);
    expect(res.data.sheet).toEqual({
      projectName: project.name,
      orderNo: project.order_no,
      material: stoneName,
      thicknessMm: 20,
    });
    expect(res.data.slabs.map((s) => s.stock)).toEqual([
      { barcode: 'SHEET-1', isRemnant: false },
      { barcode: 'SHEET-R1', isRemnant: true },
      null,
    ]);
  });
});

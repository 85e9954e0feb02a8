import { afterAll, beforeAll, expect, test } from 'vitest';
import type { PickingListData } from '@stone/shared/material-flows/schemas';
import { describeEachDialect } from '../../test/test-app.ts';
import { addWarehouse, type Api } from '../materials/material-test-kit.ts';
import { planPlaneNow } from '../planning/planning.service.ts';
import { seedPlane } from '../planning/planning-test-kit.ts';
import { createFlowTestApp, seedSlab, stoneSettings, type FlowTestApp } from './flow-test-kit.ts';
import { defectRect } from './inventory-slabs.ts';

/** Issue 13: planning on the real slabs in stock, remnants first, and picking what was planned. */
describeEachDialect('planning with inventory', (dialect) => {
  let ctx: FlowTestApp;
  let api: Api;
  let home: string;
  const layoutsOf = (runId: string) =>
    ctx.t.deps.db
      .selectFrom('plan_layouts')
      .select(['slab_length_mm', 'slab_width_mm', 'layout_json'])
      .where('run_id', '=', runId)
      .orderBy('seq')
      .execute();

  beforeAll(async () => {
    ctx = await createFlowTestApp(dialect, 'inv');
    api = ctx.api;
    home = await addWarehouse(api);
  });
  afterAll(() => ctx.t.close());

  test('with no slab of the stone in stock, planning on inventory is refused', async () => {
    const { planeId } = await seedPlane(
      ctx.t.deps,
      ctx.owner,
      [{ code: 'N-1', width: 900, height: 600 }],
      await stoneSettings(ctx.t.deps, ctx.owner.orgId, 'Nero Marquina'),
    );
    const res = await api('webPlan/startPlanning', { planeId, useInventory: true });
    expect(res).toMatchObject({
      code: 4,
      msg: 'No slab of the project’s material and thickness is in stock to plan on',
    });
    expect((await api('webPlan/startPlanning', { planeId, useInventory: 'yes' })).code).toBe(2);
  });

  test('the remnant in stock is used before a full slab, and picking it fills its plan slab', async () => {
    const { projectId, planeId } = await seedPlane(
      ctx.t.deps,
      ctx.owner,
      [
        { code: 'R-1', width: 1000, height: 800 },
        { code: 'R-2', width: 1000, height: 800 },
      ],
      await stoneSettings(ctx.t.deps, ctx.owner.orgId),
    );
    const remnant = await seedSlab(ctx.t.deps, ctx.owner, home, {
      barcode: 'INV-REM',
      length: 2200,
      width: 1000,
      isRemnant: true,
    });
    await seedSlab(ctx.t.deps, ctx.owner, home, { barcode: 'INV-FULL', length: 3200, width: 1800 });
    await seedSlab(ctx.t.deps, ctx.owner, home, {
      barcode: 'INV-OTHER',
      length: 2100,
      width: 900,
      material: 'Black galaxy',
    });
    const run = await planPlaneNow(ctx.t.deps, ctx.owner.orgId, planeId, {
      timeBudgetMs: 1000,
      useInventory: true,
    });
    expect(run.state).toBe('done');
    const layouts = await layoutsOf(run.runId);
    expect(layouts).toHaveLength(1);
    expect([Number(layouts[0]!.slab_length_mm), Number(layouts[0]!.slab_width_mm)]).toEqual([
      2200, 1000,
    ]);
    expect(JSON.parse(layouts[0]!.layout_json).slabId).toBe(remnant);
    const list = await api<PickingListData>('webPicking/getPickingList', { projectId });
    expect(list.data.rows[0]).toMatchObject({ plannedSlabId: remnant, state: 'toBePicked' });
    const pick = await api('webPicking/pickSlab', { projectId, barcode: 'INV-REM' });
    expect(pick.result, pick.msg).toBe(true);
  });

  test('a defect keeps pieces off its area; polygons count as their bounding box', async () => {
    expect(
      defectRect({
        kind: 'polygon',
        points: [
          [100, 50],
          [400, 80],
          [250, 300],
        ],
      }),
    ).toEqual({ x: 100, y: 50, width: 300, height: 250 });
    // Different stone, so the slabs of the other tests stay out of this plan.
    const { planeId } = await seedPlane(
      ctx.t.deps,
      ctx.owner,
      [{ code: 'D-1', width: 1000, height: 800 }],
      await stoneSettings(ctx.t.deps, ctx.owner.orgId, 'Calacatta'),
    );
    await seedSlab(ctx.t.deps, ctx.owner, home, {
      barcode: 'INV-DEFECT',
      material: 'Calacatta',
      length: 2400,
      width: 1000,
      defectsJson: JSON.stringify([{ kind: 'rect', x: 0, y: 0, width: 1300, height: 1000 }]),
    });
    const run = await planPlaneNow(ctx.t.deps, ctx.owner.orgId, planeId, {
      timeBudgetMs: 1000,
      useInventory: true,
    });
    expect(run.state).toBe('done');
    const [layout] = await layoutsOf(run.runId);
    const placement = JSON.parse(layout!.layout_json).placements[0] as { x: number };
    expect(placement.x).toBeGreaterThanOrEqual(1300);
  });
});

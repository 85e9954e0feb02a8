// Test helpers for the cutting suites (not a test file itself): a planned, approved project on
// a real plan, and a slab of it taken through pick → table → confirmed cut by the API.
import { addWarehouse, nextCode, type Api } from '../materials/material-test-kit.ts';
import { createFlowTestApp, seedSlab, stoneSettings } from '../material-flows/flow-test-kit.ts';
import { planPlaneNow } from '../planning/planning.service.ts';
import { seedPlane } from '../planning/planning-test-kit.ts';

export async function createCuttingTestApp(dialect: Parameters<typeof createFlowTestApp>[0]) {
  const ctx = await createFlowTestApp(dialect, 'cut');
  const warehouseId = await addWarehouse(ctx.api);
  const device = await ctx.api<{ id: string }>('webDevice/createDevice', {
    code: nextCode('SAW-'),
    model: 'Bridge saw',
  });
  return { ...ctx, warehouseId, deviceId: device.data.id };
}
export type CuttingTestApp = Awaited<ReturnType<typeof createCuttingTestApp>>;

/** A project of two pieces planned for real (so the layout has placements and cuts), approved. */
export async function plannedProject(ctx: CuttingTestApp) {
  const { projectId, planeId } = await seedPlane(
    ctx.t.deps,
    ctx.owner,
    [
      { code: nextCode('A-'), width: 1500, height: 1200 },
      { code: nextCode('B-'), width: 800, height: 600 },
    ],
    await stoneSettings(ctx.t.deps, ctx.owner.orgId),
  );
  const run = await planPlaneNow(ctx.t.deps, ctx.owner.orgId, planeId, { timeBudgetMs: 1000 });
  if (run.state !== 'done') throw new Error(`plan ${run.state}`);
  await ctx.t.deps.db
    .updateTable('projects')
    .set({ review_state: 'reviewed' })
    .where('id', '=', projectId)
    .execute();
  return { projectId, planeId };
}

/** Picks a 3200 × 2600 slab for the project and puts it on table A of the test saw. */
export async function slabOnSaw(ctx: CuttingTestApp, projectId: string, api: Api = ctx.api) {
  const barcode = nextCode('CUT');
  await seedSlab(ctx.t.deps, ctx.owner, ctx.warehouseId, { barcode, length: 3200, width: 2600 });
  const picked = await api<{ slabId: string }>('webPicking/pickSlab', { projectId, barcode });
  if (!picked.result) throw new Error(picked.msg);
  const taken = await api('webDevicePicking/takeSlab', {
    deviceId: ctx.deviceId,
    table: 'A',
    barcode,
  });
  if (!taken.result) throw new Error(taken.msg);
  return { slabId: picked.data.slabId, barcode };
}

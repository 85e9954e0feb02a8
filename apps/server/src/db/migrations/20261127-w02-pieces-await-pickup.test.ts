import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  createCuttingTestApp,
  plannedProject,
  type CuttingTestApp,
} from '../../modules/cutting/cutting-test-kit.ts';
import { nextCode } from '../../modules/materials/material-test-kit.ts';
import { seedSlab } from '../../modules/material-flows/flow-test-kit.ts';
import { describeEachDialect } from '../../test/test-app.ts';
import { up } from './20261127-w02-pieces-await-pickup.ts';

/** Issue 17: pieces made "pending cut" before picking moved them start "pending pickup". */
describeEachDialect('migration w02 pieces await pickup', (dialect) => {
  let ctx: CuttingTestApp;
  beforeAll(async () => {
    ctx = await createCuttingTestApp(dialect);
  }, 60_000);
  afterAll(() => ctx.t.close());

  const statuses = async (projectId: string) =>
    (
      await ctx.t.deps.db
        .selectFrom('project_slabs')
        .select('status')
        .where('project_id', '=', projectId)
        .execute()
    ).map((r) => r.status);

  test('pieces no live pick holds go back to pending pickup; picked ones stay', async () => {
    const picked = await plannedProject(ctx);
    const free = await plannedProject(ctx);
    const barcode = nextCode('W02-');
    await seedSlab(ctx.t.deps, ctx.owner, ctx.warehouseId, { barcode, length: 3200, width: 2600 });
    const pick = await ctx.api('webPicking/pickSlab', { projectId: picked.projectId, barcode });
    expect(pick.result, pick.msg).toBe(true);
    // As stored before: every piece of both projects "pending cut".
    await ctx.t.deps.db
      .updateTable('project_slabs')
      .set({ status: 'pendingCut' })
      .where('project_id', 'in', [picked.projectId, free.projectId])
      .execute();
    await up(ctx.t.deps.db as unknown as Kysely<unknown>);
    expect(await statuses(picked.projectId)).toEqual(['pendingCut', 'pendingCut']);
    expect(await statuses(free.projectId)).toEqual(['pendingPickup', 'pendingPickup']);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { describeEachDialect } from '../../test/test-app.ts';
import { addWarehouse, nextCode, type Api } from '../materials/material-test-kit.ts';
import { createFlowTestApp, seedSlab, type FlowTestApp } from './flow-test-kit.ts';

/**
 * Issue 23: a double-click on transfer saved two movements. The web sends one requestId per
 * submit; the server answers a repeat of it with the first answer and moves nothing again, even
 * when ten copies arrive at once (the requestId record is a unique key written in the move's
 * own transaction).
 */
describeEachDialect('transfer once per requestId', (dialect) => {
  let ctx: FlowTestApp;
  let api: Api;
  let home: string;
  let away: string;
  const movements = (slabId: string) =>
    ctx.t.deps.db
      .selectFrom('slab_movements')
      .select(['kind'])
      .where('slab_id', '=', slabId)
      .execute();

  beforeAll(async () => {
    ctx = await createFlowTestApp(dialect, 'xfer');
    api = ctx.api;
    home = await addWarehouse(api);
    away = await addWarehouse(api);
  });
  afterAll(() => ctx.t.close());

  test('the same requestId twice: the first answer again and one movement', async () => {
    const id = await seedSlab(ctx.t.deps, ctx.owner, home, { barcode: nextCode('ONCE-') });
    const body = { slabIds: [id], warehouseId: away, requestId: randomUUID() };
    const first = await api('webTransfer/transferSlabs', body);
    const again = await api('webTransfer/transferSlabs', body, 'zh');
    expect(first).toMatchObject({ result: true, data: { moved: 1 } });
    expect(again).toMatchObject({ result: true, data: { moved: 1 } });
    expect(await movements(id)).toEqual([{ kind: 'transfer' }]);
  });

  test('ten parallel calls with one requestId: one movement, ten equal answers', async () => {
    const id = await seedSlab(ctx.t.deps, ctx.owner, home, { barcode: nextCode('TEN-') });
    const body = { slabIds: [id], warehouseId: away, requestId: randomUUID() };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => api('webTransfer/transferSlabs', body)),
    );
    for (const a of answers) expect(a, a.msg).toMatchObject({ result: true, data: { moved: 1 } });
    expect(await movements(id)).toEqual([{ kind: 'transfer' }]);
    const slab = await ctx.t.deps.db
      .selectFrom('big_slabs')
      .select(['warehouse_id', 'version'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(slab).toEqual({ warehouse_id: away, version: 2 });
  });

  test('a new requestId is a new transfer', async () => {
    const id = await seedSlab(ctx.t.deps, ctx.owner, home, { barcode: nextCode('TWICE-') });
    await api('webTransfer/transferSlabs', { slabIds: [id], warehouseId: away, requestId: 'a-1' });
    await api('webTransfer/transferSlabs', { slabIds: [id], warehouseId: home, requestId: 'a-2' });
    expect(await movements(id)).toHaveLength(2);
  });
});

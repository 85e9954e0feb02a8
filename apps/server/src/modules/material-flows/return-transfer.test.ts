import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ReturnSlabsData } from '@stone/shared/material-flows/schemas';
import { describeEachDialect } from '../../test/test-app.ts';
import { addRacks, addWarehouse, nextCode, type Api } from '../materials/material-test-kit.ts';
import { createOwner } from '../members/admin-test-kit.ts';
import { call } from '../../test/api-client.ts';
import {
  createFlowTestApp,
  seedAcceptedPlan,
  seedSlab,
  type FlowTestApp,
} from './flow-test-kit.ts';

/** Issue 13: return of picked slabs (machine type fit, warehouse required) and transfer. */
describeEachDialect('return and transfer', (dialect) => {
  let ctx: FlowTestApp;
  let api: Api;
  let home: string;
  const slabRow = (id: string) =>
    ctx.t.deps.db
      .selectFrom('big_slabs')
      .select(['status', 'warehouse_id', 'rack_id', 'workshop_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  /** A slab picked for a fresh one-slab plan. */
  const picked = async (length = 3200, width = 1800) => {
    const p = await seedAcceptedPlan(ctx.t.deps, ctx.owner, [{ length: 1000, width: 800 }]);
    const barcode = nextCode('RT');
    const id = await seedSlab(ctx.t.deps, ctx.owner, home, { barcode, length, width });
    const res = await api('webPicking/pickSlab', { projectId: p.projectId, barcode });
    if (!res.result) throw new Error(res.msg);
    return { id, barcode, projectId: p.projectId };
  };

  beforeAll(async () => {
    ctx = await createFlowTestApp(dialect, 'ret');
    api = ctx.api;
    home = await addWarehouse(api);
  });
  afterAll(() => ctx.t.close());

  test('returned slabs are back in stock on the chosen rack, the plan slab to be picked again', async () => {
    const store = await addWarehouse(api);
    const { ids } = await addRacks(api, store, 101);
    const a = await picked();
    const res = await api<ReturnSlabsData>('webReturn/returnSlabs', {
      slabIds: [a.id],
      warehouseId: store,
      rackId: ids[0],
    });
    expect(res.result, res.msg).toBe(true);
    expect(res.data).toEqual({ returned: [a.id], removed: [], notice: null });
    expect(await slabRow(a.id)).toEqual({
      status: 'available',
      warehouse_id: store,
      rack_id: ids[0],
      workshop_id: null,
    });
    const list = await api<{ rows: { state: string }[] }>('webPicking/getPickingList', {
      projectId: a.projectId,
    });
    expect(list.data.rows[0]!.state).toBe('toBePicked');
    const history = await api<{ list: { barcode: string; toRackNumber: string }[] }>(
      'webReturn/getReturnHistory',
      { pageNum: 1, pageSize: 5, barcode: a.barcode },
    );
    expect(history.data.list).toEqual([
      expect.objectContaining({ barcode: a.barcode, kind: 'return', toRackNumber: '0101' }),
    ]);
  });

  test('slabs the machine type does not take are removed, with a notice in zh and en', async () => {
    const saws = await addWarehouse(api);
    const set = await api('webReturn/setWarehouseMachine', {
      warehouseId: saws,
      machineType: 'Bridge saw 3000',
      maxLengthMm: 3000,
      maxWidthMm: 2000,
    });
    expect(set.result, set.msg).toBe(true);
    const fits = await picked(1900, 2900); // fits turned
    const tooLong = await picked(3200, 1800);
    const stock = await seedSlab(ctx.t.deps, ctx.owner, home, { barcode: nextCode('ST') });
    const body = { slabIds: [fits.id, tooLong.id], warehouseId: saws };
    const en = await api<ReturnSlabsData>('webReturn/returnSlabs', body);
    expect(en.data.returned).toEqual([fits.id]);
    expect(en.data.removed).toEqual([
      {
        id: tooLong.id,
        barcode: tooLong.barcode,
        reason: 'too large for machine type Bridge saw 3000',
      },
    ]);
    expect(en.data.notice).toBe(
      `Removed from the return: ${tooLong.barcode} (too large for machine type Bridge saw 3000)`,
    );
    expect((await slabRow(tooLong.id)).status).toBe('picked');
    // Nothing left to return: refused, with the same list in Chinese.
    const zh = await api<ReturnSlabsData>(
      'webReturn/returnSlabs',
      { slabIds: [tooLong.id, stock], warehouseId: saws },
      'zh',
    );
    expect(zh.code).toBe(4);
    expect(zh.msg).toBe('所选大板均不能退回该仓库');
    expect(zh.data.notice).toBe(
      `以下大板已自动移出退料单：${tooLong.barcode} (与机型Bridge saw 3000不符)；${nextCodeOf(zh.data, stock)} (非已领料状态)`,
    );
    const machines = await api<{ list: { warehouseId: string; machineType: string | null }[] }>(
      'webReturn/getWarehouseMachines',
      {},
    );
    expect(machines.data.list.find((m) => m.warehouseId === saws)?.machineType).toBe(
      'Bridge saw 3000',
    );
  });

  test('return refuses a missing warehouse, foreign ids and bad bodies', async () => {
    const a = await picked();
    const other = await createOwner(ctx.t, 'retother', 'Other Stone Co');
    const theirs = (
      await call<{ id: string }>(
        ctx.t.app,
        'webWarehouse/createWarehouse',
        { name: 'Theirs', code: 'THEIRS' },
        { token: other.token },
      )
    ).data.id;
    const ret = (body: Record<string, unknown>, lang: 'en' | 'zh' = 'en') =>
      api('webReturn/returnSlabs', body, lang);
    expect(await ret({ slabIds: [a.id] })).toMatchObject({ code: 2, msg: 'Choose a warehouse' });
    expect((await ret({ slabIds: [a.id] }, 'zh')).msg).toBe('请选择仓库');
    expect((await ret({ slabIds: [a.id], warehouseId: theirs })).code).toBe(3);
    expect((await ret({ slabIds: ['missing'], warehouseId: home })).code).toBe(3);
    expect((await ret({ slabIds: [], warehouseId: home })).code).toBe(2);
    expect((await ret({ slabIds: [a.id], warehouseId: home, orgId: 'x' })).code).toBe(2);
    expect((await ret({ slabIds: [a.id], warehouseId: 'a\u0000' })).code).toBe(2);
    const otherRacks = await addRacks(api, await addWarehouse(api), 201);
    expect(
      await ret({ slabIds: [a.id], warehouseId: home, rackId: otherRacks.ids[0] }),
    ).toMatchObject({ code: 2, msg: 'The rack is not in the chosen warehouse' });
    expect(
      (
        await api('webReturn/setWarehouseMachine', {
          warehouseId: theirs,
          machineType: 'x',
          maxLengthMm: 1,
          maxWidthMm: 1,
        })
      ).code,
    ).toBe(3);
    expect(
      (
        await api('webReturn/setWarehouseMachine', {
          warehouseId: home,
          machineType: '',
          maxLengthMm: 0,
          maxWidthMm: 1,
        })
      ).code,
    ).toBe(2);
    expect((await slabRow(a.id)).status).toBe('picked');
  });

  test('transfer moves slabs to a workshop and back to a warehouse rack, each move recorded', async () => {
    const target = await addWarehouse(api);
    const racks = await addRacks(api, target, 301);
    const workshop = await api<{ id: string }>('webWorkshop/createWorkshop', {
      name: nextCode('Saw hall '),
      code: nextCode('WS'),
      category: 'cutting',
    });
    const a = await seedSlab(ctx.t.deps, ctx.owner, home, { barcode: nextCode('TR') });
    const b = await picked();
    const toShop = await api('webTransfer/transferSlabs', {
      slabIds: [a, b.id],
      workshopId: workshop.data.id,
    });
    expect(toShop).toMatchObject({ result: true, data: { moved: 2 }, msg: 'Slabs transferred' });
    expect(await slabRow(a)).toMatchObject({ warehouse_id: home, workshop_id: workshop.data.id });
    expect((await slabRow(b.id)).status).toBe('picked');
    const back = await api('webTransfer/transferSlabs', {
      slabIds: [a],
      warehouseId: target,
      rackId: racks.ids[0],
    });
    expect(back.result, back.msg).toBe(true);
    expect(await slabRow(a)).toEqual({
      status: 'available',
      warehouse_id: target,
      rack_id: racks.ids[0],
      workshop_id: null,
    });
    const history = await api<{ list: Record<string, unknown>[] }>(
      'webTransfer/getTransferHistory',
      { pageNum: 1, pageSize: 10 },
    );
    const ofA = history.data.list.filter((m) => m.slabId === a);
    // Newest first; two moves in the same millisecond may list either way round.
    const moves = ofA.map((m) => [m.toWorkshopName !== null, m.toRackNumber]);
    expect(moves).toHaveLength(2);
    expect(moves).toEqual(
      expect.arrayContaining([
        [false, '0301'],
        [true, null],
      ]),
    );
  });

  test('transfer refuses no destination, both destinations, cut slabs and foreign ids', async () => {
    const cut = await seedSlab(ctx.t.deps, ctx.owner, home, {
      barcode: nextCode('TC'),
      status: 'cut',
    });
    const a = await seedSlab(ctx.t.deps, ctx.owner, home, { barcode: nextCode('TA') });
    const move = (body: Record<string, unknown>) => api('webTransfer/transferSlabs', body);
    expect(await move({ slabIds: [a] })).toMatchObject({
      code: 2,
      msg: 'Choose either a warehouse or a workshop to move the slabs to',
    });
    expect((await move({ slabIds: [a], warehouseId: home, workshopId: 'w' })).code).toBe(2);
    expect(await move({ slabIds: [a, cut], warehouseId: home })).toMatchObject({
      code: 4,
      msg: 'Only slabs in stock or picked can be transferred',
    });
    expect((await move({ slabIds: [a], workshopId: 'missing' })).code).toBe(3);
    expect((await move({ slabIds: [a], warehouseId: 'missing' })).code).toBe(3);
    expect((await move({ slabIds: Array(201).fill(a), warehouseId: home })).code).toBe(2);
    expect((await slabRow(a)).warehouse_id).toBe(home);
  });
});

/** The barcode of a removed slab, by id (the notice lists barcodes). */
function nextCodeOf(data: ReturnSlabsData, id: string) {
  return data.removed.find((r) => r.id === id)?.barcode;
}

import { afterAll, beforeAll, expect, test } from 'vitest';
import { describeEachDialect } from '../../test/test-app.ts';
import { addWarehouse, nextCode, type Api } from '../materials/material-test-kit.ts';
import { planPlaneNow } from '../planning/planning.service.ts';
import { seedPlane } from '../planning/planning-test-kit.ts';
import {
  createFlowTestApp,
  seedAcceptedPlan,
  seedSlab,
  stoneSettings,
  type FlowTestApp,
} from './flow-test-kit.ts';

type Slab = { id: string; barcode: string; status: string; seq: number } | null;

/** Issue 13: machine-table pickup onto table A or B, confirming the cut, and its remnants. */
describeEachDialect('machine-table pickup', (dialect) => {
  let ctx: FlowTestApp;
  let api: Api;
  let home: string;
  let deviceId: string;
  const pickFor = async (projectId: string, length = 3200, width = 1800) => {
    const barcode = nextCode('DV');
    await seedSlab(ctx.t.deps, ctx.owner, home, { barcode, length, width });
    const res = await api<{ slabId: string }>('webPicking/pickSlab', { projectId, barcode });
    if (!res.result) throw new Error(res.msg);
    return { id: res.data.slabId, barcode };
  };

  beforeAll(async () => {
    ctx = await createFlowTestApp(dialect, 'dev');
    api = ctx.api;
    home = await addWarehouse(api);
    const device = await api<{ id: string }>('webDevice/createDevice', {
      code: 'SAW-01',
      model: 'Bridge saw',
    });
    deviceId = device.data.id;
  });
  afterAll(() => ctx.t.close());

  test('next, take onto A, confirm the cut: remnants above 300 × 300 mm go into stock', async () => {
    const p = await seedAcceptedPlan(ctx.t.deps, ctx.owner, [
      {
        length: 3000,
        width: 1600,
        remnants: [
          { x: 10, y: 1000, width: 1200.6, height: 590 },
          { x: 2000, y: 10, width: 250, height: 900 },
        ],
      },
    ]);
    const unapproved = await seedAcceptedPlan(
      ctx.t.deps,
      ctx.owner,
      [{ length: 900, width: 700 }],
      {
        approved: false,
      },
    );
    await pickFor(unapproved.projectId, 1000, 800);
    const slab = await pickFor(p.projectId, 3200, 1800);
    const next = await api<{ slab: Slab }>('webDevicePicking/getNext', { deviceId, table: 'A' });
    // The unapproved project's slab is never offered.
    expect(next.data.slab).toMatchObject({ barcode: slab.barcode, seq: 1 });
    const taken = await api<NonNullable<Slab>>('webDevicePicking/takeSlab', {
      deviceId,
      table: 'A',
      barcode: slab.barcode,
    });
    expect(taken).toMatchObject({ result: true, data: { status: 'cutting' } });
    const tables = await api<{ tables: { table: string; slab: Slab }[] }>(
      'webDevicePicking/getTables',
      { deviceId },
    );
    expect(tables.data.tables.map((t) => [t.table, t.slab?.barcode ?? null])).toEqual([
      ['A', slab.barcode],
      ['B', null],
    ]);
    expect(
      (await api<{ slab: Slab }>('webDevicePicking/getNext', { deviceId, table: 'B' })).data.slab,
    ).toBeNull();
    const cut = await api<{ remnants: { barcode: string; lengthMm: number; widthMm: number }[] }>(
      'webDevicePicking/confirmCut',
      { slabId: slab.id },
    );
    expect(cut.result, cut.msg).toBe(true);
    // The plan's free region (rounded down), the 200 mm strip is too narrow, the 200 mm wide
    // strip beyond the plan slab's width too; the 250 mm region is waste.
    expect(cut.data.remnants).toEqual([
      { id: expect.any(String), barcode: `${slab.barcode}-R1`, lengthMm: 1200, widthMm: 590 },
    ]);
    const stored = await ctx.t.deps.db
      .selectFrom('big_slabs')
      .select(['status', 'is_remnant', 'parent_id', 'length_mm', 'width_mm', 'warehouse_id'])
      .where('barcode', '=', `${slab.barcode}-R1`)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      status: 'available',
      is_remnant: 1,
      parent_id: slab.id,
      length_mm: 1200,
      width_mm: 590,
      warehouse_id: home,
    });
    // Irreversible: a second confirmation is refused and makes no second remnant.
    const again = await api('webDevicePicking/confirmCut', { slabId: slab.id }, 'zh');
    expect(again).toMatchObject({ code: 4, msg: expect.stringContaining('已于') });
    const parent = await ctx.t.deps.db
      .selectFrom('big_slabs')
      .select('status')
      .where('id', '=', slab.id)
      .executeTakeFirstOrThrow();
    expect(parent.status).toBe('cut');
    const history = await api<{ list: { kind: string; deviceCode: string | null }[] }>(
      'webDevicePicking/getCutHistory',
      { pageNum: 1, pageSize: 10, projectId: p.projectId },
    );
    expect(history.data.list.map((m) => m.kind).sort()).toEqual(['cut', 'cut', 'pickup']);
    expect(history.data.list.every((m) => m.deviceCode === 'SAW-01')).toBe(true);
  });

  test('a busy table, an unpicked slab and foreign ids are refused', async () => {
    const p = await seedAcceptedPlan(ctx.t.deps, ctx.owner, [
      { length: 3000, width: 1600 },
      { length: 3000, width: 1600 },
    ]);
    const first = await pickFor(p.projectId);
    const second = await pickFor(p.projectId);
    const loose = nextCode('LO');
    await seedSlab(ctx.t.deps, ctx.owner, home, { barcode: loose });
    const take = (body: Record<string, unknown>, lang: 'en' | 'zh' = 'en') =>
      api('webDevicePicking/takeSlab', { deviceId, table: 'B', ...body }, lang);
    expect((await take({ barcode: first.barcode })).result).toBe(true);
    expect(await take({ barcode: second.barcode })).toMatchObject({
      code: 4,
      msg: `Table B already holds slab ${first.barcode}`,
    });
    expect(await take({ barcode: loose, table: 'A' }, 'zh')).toMatchObject({
      code: 4,
      msg: `大板${loose}尚未为已审核的项目领料`,
    });
    expect((await take({ barcode: 'NOPE', table: 'A' })).code).toBe(3);
    expect((await take({ barcode: second.barcode, table: 'C' })).code).toBe(2);
    expect((await take({ barcode: second.barcode, deviceId: 'missing' })).code).toBe(3);
    expect((await api('webDevicePicking/getNext', { deviceId: 'missing', table: 'A' })).code).toBe(
      3,
    );
    expect((await api('webDevicePicking/getTables', { deviceId: 'missing' })).code).toBe(3);
    expect((await api('webDevicePicking/confirmCut', { slabId: 'missing' })).code).toBe(3);
    expect((await api('webDevicePicking/confirmCut', { slabId: second.id })).code).toBe(4);
    expect((await api('webDevicePicking/confirmCut', {})).code).toBe(2);
    expect((await api('webDevicePicking/confirmCut', { slabId: first.id })).result).toBe(true);
  });

  test('a real plan keeps its off-cuts, and cutting its slab stocks them', async () => {
    const { projectId, planeId } = await seedPlane(
      ctx.t.deps,
      ctx.owner,
      [{ code: 'A-1', width: 1500, height: 1200 }],
      await stoneSettings(ctx.t.deps, ctx.owner.orgId),
    );
    const run = await planPlaneNow(ctx.t.deps, ctx.owner.orgId, planeId, { timeBudgetMs: 1000 });
    expect(run.state).toBe('done');
    await ctx.t.deps.db
      .updateTable('projects')
      .set({ review_state: 'reviewed' })
      .where('id', '=', projectId)
      .execute();
    const slab = await pickFor(projectId, 3200, 2600);
    expect(
      (await api('webDevicePicking/takeSlab', { deviceId, table: 'A', barcode: slab.barcode }))
        .result,
    ).toBe(true);
    const cut = await api<{ remnants: { lengthMm: number; widthMm: number }[] }>(
      'webDevicePicking/confirmCut',
      { slabId: slab.id },
    );
    expect(cut.result, cut.msg).toBe(true);
    expect(cut.data.remnants.length).toBeGreaterThan(0);
    for (const r of cut.data.remnants) {
      expect(r.widthMm).toBeGreaterThanOrEqual(300);
      expect(r.lengthMm).toBeGreaterThanOrEqual(r.widthMm);
    }
    // Together with the piece they never exceed the slab.
    const area = cut.data.remnants.reduce((n, r) => n + r.lengthMm * r.widthMm, 0);
    expect(area + 1500 * 1200).toBeLessThanOrEqual(3200 * 2600);
  });
});

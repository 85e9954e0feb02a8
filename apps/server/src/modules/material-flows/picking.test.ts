import { afterAll, beforeAll, expect, test } from 'vitest';
import type { PickingListData } from '@stone/shared/material-flows/schemas';
import { describeEachDialect } from '../../test/test-app.ts';
import { addWarehouse, type Api } from '../materials/material-test-kit.ts';
import {
  createFlowTestApp,
  seedAcceptedPlan,
  seedSlab,
  type FlowTestApp,
} from './flow-test-kit.ts';

/** Issue 13: picking slabs for a project's plan, by barcode, and the race of two pickers. */
describeEachDialect('picking', (dialect) => {
  let ctx: FlowTestApp;
  let api: Api;
  let warehouseId: string;
  const slab = (barcode: string, over: Record<string, unknown> = {}) =>
    seedSlab(ctx.t.deps, ctx.owner, warehouseId, { barcode, ...over });
  const plan = (sizes: [number, number][]) =>
    seedAcceptedPlan(
      ctx.t.deps,
      ctx.owner,
      sizes.map(([length, width]) => ({ length, width })),
    );
  const list = (projectId: string) =>
    api<PickingListData>('webPicking/getPickingList', { projectId });

  beforeAll(async () => {
    ctx = await createFlowTestApp(dialect, 'pick');
    api = ctx.api;
    warehouseId = await addWarehouse(api);
  });
  afterAll(() => ctx.t.close());

  test('the list shows each plan slab to be picked, with the fitting slabs in stock', async () => {
    const p = await plan([
      [3200, 1800],
      [2000, 1000],
    ]);
    await slab('L-BIG', { length: 3300, width: 1900 });
    await slab('L-OTHER', { length: 3300, width: 1900, material: 'Black galaxy' });
    const res = await list(p.projectId);
    expect(res.result).toBe(true);
    expect(res.data.totalCount).toBe(2);
    expect(res.data.pickedCount).toBe(0);
    expect(res.data.rows.map((r) => [r.seq, r.state])).toEqual([
      [1, 'toBePicked'],
      [2, 'toBePicked'],
    ]);
    // Only the project's material counts; the big slab holds both plan slabs.
    expect(res.data.rows[0]!.availableCount).toBeGreaterThanOrEqual(1);
    const candidates = await api<{ list: { barcode: string }[] }>('webPicking/getCandidates', {
      layoutId: p.layoutIds[0],
    });
    expect(candidates.data.list.map((c) => c.barcode)).toContain('L-BIG');
    expect(candidates.data.list.map((c) => c.barcode)).not.toContain('L-OTHER');
  });

  test('a scanned barcode picks the slab for the first plan slab it holds', async () => {
    const p = await plan([
      [3000, 2000],
      [1500, 1000],
    ]);
    await slab('P-SMALL', { length: 1600, width: 1100 });
    const res = await api<{ layoutId: string; seq: number }>('webPicking/pickSlab', {
      projectId: p.projectId,
      barcode: 'P-SMALL',
    });
    expect(res.result, res.msg).toBe(true);
    expect(res.msg).toBe('Slab picked');
    // Too small for plan slab 1, so it went to plan slab 2.
    expect(res.data.seq).toBe(2);
    const after = await list(p.projectId);
    expect(after.data.rows[1]).toMatchObject({ state: 'picked', slab: { barcode: 'P-SMALL' } });
    expect(after.data.pickedCount).toBe(1);
    const history = await api<{ list: { barcode: string; kind: string }[] }>(
      'webPicking/getPickHistory',
      { pageNum: 1, pageSize: 10, projectId: p.projectId },
    );
    expect(history.data.list).toEqual([
      expect.objectContaining({ barcode: 'P-SMALL', kind: 'pick', projectName: 'Harbour tower' }),
    ]);
    const again = await api('webPicking/pickSlab', {
      projectId: p.projectId,
      barcode: 'P-SMALL',
    });
    expect(again.code).toBe(4);
    expect(again.msg).toMatch(/^You already picked slab P-SMALL \(.+ UTC\)$/);
  });

  test('one picker scanning one slab twice at once: exactly one wins, the other is told in zh', async () => {
    const p = await plan([[3000, 1600]]);
    const id = await slab('RACE-PICK', { length: 3200, width: 1800 });
    const answers = await Promise.all([
      api('webPicking/pickSlab', { projectId: p.projectId, barcode: 'RACE-PICK' }, 'zh'),
      api('webPicking/pickSlab', { projectId: p.projectId, barcode: 'RACE-PICK' }, 'zh'),
    ]);
    expect(answers.filter((a) => a.result)).toHaveLength(1);
    const lost = answers.find((a) => !a.result)!;
    expect(lost.status).toBeLessThan(500);
    expect(lost.code).toBe(4);
    // Both scans are the owner's: the slab's own state says who holds it (issue 23).
    expect(lost.msg).toMatch(/^大板RACE-PICK已由您领料（.+ UTC）$/);
    const row = await ctx.t.deps.db
      .selectFrom('big_slabs')
      .select(['status', 'version'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'picked', version: 2 });
    const picks = await ctx.t.deps.db
      .selectFrom('slab_picks')
      .select('slab_id')
      .where('project_id', '=', p.projectId)
      .execute();
    expect(picks).toHaveLength(1);
  });

  test('two slabs raced onto the one plan slab: one is picked, the other stays in stock', async () => {
    const p = await plan([[3000, 1600]]);
    await slab('TWIN-1');
    await slab('TWIN-2');
    const answers = await Promise.all(
      ['TWIN-1', 'TWIN-2'].map((barcode) =>
        api('webPicking/pickSlab', { projectId: p.projectId, barcode }),
      ),
    );
    expect(answers.filter((a) => a.result)).toHaveLength(1);
    const lost = answers.find((a) => !a.result)!;
    expect(lost.code).toBe(4);
    expect(lost.msg).toMatch(/already been picked|already picked; slab|just been picked/);
    const statuses = await ctx.t.deps.db
      .selectFrom('big_slabs')
      .select('status')
      .where('barcode', 'in', ['TWIN-1', 'TWIN-2'])
      .orderBy('status')
      .execute();
    expect(statuses.map((s) => s.status)).toEqual(['available', 'picked']);
  });

  test('six pickers scanning six different slabs for six plan slabs at once: all six picked', async () => {
    for (let round = 1; round <= 5; round++) {
      const p = await plan(Array.from({ length: 6 }, () => [3000, 1600] as [number, number]));
      const barcodes = Array.from({ length: 6 }, (_, i) => `SIX-${round}-${i}`);
      for (const barcode of barcodes) await slab(barcode);
      const answers = await Promise.all(
        barcodes.map((barcode) => api('webPicking/pickSlab', { projectId: p.projectId, barcode })),
      );
      expect(
        answers.map((a) => a.msg),
        `round ${round}`,
      ).toEqual(barcodes.map(() => 'Slab picked'));
      const after = await list(p.projectId);
      expect(after.data.pickedCount, `round ${round}`).toBe(6);
      expect(new Set(after.data.rows.map((r) => r.slab?.barcode))).toEqual(new Set(barcodes));
    }
  });

  test('more scans than free plan slabs: the extra pickers are refused and their slabs stay', async () => {
    const p = await plan([
      [3000, 1600],
      [3000, 1600],
    ]);
    const barcodes = Array.from({ length: 6 }, (_, i) => `FEW-${i}`);
    for (const barcode of barcodes) await slab(barcode);
    const answers = await Promise.all(
      barcodes.map((barcode) => api('webPicking/pickSlab', { projectId: p.projectId, barcode })),
    );
    expect(answers.filter((a) => a.result)).toHaveLength(2);
    for (const lost of answers.filter((a) => !a.result)) {
      expect(lost.status).toBeLessThan(500);
      expect(lost.code).toBe(4);
      expect(lost.msg).toMatch(/already been picked|already picked; slab|just been picked/);
    }
    // Nothing half-written: each refused slab is in stock, unpicked, with no movement.
    const won = barcodes.filter((_, i) => answers[i]!.result);
    const slabs = await ctx.t.deps.db
      .selectFrom('big_slabs')
      .select(['barcode', 'status', 'version'])
      .where('barcode', 'in', barcodes)
      .execute();
    for (const s of slabs)
      expect(s, s.barcode).toMatchObject(
        won.includes(s.barcode)
          ? { status: 'picked', version: 2 }
          : { status: 'available', version: 1 },
      );
    const picks = await ctx.t.deps.db
      .selectFrom('slab_picks')
      .select('layout_id')
      .where('project_id', '=', p.projectId)
      .execute();
    expect(new Set(picks.map((k) => k.layout_id))).toEqual(new Set(p.layoutIds));
    const history = await api<{ list: { barcode: string }[] }>('webPicking/getPickHistory', {
      pageNum: 1,
      pageSize: 20,
      projectId: p.projectId,
    });
    expect(new Set(history.data.list.map((h) => h.barcode))).toEqual(new Set(won));
  });

  test('bad scans are refused with a clear message and change nothing', async () => {
    const p = await plan([[3000, 1600]]);
    const none = await seedAcceptedPlan(ctx.t.deps, ctx.owner, []);
    await slab('B-SMALL', { length: 1000, width: 800 });
    await slab('B-OTHER', { material: 'Black galaxy' });
    await slab('B-CUT', { status: 'cut' });
    await slab('B-OK');
    const pick = (body: Record<string, unknown>, lang: 'en' | 'zh' = 'en') =>
      api('webPicking/pickSlab', { projectId: p.projectId, ...body }, lang);
    expect(await pick({ barcode: 'NOPE' })).toMatchObject({
      code: 3,
      msg: 'No slab with this barcode',
    });
    expect(await pick({ barcode: 'B-SMALL' })).toMatchObject({
      code: 4,
      msg: 'Slab B-SMALL holds none of the plan’s slabs still to be picked',
    });
    expect(await pick({ barcode: 'B-OTHER' }, 'zh')).toMatchObject({
      code: 4,
      msg: '大板B-OTHER的材质或厚度与项目不符',
    });
    expect((await pick({ barcode: 'B-CUT' })).msg).toBe('Slab B-CUT is not in stock (status: cut)');
    expect(
      await api('webPicking/pickSlab', { projectId: none.projectId, barcode: 'B-OK' }),
    ).toMatchObject({ code: 4, msg: 'The project has no accepted cutting plan to pick for' });
    expect((await pick({ barcode: 'B-OK', layoutId: 'missing' })).code).toBe(3);
    expect((await pick({ barcode: '' })).code).toBe(2);
    expect((await pick({ barcode: 'a b' })).code).toBe(2);
    expect((await pick({ barcode: 'B-OK', orgId: 'x' })).code).toBe(2);
    expect((await api('webPicking/pickSlab', { barcode: 'B-OK' })).code).toBe(2);
    expect((await api('webPicking/pickSlab', { projectId: 'missing', barcode: 'B-OK' })).code).toBe(
      3,
    );
    expect((await api('webPicking/getPickingList', { projectId: 'missing' })).code).toBe(3);
    expect((await api('webPicking/getCandidates', { layoutId: 'missing' })).code).toBe(3);
    const still = await ctx.t.deps.db
      .selectFrom('big_slabs')
      .select('status')
      .where('barcode', '=', 'B-OK')
      .executeTakeFirstOrThrow();
    expect(still.status).toBe('available');
  });
});

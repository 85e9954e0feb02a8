import { afterAll, beforeAll, expect, test } from 'vitest';
import { ENDPOINTS, ROUTES_BY_NAME } from '@stone/shared';
import { describeEachDialect } from '../../test/test-app.ts';
import { addAndSignIn, createRole } from '../members/admin-test-kit.ts';
import { addRacks, addWarehouse, nextCode, type Api } from '../materials/material-test-kit.ts';
import {
  createFlowTestApp,
  seedAcceptedPlan,
  seedSlab,
  type FlowTestApp,
} from './flow-test-kit.ts';

type Projects = { list: { id: string; name: string; orderNo: string }[]; total: number };
type Slabs = { slabs: { id: string; barcode: string; rackNumber: string | null }[] };
type Choices = Slabs & {
  warehouses: { id: string; name: string; racks: { number: string }[] }[];
  workshops?: { name: string }[];
};

/** Issue 13 follow-up: each flow screen's choice lists, read under that flow's own route. */
describeEachDialect('flow choice lists', (dialect) => {
  let ctx: FlowTestApp;
  let api: Api;
  let home: string;

  beforeAll(async () => {
    ctx = await createFlowTestApp(dialect, 'choice');
    api = ctx.api;
    home = await addWarehouse(api, 'Choice Home');
  });
  afterAll(() => ctx.t.close());

  test('picking lists approved, live projects with an accepted plan, by keyword and page', async () => {
    const name = (n: string) => ({ name: `${n} ${nextCode('')}` });
    const live = await seedAcceptedPlan(ctx.t.deps, ctx.owner, [{ length: 900, width: 600 }], {
      name: name('Harbour Tower').name,
    });
    const pending = await seedAcceptedPlan(ctx.t.deps, ctx.owner, [], { approved: false });
    const archived = await seedAcceptedPlan(ctx.t.deps, ctx.owner, [{ length: 900, width: 600 }]);
    await ctx.t.deps.db
      .updateTable('projects')
      .set({ archived: 1 })
      .where('id', '=', archived.projectId)
      .execute();
    const unplanned = await seedAcceptedPlan(ctx.t.deps, ctx.owner, []);
    await ctx.t.deps.db
      .updateTable('planes')
      .set({ accepted_run_id: null })
      .where('project_id', '=', unplanned.projectId)
      .execute();

    const all = await api<Projects>('webPicking/getPickProjects', { pageNum: 1, pageSize: 100 });
    expect(all.code, all.msg).toBe(0);
    const ids = all.data.list.map((p) => p.id);
    expect(ids).toContain(live.projectId);
    for (const hidden of [pending, archived, unplanned])
      expect(ids).not.toContain(hidden.projectId);
    expect(Object.keys(all.data.list[0]!).sort()).toEqual([
      'customerName',
      'id',
      'name',
      'orderNo',
    ]);

    const found = await api<Projects>('webPicking/getPickProjects', {
      keyword: 'harbour tower',
      pageNum: 1,
      pageSize: 10,
    });
    expect(found.data.list.map((p) => p.id)).toEqual([live.projectId]);
    const page = await api<Projects>('webPicking/getPickProjects', { pageNum: 1, pageSize: 1 });
    expect(page.data.list).toHaveLength(1);
    expect(page.data.total).toBe(all.data.total);
    expect((await api('webPicking/getPickProjects', { keyword: 'a\u0000' })).code).toBe(2);
  });

  test('return offers picked slabs; transfer offers movable ones, warehouses, racks and workshops', async () => {
    const { ids: racks } = await addRacks(api, home, 301);
    const shop = nextCode('Saw hall ');
    await api('webWorkshop/createWorkshop', {
      name: shop,
      code: nextCode('WS'),
      category: 'cutting',
    });
    const picked = await seedSlab(ctx.t.deps, ctx.owner, home, {
      barcode: nextCode('CP'),
      status: 'picked',
    });
    const inStock = await seedSlab(ctx.t.deps, ctx.owner, home, { barcode: nextCode('CS') });
    const cut = await seedSlab(ctx.t.deps, ctx.owner, home, {
      barcode: nextCode('CC'),
      status: 'cut',
    });
    await ctx.t.deps.db
      .updateTable('big_slabs')
      .set({ rack_id: racks[0]! })
      .where('id', '=', picked)
      .execute();

    const ret = await api<Choices>('webReturn/getReturnChoices', {});
    expect(ret.code, ret.msg).toBe(0);
    expect(ret.data.slabs.map((s) => s.id)).toEqual([picked]);
    expect(ret.data.slabs[0]!.rackNumber).toBe('0301');
    expect(ret.data.warehouses.find((w) => w.id === home)?.racks).toEqual([
      { id: racks[0], number: '0301' },
    ]);

    const tr = await api<Choices>('webTransfer/getTransferChoices', {});
    expect(tr.code, tr.msg).toBe(0);
    const movable = tr.data.slabs.map((s) => s.id);
    expect(movable).toEqual(expect.arrayContaining([picked, inStock]));
    expect(movable).not.toContain(cut);
    expect(tr.data.workshops?.map((w) => w.name)).toContain(shop);

    const barcode = ret.data.slabs[0]!.barcode;
    const scan = await api<Slabs>('webTransfer/getTransferChoices', { barcode });
    expect(scan.data.slabs.map((s) => s.id)).toEqual([picked]);
    const none = await api<Slabs>('webReturn/getReturnChoices', { barcode: 'NO-SUCH' });
    expect(none.data.slabs).toEqual([]);
  });

  test('machine pickup lists the devices with their tables', async () => {
    const code = nextCode('SAW');
    const made = await api<{ id: string }>('webDevice/createDevice', { code, model: 'Bridge' });
    expect(made.result, made.msg).toBe(true);
    const res = await api<{ list: unknown[] }>('webDevicePicking/getDevices', {});
    expect(res.data.list).toContainEqual({
      id: made.data.id,
      code,
      model: 'Bridge',
      tables: ['A', 'B'],
    });
  });

  test('a role granting only one flow reads its screen, and other routes still answer 6', async () => {
    const screens = {
      picking: ['webPicking/getPickProjects', { pageNum: 1, pageSize: 10 }],
      return: ['webReturn/getReturnChoices', {}],
      transfer: ['webTransfer/getTransferChoices', {}],
      devicePicking: ['webDevicePicking/getDevices', {}],
    } as const;
    const foreign = [
      ['webProduce/getProduceSolutionList', { pageNum: 1, pageSize: 10 }],
      ['webBigSlab/getBigSlabList', { pageNum: 1, pageSize: 10 }],
      ['webBigSlab/getBigSlabOptions', {}],
      ['webWorkshop/getWorkshopList', { pageNum: 1, pageSize: 10 }],
      ['webDevice/getDeviceList', { pageNum: 1, pageSize: 10 }],
    ] as const;
    for (const [route, [own]] of Object.entries(screens)) {
      const menuId = ROUTES_BY_NAME.get(route)!.menuId!;
      const roleId = await createRole(ctx.t, ctx.owner.token, `Only ${route}`, [menuId]);
      const member = await addAndSignIn(ctx.t, ctx.owner.token, { nickname: route, roleId });
      const as = (path: string, body: unknown) => api(path, body, 'en', member.token);
      expect((await as(own, screens[route as keyof typeof screens][1])).code, route).toBe(0);
      for (const [other] of Object.values(screens).filter(([p]) => p !== own))
        expect((await as(other, {})).code, `${route} → ${other}`).toBe(6);
      // A granted child opens its parent menu (aboutMaterial), so only unrelated routes refuse.
      const parent = ROUTES_BY_NAME.get(route)!.parent;
      const refused = foreign.filter(([path]) => {
        const access = ENDPOINTS[path].access;
        return typeof access === 'object' && access.route !== parent;
      });
      expect(refused.length).toBeGreaterThanOrEqual(3);
      for (const [path, body] of refused)
        expect((await as(path, body)).code, `${route} → ${path}`).toBe(6);
    }
  });
});

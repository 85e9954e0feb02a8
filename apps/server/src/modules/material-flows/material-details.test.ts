import { afterAll, beforeAll, expect, test } from 'vitest';
import { describeEachDialect } from '../../test/test-app.ts';
import { addAndSignIn, createRole } from '../members/admin-test-kit.ts';
import { addWarehouse, nextCode, type Api } from '../materials/material-test-kit.ts';
import {
  createFlowTestApp,
  seedAcceptedPlan,
  seedSlab,
  type FlowTestApp,
} from './flow-test-kit.ts';

type Details = {
  orderNo: string;
  pickedCount: number;
  totalCount: number;
  rows: { seq: number; state: string; slab: Record<string, string> | null }[];
};

/** /materialDetails: a project's plan slabs with their picks, counts and movements. */
describeEachDialect('material details', (dialect) => {
  let ctx: FlowTestApp;
  let api: Api;
  let home: string;

  beforeAll(async () => {
    ctx = await createFlowTestApp(dialect, 'mdet');
    api = ctx.api;
    home = await addWarehouse(api);
  });
  afterAll(() => ctx.t.close());

  test('shows each plan slab to be picked or picked, with the slab numbers and the moves', async () => {
    const plan = await seedAcceptedPlan(ctx.t.deps, ctx.owner, [
      { length: 1000, width: 800 },
      { length: 900, width: 700 },
    ]);
    const barcode = nextCode('MD');
    await seedSlab(ctx.t.deps, ctx.owner, home, { barcode });
    const pick = await api('webPicking/pickSlab', { projectId: plan.projectId, barcode });
    expect(pick.result, pick.msg).toBe(true);

    const res = await api<Details>('webMaterialDetails/getMaterialDetails', {
      projectId: plan.projectId,
    });
    expect(res.code, res.msg).toBe(0);
    expect(res.data).toMatchObject({ pickedCount: 1, totalCount: 2 });
    const picked = res.data.rows.filter((r) => r.state === 'picked');
    expect(picked).toHaveLength(1);
    expect(picked[0]!.slab).toEqual({
      barcode,
      blockNo: 'HL2411-07',
      bundleNo: 'Z03',
      slabNo: '12',
      status: 'picked',
    });
    expect(res.data.rows.find((r) => r.state === 'toBePicked')?.slab).toBeNull();

    const moves = await api<{ list: { barcode: string; kind: string }[]; total: number }>(
      'webMaterialDetails/getMovements',
      { pageNum: 1, pageSize: 20, projectId: plan.projectId },
    );
    expect(moves.data.total).toBe(1);
    expect(moves.data.list[0]).toMatchObject({ barcode, kind: 'pick' });

    expect((await api('webMaterialDetails/getMaterialDetails', { projectId: 'nope' })).code).toBe(
      3,
    );
    expect((await api('webMaterialDetails/getMovements', { pageNum: 1 })).code).toBe(2);
  });

  test('opens for a role granting material details, and answers 6 to a picking-only role', async () => {
    const plan = await seedAcceptedPlan(ctx.t.deps, ctx.owner, [{ length: 1000, width: 800 }]);
    const body = { projectId: plan.projectId };
    const role = async (name: string, menuId: number) => {
      const roleId = await createRole(ctx.t, ctx.owner.token, name, [menuId]);
      return (await addAndSignIn(ctx.t, ctx.owner.token, { nickname: name, roleId })).token;
    };
    const viewer = await role('Details', 182);
    const picker = await role('Picker', 171);
    const as = (token: string) => api('webMaterialDetails/getMaterialDetails', body, 'en', token);
    expect((await as(viewer)).code).toBe(0);
    expect((await as(picker)).code).toBe(6);
  });
});

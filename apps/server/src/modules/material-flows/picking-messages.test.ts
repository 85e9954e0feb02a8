import { afterAll, beforeAll, expect, test } from 'vitest';
import { describeEachDialect } from '../../test/test-app.ts';
import { addWarehouse, nextCode, type Api } from '../materials/material-test-kit.ts';
import { addAndSignIn } from '../members/admin-test-kit.ts';
import {
  createFlowTestApp,
  seedAcceptedPlan,
  seedSlab,
  type FlowTestApp,
} from './flow-test-kit.ts';

/**
 * Issue 23: a refusal to pick names the slab's own state first. A re-scan of one's own pick is
 * "already picked by you (time)", not "just taken by someone else"; a slab scanned once every plan
 * slab is picked is told so, not "holds none of the plan slabs still to be picked".
 */
describeEachDialect('picking messages', (dialect) => {
  let ctx: FlowTestApp;
  let api: Api;
  let warehouseId: string;
  const pick = (projectId: string, barcode: string, lang: 'en' | 'zh' = 'en', token?: string) =>
    api('webPicking/pickSlab', { projectId, barcode }, lang, token);

  beforeAll(async () => {
    ctx = await createFlowTestApp(dialect, 'pickmsg');
    api = ctx.api;
    warehouseId = await addWarehouse(api);
  });
  afterAll(() => ctx.t.close());

  test('re-scanning a slab you just picked says you picked it, and when, in en and zh', async () => {
    const p = await seedAcceptedPlan(ctx.t.deps, ctx.owner, [{ length: 1000, width: 800 }]);
    const barcode = nextCode('MINE-');
    await seedSlab(ctx.t.deps, ctx.owner, warehouseId, { barcode });
    expect((await pick(p.projectId, barcode)).result).toBe(true);
    const en = await pick(p.projectId, barcode);
    expect(en.code).toBe(4);
    expect(en.msg).toMatch(
      new RegExp(
        `^You already picked slab ${barcode} \\(\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC\\)$`,
      ),
    );
    const zh = await pick(p.projectId, barcode, 'zh');
    expect(zh.msg).toMatch(new RegExp(`^大板${barcode}已由您领料（\\d{4}-.+ UTC）$`));
    expect(zh.msg).not.toContain('他人');
  });

  test('a slab another member picked is "picked by someone else"', async () => {
    const p = await seedAcceptedPlan(ctx.t.deps, ctx.owner, [{ length: 1000, width: 800 }]);
    const barcode = nextCode('THEIRS-');
    await seedSlab(ctx.t.deps, ctx.owner, warehouseId, { barcode });
    const other = await addAndSignIn(ctx.t, ctx.owner.token, {
      nickname: 'Second picker',
      roleId: ctx.owner.superRoleId,
    });
    expect((await pick(p.projectId, barcode, 'en', other.token)).result).toBe(true);
    expect((await pick(p.projectId, barcode)).msg).toBe(
      `Slab ${barcode} has just been picked by someone else`,
    );
    expect((await pick(p.projectId, barcode, 'zh')).msg).toBe(`大板${barcode}刚被他人领走`);
  });

  test('a fitting slab scanned after every plan slab is picked is told the plan is complete', async () => {
    const p = await seedAcceptedPlan(ctx.t.deps, ctx.owner, [{ length: 1000, width: 800 }]);
    const first = nextCode('DONE-');
    const spare = nextCode('SPARE-');
    await seedSlab(ctx.t.deps, ctx.owner, warehouseId, { barcode: first });
    const spareId = await seedSlab(ctx.t.deps, ctx.owner, warehouseId, { barcode: spare });
    expect((await pick(p.projectId, first)).result).toBe(true);
    const en = await pick(p.projectId, spare);
    expect(en.code).toBe(4);
    expect(en.msg).toBe(
      `Every plan slab of this project is already picked; slab ${spare} is not needed`,
    );
    expect((await pick(p.projectId, spare, 'zh')).msg).toBe(
      `该项目的排版大板已全部领料，无需再领大板${spare}`,
    );
    const row = await ctx.t.deps.db
      .selectFrom('big_slabs')
      .select('status')
      .where('id', '=', spareId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('available');
  });
});

import { afterAll, beforeAll, expect, test } from 'vitest';
import { factoryDay } from '@stone/shared/cutting/days';
import { describeEachDialect } from '../../test/test-app.ts';
import { createPayTestApp, payMember, seedReports, type PayTestApp } from './pay-test-kit.ts';

type Target = { id: string; month: string; module: string; value: string; version: number };
type Home = {
  month: string;
  list: { module: string; target: string | null; done: string; progressBp: number | null }[];
  cutting: { monthM2: string; yesterdayM2: string; todayM2: string };
};

/** Issue 20: monthly targets per module, and the home card's progress against them. */
describeEachDialect('monthly targets', (dialect) => {
  let ctx: PayTestApp;
  const month = factoryDay(new Date()).slice(0, 7);
  beforeAll(async () => {
    ctx = await createPayTestApp(dialect);
  });
  afterAll(() => ctx.t.close());

  const targets = async () =>
    (await ctx.api<{ list: Target[] }>('webMonthStandard/getTargets', { month })).data.list;
  const create = (body: object, lang: 'en' | 'zh' = 'en') =>
    ctx.api<{ id: string }>('webMonthStandard/createTarget', body, lang);

  test('a target is set, edited at its version and deleted', async () => {
    const made = await create({ month, module: 'processing', value: '1.5' });
    expect(made.result, made.msg).toBe(true);
    expect(made.msg).toBe('Target saved');
    expect(await targets()).toMatchObject([{ module: 'processing', value: '1.50', version: 1 }]);
    const edit = await ctx.api('webMonthStandard/updateTarget', {
      id: made.data.id,
      version: 1,
      value: '1.00',
    });
    expect(edit.result, edit.msg).toBe(true);
    const stale = await ctx.api('webMonthStandard/updateTarget', {
      id: made.data.id,
      version: 1,
      value: '9.00',
    });
    expect(stale.result).toBe(false);
    expect((await targets())[0]).toMatchObject({ value: '1.00', version: 2 });
  });

  test('a second target of the same month and module is refused and nothing is stored', async () => {
    const dup = await create({ month, module: 'processing', value: '5' }, 'zh');
    expect(dup.result).toBe(false);
    expect(dup.msg).toBe('该月份此模块已有目标，请直接编辑');
    expect(await targets()).toHaveLength(1);
  });

  test('a negative value, a third decimal or a bad month is refused in both languages', async () => {
    const neg = await create({ month, module: 'cutting', value: '-1' });
    expect(neg.result).toBe(false);
    expect(neg.msg).toBe('A target cannot be negative');
    const negZh = await create({ month, module: 'cutting', value: '-0.01' }, 'zh');
    expect(negZh.msg).toBe('目标值不能为负数');
    const decimals = await create({ month, module: 'cutting', value: '1.234' });
    expect(decimals.result).toBe(false);
    const badMonth = await create({ month: '2026-13', module: 'cutting', value: '1' });
    expect(badMonth.result).toBe(false);
    expect(await targets()).toHaveLength(1);
  });

  test('home shows this month’s done area against each target', async () => {
    const at = new Date(Date.now() - 60_000).toISOString();
    await seedReports(ctx, {
      workerId: ctx.owner.userId,
      processId: ctx.process.edge,
      count: 3,
      at,
    });
    await seedReports(ctx, {
      workerId: ctx.owner.userId,
      processId: ctx.process.kit,
      count: 1,
      at,
    });
    await create({ month, module: 'kitCheck', value: '0.48' });
    const res = await ctx.api<Home>('webMonthStandard/getHomeTargets', {});
    expect(res.result, res.msg).toBe(true);
    expect(res.data.month).toBe(month);
    const of = new Map(res.data.list.map((r) => [r.module, r]));
    // Three 0.24 m² pieces of second processing against 1.00 m².
    expect(of.get('processing')).toEqual({
      module: 'processing',
      target: '1.00',
      done: '0.72',
      progressBp: 7200,
    });
    expect(of.get('kitCheck')).toMatchObject({ target: '0.48', done: '0.24', progressBp: 5000 });
    expect(of.get('packing')).toMatchObject({ target: null, progressBp: null });
    expect(res.data.cutting).toEqual({ monthM2: '0.00', yesterdayM2: '0.00', todayM2: '0.00' });
    // A target edit shows on home at once (the card's figures are kept a while otherwise).
    const processing = (await targets()).find((x) => x.module === 'processing')!;
    await ctx.api('webMonthStandard/updateTarget', {
      id: processing.id,
      version: processing.version,
      value: '2.00',
    });
    const again = await ctx.api<Home>('webMonthStandard/getHomeTargets', {});
    expect(again.data.list.find((r) => r.module === 'processing')?.progressBp).toBe(3600);
  });

  test('a member without the edit action reads targets but cannot change them', async () => {
    const viewer = await payMember(ctx, 'Viewer', []);
    const list = await viewer.api<{ list: Target[] }>('webMonthStandard/getTargets', {});
    expect(list.result, list.msg).toBe(true);
    const denied = await viewer.api('webMonthStandard/createTarget', {
      month: '2020-01',
      module: 'cutting',
      value: '1',
    });
    expect(denied.result).toBe(false);
    expect(await targets()).toHaveLength(2);
  });
});

import { afterAll, beforeAll, expect, test } from 'vitest';
import { describeEachDialect } from '../../test/test-app.ts';
import {
  createOrderTestApp,
  newOrder,
  newProject,
  orderWithProjects,
  type OrderDetail,
  type OrderTestApp,
} from './order-test-kit.ts';

/** Issue 19: the projects of an order and their unit prices, price lock and its race. */
describeEachDialect('order projects and prices', (dialect) => {
  let ctx: OrderTestApp;
  beforeAll(async () => {
    ctx = await createOrderTestApp(dialect, 'price');
  });
  afterAll(() => ctx.t.close());

  const detail = async (id: string) =>
    (await ctx.api<OrderDetail>('webOrder/getOrderDetail', { id })).data;
  const setPrice = (
    orderId: string,
    projectId: string,
    unitPrice: unknown,
    lang: 'en' | 'zh' = 'en',
  ) =>
    ctx.api<{ unitPrice?: string; field?: string }>(
      'webOrder/setProjectPrice',
      { orderId, projectId, unitPrice },
      lang,
    );

  test('a project sits in one order: a second is refused by name and nothing is added', async () => {
    const first = await orderWithProjects(ctx, 1);
    const taken = first.projects[0]!;
    const fresh = await newProject(ctx);
    const other = await newOrder(ctx);
    const res = await ctx.api('webOrder/addOrderProjects', {
      orderId: other.id,
      projectIds: [fresh.id, taken.id],
    });
    expect(res.code).toBe(4);
    expect(res.msg).toBe(
      `Project ${taken.name} is already in order ${first.number}; a project can be in one order only. Nothing was added`,
    );
    const zh = await ctx.api(
      'webOrder/addOrderProjects',
      { orderId: other.id, projectIds: [taken.id] },
      'zh',
    );
    expect(zh.msg).toContain(`项目「${taken.name}」已在订单 ${first.number} 中`);
    expect((await detail(other.id)).projects).toHaveLength(0);
    const choices = await ctx.api<{ projects: { id: string }[] }>('webOrder/getProjectChoices', {});
    const ids = choices.data.projects.map((p) => p.id);
    expect(ids).toContain(fresh.id);
    expect(ids).not.toContain(taken.id);
    const removed = await ctx.api('webOrder/removeOrderProject', {
      orderId: first.id,
      projectId: taken.id,
    });
    expect(removed.result, removed.msg).toBe(true);
    const added = await ctx.api('webOrder/addOrderProjects', {
      orderId: other.id,
      projectIds: [taken.id],
    });
    expect(added.result, added.msg).toBe(true);
  });

  test('prices per project: exact cents, bad prices refused in both languages', async () => {
    const order = await orderWithProjects(ctx, 2);
    const [a, b] = order.projects;
    for (const bad of ['1.005', '-3', '12,5', '', '1e3']) {
      const res = await setPrice(order.id, a!.id, bad);
      expect(res.code, bad).toBe(2);
      expect(res.msg).toBe('Enter a unit price of 0 or more with at most 2 decimals, e.g. 128.50');
      expect(res.data).toHaveProperty('unitPrice');
    }
    // A JSON number is not the decimal text money travels as (no binary float).
    expect((await setPrice(order.id, a!.id, 12.5)).code).toBe(2);
    const zh = await setPrice(order.id, a!.id, '1.005', 'zh');
    expect(zh.msg).toBe('单价须为不小于 0 的数字，最多两位小数，如 128.50');
    expect((await detail(order.id)).projects.every((p) => p.unitPrice === null)).toBe(true);

    expect((await setPrice(order.id, a!.id, '128.5')).result).toBe(true);
    expect((await setPrice(order.id, b!.id, '0.1')).result).toBe(true);
    const { projects } = await detail(order.id);
    // 2.5 m² each (newProject's default area).
    expect(projects.find((p) => p.projectId === a!.id)).toMatchObject({
      areaM2: '2.50',
      unitPrice: '128.50',
      effectiveUnitPrice: '128.50',
      amount: '321.25',
    });
    expect(projects.find((p) => p.projectId === b!.id)).toMatchObject({ amount: '0.25' });
    const stranger = await newProject(ctx);
    const notHere = await setPrice(order.id, stranger.id, '5');
    expect(notHere.code).toBe(3);
    expect(notHere.msg).toBe(`Project ${stranger.name} is not in this order`);
  });

  test('price lock: the first price applies to every project; later edits are told it', async () => {
    const order = await orderWithProjects(ctx, 2, { priceLocked: true });
    const [a, b] = order.projects;
    expect((await setPrice(order.id, a!.id, '200')).data).toEqual({
      unitPrice: '200',
      locked: true,
    });
    const later = await setPrice(order.id, b!.id, '150');
    expect(later.code).toBe(4);
    expect(later.msg).toBe(
      'This order is price-locked: every project shares the unit price 200.00 now in force',
    );
    expect(later.data).toEqual({ field: 'unitPrice', unitPrice: '200.00' });
    const zh = await setPrice(order.id, b!.id, '150', 'zh');
    expect(zh.msg).toBe('本订单已锁价：所有项目统一使用当前单价 200.00');
    const d = await detail(order.id);
    expect(d.order.lockedUnitPrice).toBe('200.00');
    expect(d.projects.map((p) => p.effectiveUnitPrice)).toEqual(['200.00', '200.00']);
    expect(d.projects.map((p) => p.amount)).toEqual(['500.00', '500.00']);

    // Changing the locked price is its own call, at the order's version.
    const stale = await ctx.api('webOrder/changeLockedPrice', {
      id: order.id,
      unitPrice: '180',
      version: 1,
    });
    expect(stale.code).toBe(4);
    const changed = await ctx.api('webOrder/changeLockedPrice', {
      id: order.id,
      unitPrice: '180',
      version: d.order.version,
    });
    expect(changed.result, changed.msg).toBe(true);
    expect((await detail(order.id)).order.lockedUnitPrice).toBe('180.00');
    const unlocked = await newOrder(ctx);
    const refused = await ctx.api('webOrder/changeLockedPrice', {
      id: unlocked.id,
      unitPrice: '1',
      version: 1,
    });
    expect(refused.msg).toBe('This order is not price-locked; set each project’s own price');
  });

  test('two first price edits at once: exactly one wins, the other gets the winning price', async () => {
    for (let round = 0; round < 3; round++) {
      const order = await orderWithProjects(ctx, 2, { priceLocked: true });
      const [a, b] = order.projects;
      const answers = await Promise.all([
        setPrice(order.id, a!.id, '111.11'),
        setPrice(order.id, b!.id, '222.22'),
      ]);
      const winners = answers.filter((r) => r.result);
      const losers = answers.filter((r) => !r.result);
      expect(winners).toHaveLength(1);
      expect(losers).toHaveLength(1);
      const won = answers[0]!.result ? '111.11' : '222.22';
      expect(losers[0]!.code).toBe(4);
      expect(losers[0]!.msg).toContain(`unit price ${won} now in force`);
      expect(losers[0]!.data).toEqual({ field: 'unitPrice', unitPrice: won });
      expect((await detail(order.id)).order.lockedUnitPrice).toBe(won);
    }
  });
});

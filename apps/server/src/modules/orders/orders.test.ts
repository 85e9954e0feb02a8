import { afterAll, beforeAll, expect, test } from 'vitest';
import { createOwner } from '../members/admin-test-kit.ts';
import { call } from '../../test/api-client.ts';
import { describeEachDialect } from '../../test/test-app.ts';
import {
  createOrderTestApp,
  newOrder,
  newProject,
  orderBody,
  orderMember,
  orderWithProjects,
  settleProjects,
  type OrderDetail,
  type OrderPage,
  type OrderTestApp,
} from './order-test-kit.ts';

/** Issue 19: orders — list, add, edit, delete, enterprise isolation and who may see them. */
describeEachDialect('orders', (dialect) => {
  let ctx: OrderTestApp;
  beforeAll(async () => {
    ctx = await createOrderTestApp(dialect);
  });
  afterAll(() => ctx.t.close());

  const list = (body: Record<string, unknown> = {}) =>
    ctx.api<OrderPage>('webOrder/getOrderList', { pageSize: 100, ...body });
  const orderCount = async () =>
    (await ctx.t.deps.db.selectFrom('orders').select('id').execute()).length;

  test('a new order is numbered, listed newest first and found by keyword and filters', async () => {
    const body = orderBody({ name: 'Seaside villa', requestId: 'ord-c-1' });
    const first = await ctx.api<{ id: string; number: string }>('webOrder/createOrder', body);
    expect(first.result, first.msg).toBe(true);
    expect(first.msg).toBe('Order created');
    expect(first.data.number).toMatch(/^DD\d{8}-\d{4}$/);
    const again = await ctx.api('webOrder/createOrder', body);
    expect(again.data).toEqual(first.data);
    const second = await newOrder(ctx, { orderType: 'product', priceLocked: true });
    expect(Number(second.number.slice(-4))).toBe(Number(first.data.number.slice(-4)) + 1);

    const page = await list();
    expect(page.data.list.map((o) => o.id).slice(0, 2)).toEqual([second.id, first.data.id]);
    expect(page.data.list[1]).toMatchObject({
      name: 'Seaside villa',
      orderType: 'oem',
      customerName: 'Nan an Stone',
      managerPhone: '13912345678',
      projectCount: 0,
      settledProjectCount: 0,
      settledAmount: '0.00',
      priceLocked: false,
      lockedUnitPrice: null,
    });
    expect((await list({ keyword: 'seaside' })).data.list.map((o) => o.id)).toEqual([
      first.data.id,
    ]);
    expect((await list({ keyword: second.number })).data.list.map((o) => o.id)).toEqual([
      second.id,
    ]);
    const locked = await list({ priceLocked: true, orderType: 'product' });
    expect(locked.data.list.every((o) => o.priceLocked && o.orderType === 'product')).toBe(true);
    expect(locked.data.list.map((o) => o.id)).toContain(second.id);
  });

  test('bad orders are refused with field messages in both languages and nothing is stored', async () => {
    const before = await orderCount();
    const cases: [Record<string, unknown>, string, string, string][] = [
      [
        { managerPhone: '12912345678' },
        'managerPhone',
        'Enter a correct phone number',
        '请输入正确的手机号',
      ],
      [
        { managerPhone: '1391234567' },
        'managerPhone',
        'Enter a correct phone number',
        '请输入正确的手机号',
      ],
      [{ name: '  ' }, 'name', 'Required', '必填'],
      [{ customerName: 'x'.repeat(65) }, 'customerName', 'Too long', '长度超出限制'],
      [
        { expectedDeliveryDate: '2026-13-01' },
        'expectedDeliveryDate',
        'Use a date like 2026-11-27',
        '日期格式应为 2026-11-27',
      ],
      [
        { orderType: 'rush' },
        'orderType',
        'Choose the order type: OEM or finished product',
        '请选择订单类型：代工或成品',
      ],
    ];
    for (const [over, field, en, zh] of cases) {
      const res = await ctx.api<Record<string, string>>('webOrder/createOrder', orderBody(over));
      expect(res.code, field).toBe(2);
      expect(res.data[field]).toBe(en);
      const inZh = await ctx.api<Record<string, string>>(
        'webOrder/createOrder',
        orderBody(over),
        'zh',
      );
      expect(inZh.data[field]).toBe(zh);
    }
    const withOrg = await ctx.api('webOrder/createOrder', orderBody({ orgId: 'x' }));
    expect(withOrg.code).toBe(2);
    expect(await orderCount()).toBe(before);
  });

  test('edit at its version; price lock is fixed once a price is set', async () => {
    const order = await orderWithProjects(ctx, 1);
    const edit = await ctx.api('webOrder/updateOrder', {
      id: order.id,
      ...orderBody({ name: 'Renamed', priceLocked: true }),
      version: 1,
    });
    expect(edit.result, edit.msg).toBe(true);
    const stale = await ctx.api('webOrder/updateOrder', {
      id: order.id,
      ...orderBody(),
      version: 1,
    });
    expect(stale.code).toBe(4);
    await ctx.api('webOrder/setProjectPrice', {
      orderId: order.id,
      projectId: order.projects[0]!.id,
      unitPrice: '300',
    });
    const detail = await ctx.api<OrderDetail>('webOrder/getOrderDetail', { id: order.id });
    expect(detail.data.order).toMatchObject({ name: 'Renamed', lockedUnitPrice: '300.00' });
    const unlock = await ctx.api('webOrder/updateOrder', {
      id: order.id,
      ...orderBody({ priceLocked: false }),
      version: detail.data.order.version,
    });
    expect(unlock.code).toBe(4);
    expect(unlock.msg).toBe('Price lock can be switched only before any unit price is set');
  });

  test('delete at its version frees its projects for another order', async () => {
    const order = await orderWithProjects(ctx, 2);
    expect((await ctx.api('webOrder/deleteOrder', { id: order.id, version: 9 })).code).toBe(4);
    const gone = await ctx.api('webOrder/deleteOrder', { id: order.id, version: 1 });
    expect(gone.result, gone.msg).toBe(true);
    expect((await ctx.api('webOrder/getOrderDetail', { id: order.id })).code).toBe(3);
    const other = await newOrder(ctx);
    const moved = await ctx.api('webOrder/addOrderProjects', {
      orderId: other.id,
      projectIds: order.projects.map((p) => p.id),
    });
    expect(moved.result, moved.msg).toBe(true);
  });

  test('projects in a settlement keep their order: no delete, no removal, no price change', async () => {
    const order = await orderWithProjects(ctx, 3);
    const [a, b, c] = order.projects;
    await settleProjects(ctx, order, [a!.id], { settled: true, totalCents: 123_456 });
    await settleProjects(ctx, order, [b!.id], { settled: false, totalCents: 999 });
    const item = (await list({ keyword: order.number })).data.list[0];
    expect(item).toMatchObject({
      projectCount: 3,
      settledProjectCount: 1,
      settledAmount: '1234.56',
    });
    const del = await ctx.api('webOrder/deleteOrder', { id: order.id, version: 1 });
    expect(del.code).toBe(4);
    expect(del.msg).toBe(
      `Order ${order.number} has projects in a settlement and cannot be deleted`,
    );
    const zh = await ctx.api('webOrder/deleteOrder', { id: order.id, version: 1 }, 'zh');
    expect(zh.msg).toBe(`订单 ${order.number} 有项目已进入结算，不能删除`);
    const remove = await ctx.api('webOrder/removeOrderProject', {
      orderId: order.id,
      projectId: b!.id,
    });
    expect(remove.code).toBe(4);
    expect(remove.msg).toBe(
      `Project ${b!.name} is in a settlement; its order and price can no longer change`,
    );
    const price = await ctx.api('webOrder/setProjectPrice', {
      orderId: order.id,
      projectId: a!.id,
      unitPrice: '10',
    });
    expect(price.code).toBe(4);
    const detail = await ctx.api<OrderDetail>('webOrder/getOrderDetail', { id: order.id });
    // Added in one call: one time, so their order among themselves is by name.
    expect(detail.data.projects.map((p) => p.projectId).sort()).toEqual(
      [a!.id, b!.id, c!.id].sort(),
    );
    expect(detail.data.projects.every((p) => p.unitPrice === null)).toBe(true);
    const free = await ctx.api('webOrder/removeOrderProject', {
      orderId: order.id,
      projectId: c!.id,
    });
    expect(free.result, free.msg).toBe(true);
  });

  test('another enterprise neither sees nor changes these orders', async () => {
    const order = await orderWithProjects(ctx, 1);
    const stranger = await createOwner(ctx.t, `${dialect}orderstranger`, 'Other Stone Co');
    const as = (path: string, body: unknown) =>
      call<OrderPage>(ctx.t.app, path, body, { token: stranger.token });
    expect((await as('webOrder/getOrderList', {})).data.total).toBe(0);
    expect((await as('webOrder/getOrderDetail', { id: order.id })).code).toBe(3);
    expect((await as('webOrder/deleteOrder', { id: order.id, version: 1 })).code).toBe(3);
    const price = await as('webOrder/setProjectPrice', {
      orderId: order.id,
      projectId: order.projects[0]!.id,
      unitPrice: '1',
    });
    expect(price.code).toBe(3);
    const theirs = await call<{ id: string }>(ctx.t.app, 'webOrder/createOrder', orderBody(), {
      token: stranger.token,
    });
    const steal = await ctx.api('webOrder/addOrderProjects', {
      orderId: theirs.data.id,
      projectIds: [(await newProject(ctx)).id],
    });
    expect(steal.code).toBe(3);
    expect(
      (await ctx.api<OrderDetail>('webOrder/getOrderDetail', { id: order.id })).data.projects,
    ).toHaveLength(1);
  });

  test('an accountant may price orders; a packer may not see them', async () => {
    const order = await orderWithProjects(ctx, 1);
    const accountant = await orderMember(ctx, 'Accountant', [122, 123], ['orderManage:edit']);
    const seen = await accountant.api<OrderPage>('webOrder/getOrderList', {});
    expect(seen.result, seen.msg).toBe(true);
    const priced = await accountant.api('webOrder/setProjectPrice', {
      orderId: order.id,
      projectId: order.projects[0]!.id,
      unitPrice: '88.8',
    });
    expect(priced.result, priced.msg).toBe(true);
    expect((await accountant.api('webOrder/createOrder', orderBody())).code).toBe(6);
    const packer = await orderMember(ctx, 'Packer', [414], ['mesPack:pack']);
    expect((await packer.api('webOrder/getOrderList', {})).code).toBe(6);
    expect((await packer.api('webOrder/getOrderDetail', { id: order.id })).code).toBe(6);
  });
});

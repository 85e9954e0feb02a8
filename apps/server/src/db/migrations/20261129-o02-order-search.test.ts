import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  createOrderTestApp,
  newOrder,
  type OrderTestApp,
} from '../../modules/orders/order-test-kit.ts';
import { describeEachDialect } from '../../test/test-app.ts';
import { down, up } from './20261129-o02-order-search.ts';

describeEachDialect('migration o02 order search', (dialect) => {
  let ctx: OrderTestApp;
  beforeAll(async () => {
    ctx = await createOrderTestApp(dialect, 'ordmig');
  });
  afterAll(() => ctx.t.close());

  const find = async (keyword: string) =>
    (await ctx.api<{ list: { id: string }[] }>('webOrder/getOrderList', { keyword })).data.list.map(
      (o) => o.id,
    );

  test('orders made before it are found by keyword after it; down and up again', async () => {
    const order = await newOrder(ctx, { name: 'Lakeside Résidence', customerName: 'Ms Ångström' });
    const db = ctx.t.deps.db as unknown as Kysely<unknown>;
    await down(db);
    await up(db);
    expect(await find('résidence')).toEqual([order.id]);
    expect(await find('ÅNGSTRÖM')).toEqual([order.id]);
    expect(await find(order.number)).toEqual([order.id]);
    // A new order after the migration is indexed by the triggers (SQLite) as well.
    const later = await newOrder(ctx, { name: 'Quarry lodge' });
    expect(await find('quarry')).toEqual([later.id]);
  });
});

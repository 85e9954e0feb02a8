import { afterAll, beforeAll, expect, test } from 'vitest';
import { describeEachDialect } from '../../test/test-app.ts';
import { statusOf } from '../packing/packing-test-kit.ts';
import {
  box,
  createBoxOrderTestApp,
  createOrder,
  detailOf,
  orderBody,
  sealedBoxProject,
  type BoxOrderTestApp,
  type Order,
} from './box-order-test-kit.ts';

/** Issue 19: shipping a box order ships its sealed wooden boxes and their pieces. */
describeEachDialect('shipping box orders', (dialect) => {
  let ctx: BoxOrderTestApp;
  beforeAll(async () => {
    ctx = await createBoxOrderTestApp(dialect, 'bship');
  });
  afterAll(() => ctx.t.close());

  const act = (path: string, id: string, version: number) =>
    ctx.api<Order>(`webBoxOrder/${path}`, { id, version });
  const linked = (projectId: string, woodenBoxId: string, extra = {}) =>
    orderBody(projectId, { boxes: [box('W1', { woodenBoxId })], ...extra });

  test('a linked sealed box fills its pieces and area; shipping ships its pieces', async () => {
    const { projectId, pieces, wooden } = await sealedBoxProject(ctx, 2);
    const free = await ctx.api<{ list: { id: string; name: string }[] }>(
      'webBoxOrder/getPackedBoxes',
      { projectId },
    );
    expect(free.data.list.map((b) => b.id)).toEqual([wooden.id]);
    const { id } = await createOrder(ctx, linked(projectId, wooden.id));
    const detail = await detailOf(ctx, id);
    expect(detail.boxes[0]).toMatchObject({
      woodenBoxName: wooden.name,
      pieceCount: 2,
      areaM2: '0.48',
    });
    const taken = await ctx.api<{ list: unknown[] }>('webBoxOrder/getPackedBoxes', { projectId });
    expect(taken.data.list).toEqual([]);
    // Editing the order that holds it: its own wooden box stays a choice.
    const own = await ctx.api<{ list: { id: string }[] }>('webBoxOrder/getPackedBoxes', {
      projectId,
      orderId: id,
    });
    expect(own.data.list.map((b) => b.id)).toEqual([wooden.id]);
    expect((await act('acceptBoxOrder', id, 1)).result).toBe(true);
    const shipped = await act('shipBoxOrder', id, 2);
    expect(shipped).toMatchObject({
      result: true,
      msg: 'Order shipped',
      data: { status: 'shipped' },
    });
    for (const p of pieces) expect(await statusOf(ctx, p.id)).toBe('shipped');
    // The wooden box left with them: shipped, and no packer can put a piece into it again.
    const woodenNow = await ctx.t.deps.db
      .selectFrom('wooden_boxes')
      .select('status')
      .where('id', '=', wooden.id)
      .executeTakeFirstOrThrow();
    expect(woodenNow.status).toBe('shipped');
    // Shipped pieces still count as boxed: the plane's boxed progress does not drop.
    const plane = await ctx.t.deps.db
      .selectFrom('planes')
      .select(['boxed_count'])
      .where('project_id', '=', projectId)
      .executeTakeFirstOrThrow();
    expect(plane.boxed_count).toBe(2);
    // A shipped piece cannot be taken out of its box.
    const unpack = await ctx.api('webMesPack/unpackPiece', {
      boxId: wooden.id,
      pieceId: pieces[0]!.id,
      reason: 'late',
    });
    expect(unpack.code).toBe(4);
    expect(await statusOf(ctx, pieces[0]!.id)).toBe('shipped');
    const stillShipped = await ctx.t.deps.db
      .selectFrom('wooden_boxes')
      .select('status')
      .where('id', '=', wooden.id)
      .executeTakeFirstOrThrow();
    expect(stillShipped.status).toBe('shipped');
  });

  test('two shippers at once: one wins, the other gets code 4 naming the state', async () => {
    const { projectId, pieces, wooden } = await sealedBoxProject(ctx, 2);
    const { id } = await createOrder(ctx, linked(projectId, wooden.id));
    await act('acceptBoxOrder', id, 1);
    const both = await Promise.all([act('shipBoxOrder', id, 2), act('shipBoxOrder', id, 2)]);
    expect(both.map((r) => r.code).sort()).toEqual([0, 4]);
    const loser = both.find((r) => r.code === 4)!;
    expect(loser.msg).toBe('The box order is shipped: it cannot be shipped');
    expect((await detailOf(ctx, id)).order).toMatchObject({ status: 'shipped', version: 3 });
    for (const p of pieces) expect(await statusOf(ctx, p.id)).toBe('shipped');
  });

  test('a wooden box sits in one live order; a cancelled order lets it go', async () => {
    const { projectId, wooden } = await sealedBoxProject(ctx, 1);
    const first = await createOrder(ctx, linked(projectId, wooden.id));
    const second = await ctx.api('webBoxOrder/createBoxOrder', linked(projectId, wooden.id));
    expect(second.code).toBe(4);
    expect(second.msg).toBe(`Wooden box ${wooden.name} is already in box order ${first.number}`);
    await act('cancelBoxOrder', first.id, 1);
    const third = await ctx.api('webBoxOrder/createBoxOrder', linked(projectId, wooden.id));
    expect(third.result, third.msg).toBe(true);
  });

  test('only a sealed box of the order project may be linked', async () => {
    const a = await sealedBoxProject(ctx, 1);
    const b = await sealedBoxProject(ctx, 1);
    const res = await ctx.api('webBoxOrder/createBoxOrder', linked(a.projectId, b.wooden.id));
    expect(res).toMatchObject({
      code: 2,
      msg: `Wooden box ${b.wooden.name} is not a sealed box of this project`,
    });
  });

  test('a box unsealed after the order was accepted stops the shipment; nothing ships', async () => {
    const { projectId, pieces, wooden } = await sealedBoxProject(ctx, 2);
    const { id } = await createOrder(ctx, linked(projectId, wooden.id));
    await act('acceptBoxOrder', id, 1);
    const unpack = await ctx.api('webMesPack/unpackPiece', {
      boxId: wooden.id,
      pieceId: pieces[0]!.id,
      reason: 'broken corner',
    });
    expect(unpack.result, unpack.msg).toBe(true);
    const res = await act('shipBoxOrder', id, 2);
    expect(res.code).toBe(4);
    expect((await detailOf(ctx, id)).order.status).toBe('accepted');
    expect(await statusOf(ctx, pieces[1]!.id)).toBe('packed');
  });
});

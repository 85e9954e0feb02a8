import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { describeEachDialect } from '../../test/test-app.ts';
import { cutProject } from '../packing/packing-test-kit.ts';
import {
  box,
  createBoxOrderTestApp,
  createOrder,
  detailOf,
  orderBody,
  orderCount,
  type BoxOrderTestApp,
  type Order,
} from './box-order-test-kit.ts';

type Fields = Record<string, string>;

/** Issue 19, product-spec §5: box orders' rules, each refused with its message, nothing stored. */
describeEachDialect('box orders', (dialect) => {
  let ctx: BoxOrderTestApp;
  let projectId: string;
  beforeAll(async () => {
    ctx = await createBoxOrderTestApp(dialect, 'bord');
    projectId = (await cutProject(ctx, [{}])).projectId;
  });
  afterAll(() => ctx.t.close());

  const create = (body: unknown, lang: 'en' | 'zh' = 'en') =>
    ctx.api<Fields | { id: string; number: string }>('webBoxOrder/createBoxOrder', body, lang);
  const act = (path: string, id: string, version: number, lang: 'en' | 'zh' = 'en') =>
    ctx.api<Order | null>(`webBoxOrder/${path}`, { id, version }, lang);

  test('an order is created with its boxes, numbered BO + day + sequence, listed by project', async () => {
    const body = orderBody(projectId, {
      boxes: [
        box('A1', {
          materials: [
            {
              material: 'Ariston',
              number: 'P-1',
              thicknessMm: 20,
              widthMm: 600,
              heightMm: 400,
              pieces: 2,
            },
          ],
        }),
        box('A2', { boxType: 'fumigated', pieceCount: 3, areaM2: '1.5' }),
      ],
    });
    const res = await create(body);
    expect(res.result, res.msg).toBe(true);
    expect(res.msg).toBe('Box order created');
    const { id, number } = res.data as { id: string; number: string };
    expect(number).toMatch(/^BO\d{8}\d{3}$/);
    const detail = await detailOf(ctx, id);
    expect(detail.order).toMatchObject({
      status: 'notAccepted',
      boxCount: 2,
      pieceCount: 5,
      areaM2: '1.98',
      boxTypes: [
        { type: 'standard', count: 1 },
        { type: 'fumigated', count: 1 },
      ],
    });
    expect(detail.boxes.map((b) => [b.boxNo, b.areaM2])).toEqual([
      ['A1', '0.48'],
      ['A2', '1.50'],
    ]);
    const second = (await create(orderBody(projectId))).data as { number: string };
    expect(Number(second.number.slice(-3))).toBe(Number(number.slice(-3)) + 1);
    const list = await ctx.api<{ list: Order[]; total: number }>('webBoxOrder/getBoxOrderList', {
      projectId,
      status: 'notAccepted',
      keyword: number,
    });
    expect(list.data.list.map((o) => o.number)).toEqual([number]);
  });

  test('receiving unit, address and project are required; nothing is stored', async () => {
    const before = await orderCount(ctx);
    const res = await create(orderBody('', { receivingUnit: ' ', address: '' }));
    expect(res.code).toBe(2);
    expect(res.data).toMatchObject({
      projectId: 'Choose the project',
      receivingUnit: 'Enter the receiving unit',
      address: 'Set an address first',
    });
    const zh = await create(orderBody(projectId, { address: '' }), 'zh');
    expect((zh.data as Fields).address).toBe('请先设置收货地址');
    expect(await orderCount(ctx)).toBe(before);
  });

  test('at least one box and at most 99 (100 refused); 99 are taken', async () => {
    const before = await orderCount(ctx);
    const none = await create(orderBody(projectId, { boxes: [] }));
    expect(none).toMatchObject({ code: 2, data: { boxes: 'Add at least one box' } });
    const many = (n: number) => Array.from({ length: n }, (_, i) => box(`N${i + 1}`));
    const hundred = await create(orderBody(projectId, { boxes: many(100) }));
    expect(hundred).toMatchObject({ code: 2, data: { boxes: 'At most 99 boxes per order' } });
    expect(await orderCount(ctx)).toBe(before);
    const ninetyNine = await create(orderBody(projectId, { boxes: many(99) }));
    expect(ninetyNine.result, ninetyNine.msg).toBe(true);
  });

  test('box numbers are unique (A1 and a1 are one number); nothing is stored', async () => {
    const before = await orderCount(ctx);
    const res = await create(orderBody(projectId, { boxes: [box('A1'), box('B1'), box('a1')] }));
    expect(res.code).toBe(2);
    expect(res.data).toMatchObject({ 'boxes.2.boxNo': 'Box numbers must be unique' });
    expect(await orderCount(ctx)).toBe(before);
  });

  test('box info must be complete: number, sizes and type', async () => {
    const before = await orderCount(ctx);
    const res = await create(
      orderBody(projectId, {
        boxes: [
          box(''),
          box('B', { lengthMm: 0 }),
          { boxNo: 'C', lengthMm: 1, widthMm: 1, heightMm: 1 },
        ],
      }),
    );
    expect(res.code).toBe(2);
    const incomplete = 'Box info incomplete: every box needs a number, sizes and a type';
    expect(res.data).toMatchObject({
      'boxes.0.boxNo': incomplete,
      'boxes.1.lengthMm': incomplete,
      'boxes.2.boxType': incomplete,
    });
    expect(await orderCount(ctx)).toBe(before);
  });

  test('edit while not accepted; once accepted the order is not editable', async () => {
    const { id } = await createOrder(ctx, orderBody(projectId));
    const edit = await ctx.api('webBoxOrder/updateBoxOrder', {
      id,
      version: 1,
      ...orderBody(projectId, { boxes: [box('Z1'), box('Z2')] }),
    });
    expect(edit.result, edit.msg).toBe(true);
    expect((await detailOf(ctx, id)).order).toMatchObject({ boxCount: 2, version: 2 });
    const stale = await ctx.api('webBoxOrder/updateBoxOrder', {
      id,
      version: 1,
      ...orderBody(projectId),
    });
    expect(stale.code).toBe(4);
    expect((await act('acceptBoxOrder', id, 2)).result).toBe(true);
    const late = await ctx.api('webBoxOrder/updateBoxOrder', {
      id,
      version: 3,
      ...orderBody(projectId),
    });
    expect(late).toMatchObject({
      code: 4,
      msg: 'The box order is accepted: only an order not yet accepted can be edited',
    });
    expect((await detailOf(ctx, id)).boxes.map((b) => b.boxNo)).toEqual(['Z1', 'Z2']);
  });

  describe('transitions', () => {
    test('not accepted → accepted → shipped; illegal ones name the state (zh and en)', async () => {
      const { id } = await createOrder(ctx, orderBody(projectId));
      const early = await act('shipBoxOrder', id, 1);
      expect(early).toMatchObject({
        code: 4,
        msg: 'The box order is not accepted: it cannot be shipped',
      });
      const accepted = await act('acceptBoxOrder', id, 1);
      expect(accepted).toMatchObject({ result: true, msg: 'Order accepted' });
      expect((await act('acceptBoxOrder', id, 2, 'zh')).msg).toBe(
        '该打包订单当前为「已接单」，不能接单',
      );
      const shipped = await act('shipBoxOrder', id, 2);
      expect(shipped.data).toMatchObject({ status: 'shipped', version: 3 });
      expect((shipped.data as Order & { shippedAt: string }).shippedAt).toBeTruthy();
      expect((await act('cancelBoxOrder', id, 3)).msg).toBe(
        'The box order is shipped: it cannot be cancelled',
      );
    });

    test('an order with no address is neither accepted nor shipped: "Set an address first"', async () => {
      const { id } = await createOrder(ctx, orderBody(projectId));
      // An order from before the rule (or written by another system) may have none.
      await ctx.t.deps.db
        .updateTable('box_orders')
        .set({ address: '' })
        .where('id', '=', id)
        .execute();
      const res = await act('acceptBoxOrder', id, 1);
      expect(res).toMatchObject({ code: 2, msg: 'Set an address first' });
      expect((await detailOf(ctx, id)).order.status).toBe('notAccepted');
    });

    test('deleting an accepted order is refused and nothing is lost; cancelled ones go', async () => {
      const { id } = await createOrder(ctx, orderBody(projectId));
      await act('acceptBoxOrder', id, 1);
      const refused = await act('deleteBoxOrder', id, 2);
      expect(refused).toMatchObject({
        code: 4,
        msg: 'The box order is accepted: only an order not accepted or cancelled can be deleted; nothing was deleted',
      });
      expect((await detailOf(ctx, id)).boxes).toHaveLength(1);
      expect((await act('cancelBoxOrder', id, 2)).data).toMatchObject({ status: 'cancelled' });
      expect((await act('deleteBoxOrder', id, 3)).msg).toBe('Order deleted');
      expect((await ctx.api('webBoxOrder/getBoxOrderDetail', { id })).code).toBe(3);
      const boxes = await ctx.t.deps.db
        .selectFrom('box_order_boxes')
        .select('id')
        .where('order_id', '=', id)
        .execute();
      expect(boxes).toEqual([]);
    });

    test('two people accepting at once: one wins, the other is told the state (code 4)', async () => {
      const { id } = await createOrder(ctx, orderBody(projectId));
      const both = await Promise.all([act('acceptBoxOrder', id, 1), act('acceptBoxOrder', id, 1)]);
      expect(both.map((r) => r.code).sort()).toEqual([0, 4]);
      expect((await detailOf(ctx, id)).order).toMatchObject({ status: 'accepted', version: 2 });
    });
  });

  test('a race past the body check meets the unique index: code 4 with its own message', async () => {
    const { id } = await createOrder(ctx, orderBody(projectId));
    const { uniqueViolationMessage } = await import('../../lib/db-errors.ts');
    const { BOX_ORDERS_MODULE } = await import('./box-orders.module.ts');
    const error = await ctx.t.deps.db
      .insertInto('box_order_boxes')
      .values({
        org_id: ctx.owner.orgId,
        id: `dup-${id}`,
        order_id: id,
        position: 9,
        box_no: 'a1',
        box_key: 'a1',
        box_type: 'standard',
        length_mm: 1,
        width_mm: 1,
        height_mm: 1,
        piece_count: 0,
        area_mm2: 0,
        wooden_box_id: null,
        live_wooden_box_id: null,
        materials_json: '[]',
      })
      .execute()
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(uniqueViolationMessage(error, BOX_ORDERS_MODULE.uniqueKeys ?? [])).toBe(
      'boxOrder.boxNoTaken',
    );
  });
});

import { afterAll, beforeAll, expect, test } from 'vitest';
import type { SettlementDetail, SettlementItem } from '@stone/shared/settlements/settlements';
import { describeEachDialect } from '../../test/test-app.ts';
import {
  countRows,
  createSettlementTestApp,
  newSettlement,
  seedOrder,
  type SettlementTestApp,
} from './settlement-test-kit.ts';

type Preview = {
  projects: { id: string; selectable: boolean; unitPrice: string | null; amount: string }[];
  totals: { total: string; areaAmount: string; processAmount: string };
};
const pieces = [
  { width: 600, height: 400 },
  { width: 600, height: 400 },
];

/** Issue 19: settlement documents, their money, states and refusals, on both databases. */
describeEachDialect('settlement documents', (dialect) => {
  let ctx: SettlementTestApp;
  beforeAll(async () => {
    ctx = await createSettlementTestApp(dialect);
  });
  afterAll(() => ctx.t.close());

  const stored = async () => ({
    docs: await countRows(ctx, 'settlements'),
    links: await countRows(ctx, 'settlement_projects'),
    lines: await countRows(ctx, 'settlement_lines'),
  });

  test('preview and create: lines rounded per line, totals are their sums, frozen afterwards', async () => {
    const { orderId, projectIds } = await seedOrder(ctx, {
      projects: [
        { pieces, priceCents: 8888 },
        { pieces: [{ width: 300, height: 300 }], priceCents: null, name: '无价方案' },
      ],
    });
    const preview = await ctx.api<Preview>('webSettlement/previewSettlement', { orderId });
    expect(preview.result, preview.msg).toBe(true);
    expect(preview.data.projects.map((p) => [p.selectable, p.unitPrice])).toEqual([
      [true, '88.88'],
      [false, null],
    ]);
    // 0.48 m² × 88.88 = 42.6624 → 42.66; 3 processes × 4 m × 12.34 = 148.08.
    expect(preview.data.totals).toMatchObject({
      areaAmount: '42.66',
      processAmount: '148.08',
      total: '190.74',
    });
    const { id, number } = await newSettlement(ctx, orderId, [projectIds[0]!]);
    expect(number).toMatch(/^JS-\d{8}-\d{3}$/);
    const detail = await ctx.api<SettlementDetail>('webSettlement/getSettlementDetail', { id });
    expect(detail.data).toMatchObject({
      status: 'unsettled',
      accountArrived: false,
      pieceCount: 2,
      areaM2: '0.48',
      total: '190.74',
      client: { name: '南安石材 Nan an Stone', managerName: '李经理' },
    });
    expect(detail.data.projects[0]).toMatchObject({
      unitPrice: '88.88',
      amount: '42.66',
      subtotal: '190.74',
    });
    expect(detail.data.processes.map((p) => [p.quantity, p.fee, p.amount])).toEqual([
      ['4.00', '12.34', '49.36'],
      ['4.00', '12.34', '49.36'],
      ['4.00', '12.34', '49.36'],
    ]);
    // A later price change does not touch the issued document.
    await ctx.t.deps.db
      .updateTable('order_projects')
      .set({ unit_price_cents: 1 })
      .where('project_id', '=', projectIds[0]!)
      .execute();
    const again = await ctx.api<SettlementDetail>('webSettlement/getSettlementDetail', { id });
    expect(again.data.total).toBe('190.74');
    const after = await ctx.api<Preview>('webSettlement/previewSettlement', { orderId });
    expect(after.data.projects[0]).toMatchObject({ selectable: false });
  });

  test('drawn sizes with fractions of a mm are priced on whole mm (DXF pieces)', async () => {
    // 2 × (600.4 + 400.3) = 2001.4 mm per piece, two pieces: 4002.8 → 4003 mm = 4.003 m.
    const { orderId, projectIds } = await seedOrder(ctx, {
      projects: [
        {
          pieces: [
            { width: 600.4, height: 400.3 },
            { width: 600.4, height: 400.3 },
          ],
          priceCents: 8888,
        },
      ],
    });
    const preview = await ctx.api<Preview>('webSettlement/previewSettlement', { orderId });
    expect(preview.result, preview.msg).toBe(true);
    const { id } = await newSettlement(ctx, orderId, projectIds);
    const detail = await ctx.api<SettlementDetail>('webSettlement/getSettlementDetail', { id });
    // 4.003 m × 12.34 = 49.39702 → 49.40 per process: the printed quantity is the priced one.
    expect(detail.data.processes.map((p) => [p.quantity, p.amount])[0]).toEqual(['4.003', '49.40']);
  });

  test('under price lock every project takes the locked price', async () => {
    const { orderId, projectIds } = await seedOrder(ctx, {
      lockedCents: 10000,
      projects: [{ pieces, priceCents: null }],
    });
    const { id } = await newSettlement(ctx, orderId, projectIds);
    const detail = await ctx.api<SettlementDetail>('webSettlement/getSettlementDetail', { id });
    expect(detail.data.projects[0]).toMatchObject({ unitPrice: '100.00', amount: '48.00' });
  });

  test('refusals name the cause in zh and en, and store nothing', async () => {
    const { orderId, projectIds } = await seedOrder(ctx, {
      projects: [
        { pieces, priceCents: null, name: 'Lobby 大堂' },
        { pieces, priceCents: 500 },
      ],
    });
    const other = await seedOrder(ctx, { projects: [{ pieces, priceCents: 500 }] });
    const before = await stored();
    const unpriced = await ctx.api('webSettlement/createSettlement', { orderId, projectIds });
    expect(unpriced).toMatchObject({
      code: 4,
      msg: 'Project "Lobby 大堂" has no unit price yet; price it in the order first',
    });
    const zh = await ctx.api('webSettlement/createSettlement', { orderId, projectIds }, 'zh');
    expect(zh.msg).toBe('方案「Lobby 大堂」尚无单价，请先在订单中定价');
    const foreign = await ctx.api('webSettlement/createSettlement', {
      orderId,
      projectIds: [other.projectIds[0]],
    });
    expect(foreign).toMatchObject({ code: 2, msg: expect.stringContaining('does not belong') });
    const none = await ctx.api('webSettlement/createSettlement', { orderId, projectIds: [] }, 'zh');
    expect(none.code).toBe(2);
    const missing = await ctx.api('webSettlement/createSettlement', {
      orderId: 'nope',
      projectIds: ['x'],
    });
    expect(missing.code).toBe(3);
    expect(await stored()).toEqual(before);
    const { number } = await newSettlement(ctx, orderId, [projectIds[1]!]);
    const twice = await ctx.api('webSettlement/createSettlement', {
      orderId,
      projectIds: [projectIds[1]],
    });
    expect(twice).toMatchObject({ code: 4, msg: expect.stringContaining(number) });
  });

  test('settle once, then account arrived or not; a settled document is not deleted', async () => {
    const { orderId, projectIds } = await seedOrder(ctx, {
      projects: [{ pieces, priceCents: 1000 }],
    });
    const { id } = await newSettlement(ctx, orderId, projectIds);
    const early = await ctx.api('webSettlement/markArrived', { id }, 'zh');
    expect(early).toMatchObject({ code: 4, msg: '仅已结算的结算单可标记到账状态' });
    const settled = await ctx.api<SettlementItem>('webSettlement/settle', { id });
    expect(settled.data).toMatchObject({ status: 'settled', accountArrived: false });
    expect(await ctx.api('webSettlement/settle', { id })).toMatchObject({
      code: 4,
      msg: 'This document is already settled',
    });
    const arrived = await ctx.api<SettlementItem>('webSettlement/markArrived', { id });
    expect(arrived.data.accountArrived).toBe(true);
    expect((await ctx.api('webSettlement/markArrived', { id })).code).toBe(4);
    const back = await ctx.api<SettlementItem>('webSettlement/markNotArrived', { id });
    expect(back.data.accountArrived).toBe(false);
    expect((await ctx.api('webSettlement/markNotArrived', { id })).code).toBe(4);
    const del = await ctx.api('webSettlement/deleteSettlement', { id });
    expect(del).toMatchObject({ code: 4, msg: 'A settled document cannot be deleted' });
  });

  test('deleting an unsettled document frees its projects', async () => {
    const { orderId, projectIds } = await seedOrder(ctx, {
      projects: [{ pieces, priceCents: 1000 }],
    });
    const before = await stored();
    const { id } = await newSettlement(ctx, orderId, projectIds);
    expect((await ctx.api('webSettlement/deleteSettlement', { id })).result).toBe(true);
    expect(await stored()).toEqual(before);
    expect((await ctx.api('webSettlement/getSettlementDetail', { id })).code).toBe(3);
    await newSettlement(ctx, orderId, projectIds);
  });

  test('two settles at once over HTTP: exactly one wins, the other is told why', async () => {
    const { orderId, projectIds } = await seedOrder(ctx, {
      projects: [{ pieces, priceCents: 1000 }],
    });
    const { id } = await newSettlement(ctx, orderId, projectIds);
    const address = await ctx.t.app.listen({ port: 0, host: '127.0.0.1' });
    const post = (lang: string) =>
      fetch(`${address}/api/v1/webSettlement/settle`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: ctx.owner.token,
          'accept-language': lang,
        },
        body: JSON.stringify({ id }),
      }).then((r) => r.json() as Promise<{ result: boolean; code: number; msg: string }>);
    const answers = await Promise.all([post('en'), post('zh')]);
    expect(answers.filter((a) => a.result)).toHaveLength(1);
    const loser = answers.find((a) => !a.result)!;
    expect(loser.code).toBe(4);
    expect(['This document is already settled', '该结算单已结算']).toContain(loser.msg);
  });

  test('lists filter by type, status, arrival and keyword; the foundry view groups OEM clients', async () => {
    const oem = await seedOrder(ctx, {
      type: 'oem',
      customer: '代工客户 Foundry',
      projects: [{ pieces, priceCents: 1000 }],
    });
    const doc = await newSettlement(ctx, oem.orderId, oem.projectIds);
    type List = { list: SettlementItem[]; total: number };
    const oemList = await ctx.api<List>('webOrderDoc/getOemDocList', { keyword: '代工客户' });
    expect(oemList.data.list.map((d) => d.id)).toEqual([doc.id]);
    const prod = await ctx.api<List>('webOrderDoc/getProdDocList', { keyword: '代工客户' });
    expect(prod.data.total).toBe(0);
    const unsettled = await ctx.api<List>('webSettlement/getSettlementList', {
      status: 'unsettled',
      docType: 'oem',
    });
    expect(unsettled.data.list.map((d) => d.id)).toContain(doc.id);
    const arrived = await ctx.api<List>('webSettlement/getSettlementList', { arrived: true });
    expect(arrived.data.list.map((d) => d.id)).not.toContain(doc.id);
    const groups = await ctx.api<{
      groups: { customerName: string; total: string; unsettledCount: number }[];
    }>('webOrderDoc/getFoundryGroups', { keyword: 'Foundry' });
    expect(groups.data.groups).toEqual([
      expect.objectContaining({
        customerName: '代工客户 Foundry',
        unsettledCount: 1,
        total: '152.88',
      }),
    ]);
  });
});

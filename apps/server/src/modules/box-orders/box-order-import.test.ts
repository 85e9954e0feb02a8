import { afterAll, beforeAll, expect, test } from 'vitest';
import { describeEachDialect } from '../../test/test-app.ts';
import { makeSheet, uploadSheet } from '../materials/material-test-kit.ts';
import { cutProject } from '../packing/packing-test-kit.ts';
import {
  box,
  createBoxOrderTestApp,
  createOrder,
  detailOf,
  orderBody,
  type BoxOrderTestApp,
} from './box-order-test-kit.ts';

type RowError = { row: number; column: string; message: string };
type Refused = { errors: RowError[]; total: number };

const HEADER = ['Box no', 'Material', 'Number', 'Thickness', 'Width', 'Height', 'Pieces', 'Shape'];
const ZH_HEADER = ['箱号', '材料', '编号', '厚度', '宽度', '高度', '片数'];

/** Issue 19, product-spec §5: packing-list import, flat boards only, keep or overwrite. */
describeEachDialect('box order packing-list import', (dialect) => {
  let ctx: BoxOrderTestApp;
  let projectId: string;
  let irregularCode: string;
  beforeAll(async () => {
    ctx = await createBoxOrderTestApp(dialect, 'bimp');
    const project = await cutProject(ctx, [{}]);
    projectId = project.projectId;
    // A piece whose net area is less than its rectangle (a notch): an irregular board.
    const piece = project.pieces[0]!;
    await ctx.t.deps.db
      .updateTable('project_slabs')
      .set({ area_mm2: 100_000 })
      .where('id', '=', piece.id)
      .execute();
    irregularCode = piece.code;
  });
  afterAll(() => ctx.t.close());

  const upload = async (rows: (string | number)[][], header = HEADER) => {
    const up = await uploadSheet(ctx.t, ctx.owner.token, await makeSheet(header, rows));
    expect(up.code, up.msg).toBe(0);
    return up.data?.fileId as string;
  };
  const importInto = (
    id: string,
    fileId: string,
    mode?: 'keep' | 'overwrite',
    lang: 'en' | 'zh' = 'en',
  ) =>
    ctx.api<Refused | { existing: number } | { added: number; kept: number; boxCount: number }>(
      'webBoxOrder/importBoxes',
      { id, fileId, ...(mode ? { mode } : {}) },
      lang,
    );
  const boxNos = async (id: string) => (await detailOf(ctx, id)).boxes.map((b) => b.boxNo);

  test('an order with boxes asks keep or overwrite (code 1); keep adds new numbers', async () => {
    const { id } = await createOrder(ctx, orderBody(projectId, { boxes: [box('A1')] }));
    const fileId = await upload([
      ['A1', 'Ariston', 'X-1', 20, 600, 400, 2, 'rectangle'],
      ['A2', 'Ariston', 'X-2', 20, 800, 500, 1, '矩形'],
      ['A2', 'Ariston', 'X-3', 30, 1200, 500, 3, ''],
    ]);
    const ask = await importInto(id, fileId);
    expect(ask).toMatchObject({
      code: 1,
      msg: 'The order already has 1 boxes: keep them or overwrite them?',
      data: { existing: 1 },
    });
    expect(await boxNos(id)).toEqual(['A1']);
    const kept = await importInto(id, fileId, 'keep');
    expect(kept).toMatchObject({ result: true, data: { added: 1, kept: 1, boxCount: 2 } });
    const detail = await detailOf(ctx, id);
    expect(detail.boxes.map((b) => b.boxNo)).toEqual(['A1', 'A2']);
    // The imported box: its boards' pieces and areas (0.4 + 1.8 m²), sizes from its stack.
    expect(detail.boxes[1]).toMatchObject({ pieceCount: 4, areaM2: '2.20' });
    expect(detail.order).toMatchObject({ boxCount: 2, version: 2 });
  });

  test('overwrite replaces the boxes', async () => {
    const { id } = await createOrder(ctx, orderBody(projectId, { boxes: [box('Old')] }));
    const fileId = await upload(
      [['N1', 'Ariston', 'X-1', 20, 600, 400, 2, '']],
      ZH_HEADER.concat('形状'),
    );
    const res = await importInto(id, fileId, 'overwrite');
    expect(res.result, res.msg).toBe(true);
    expect(await boxNos(id)).toEqual(['N1']);
  });

  test('irregular boards are refused with row errors; nothing is stored', async () => {
    const { id } = await createOrder(ctx, orderBody(projectId));
    const fileId = await upload([
      ['B1', 'Ariston', 'X-1', 20, 600, 400, 2, 'rectangle'],
      ['B1', 'Ariston', 'X-2', 20, 600, 400, 1, 'arc'],
      ['B2', 'Ariston', irregularCode, 20, 600, 400, 1, ''],
    ]);
    const res = await importInto(id, fileId, 'overwrite');
    expect(res).toMatchObject({ code: 2, msg: 'Packing info incomplete, check and upload again.' });
    expect((res.data as Refused).errors).toEqual([
      { row: 3, column: 'Shape', message: 'Irregular boards are entered by hand' },
      { row: 4, column: 'Number', message: 'Irregular boards are entered by hand' },
    ]);
    const zh = await importInto(id, fileId, 'overwrite', 'zh');
    expect(zh.msg).toBe('装箱信息不完整，请检查后重新上传。');
    expect((zh.data as Refused).errors[0]!.message).toBe('异形板请手动录入');
    expect(await boxNos(id)).toEqual(['A1']);
  });

  test('incomplete rows are listed by row and column; nothing is stored', async () => {
    const { id } = await createOrder(ctx, orderBody(projectId));
    const fileId = await upload([
      ['', 'Ariston', 'X-1', 20, 600, 400, 2, ''],
      ['C1', 'Ariston', 'X-2', 20, 'wide', 400, 1, ''],
    ]);
    const res = await importInto(id, fileId, 'overwrite');
    expect(res.code).toBe(2);
    expect((res.data as Refused).errors).toEqual([
      { row: 2, column: 'Box no', message: 'Required' },
      { row: 3, column: 'Width', message: 'Enter a whole number' },
    ]);
    expect(await boxNos(id)).toEqual(['A1']);
  });

  test('a sheet without a required column is refused, naming it', async () => {
    const { id } = await createOrder(ctx, orderBody(projectId));
    const fileId = await upload([['D1', 'Ariston', 20]], ['Box no', 'Material', 'Thickness']);
    const res = await importInto(id, fileId, 'keep');
    expect(res).toMatchObject({ code: 2, msg: 'The sheet has no "Number" column' });
  });

  test('an import past 99 boxes is refused; nothing is stored', async () => {
    const { id } = await createOrder(ctx, orderBody(projectId));
    const rows = Array.from({ length: 99 }, (_, i) => [
      `K${i}`,
      'Ariston',
      'X',
      20,
      600,
      400,
      1,
      '',
    ]);
    const res = await importInto(id, await upload(rows), 'keep');
    expect(res).toMatchObject({ code: 2, msg: 'The order would have 100 boxes; at most 99' });
    expect(await boxNos(id)).toEqual(['A1']);
  });

  test('an accepted order takes no import', async () => {
    const { id } = await createOrder(ctx, orderBody(projectId));
    await ctx.api('webBoxOrder/acceptBoxOrder', { id, version: 1 });
    const fileId = await upload([['E1', 'Ariston', 'X-1', 20, 600, 400, 2, '']]);
    const res = await importInto(id, fileId, 'overwrite');
    expect(res.code).toBe(4);
    expect(await boxNos(id)).toEqual(['A1']);
  });
});

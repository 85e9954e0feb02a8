import { afterAll, beforeAll, expect, test } from 'vitest';
import { describeEachDialect } from '../../test/test-app.ts';
import {
  createPackingTestApp,
  cutProject,
  kitChecked,
  newBoxes,
  statusOf,
  type PackingTestApp,
} from './packing-test-kit.ts';

type Box = {
  id: string;
  name: string;
  status: string;
  pieceCount: number;
  weightKg: string;
  areaM2: string;
};
type Packed = { box: Box; packed: { code: string }[] };

/** Issue 18: pieces are packed into wooden boxes by scan, within the project's packing rules. */
describeEachDialect('packing by scan', (dialect) => {
  let ctx: PackingTestApp;
  beforeAll(async () => {
    ctx = await createPackingTestApp(dialect, 'packs');
  });
  afterAll(() => ctx.t.close());

  const pack = (boxScan: string, scans: string[], lang: 'en' | 'zh' = 'en', requestId?: string) =>
    ctx.api<Packed>(
      'webMesPack/packPieces',
      { boxScan, scans, ...(requestId ? { requestId } : {}) },
      lang,
    );
  const boxPieces = async () =>
    (await ctx.t.deps.db.selectFrom('box_pieces').select('piece_id').execute()).length;

  test('kit-checked pieces are packed; the box counts them, weighs them by the stone density', async () => {
    // 600 × 400 × 20 mm at 3,000 kg/m³ = 14.4 kg each (not the 2.7 t/m³ of the planned list).
    const { projectId, planeId, pieces } = await cutProject(ctx, [{}, {}], { densityKgM3: 3000 });
    await kitChecked(
      ctx,
      pieces.map((p) => p.scan),
    );
    const [box] = await newBoxes(ctx, projectId);
    const res = await pack(
      box!.scan,
      pieces.map((p) => p.scan),
    );
    expect(res.result, res.msg).toBe(true);
    expect(res.msg).toBe('Packed');
    expect(res.data.box).toMatchObject({
      name: 'B-1',
      status: 'packing',
      pieceCount: 2,
      areaM2: '0.48',
      weightKg: '28.800',
    });
    for (const p of pieces) expect(await statusOf(ctx, p.id)).toBe('packed');
    const plane = await ctx.t.deps.db
      .selectFrom('planes')
      .select('boxed_count')
      .where('id', '=', planeId)
      .executeTakeFirstOrThrow();
    expect(plane.boxed_count).toBe(2);
    const reports = await ctx.t.deps.db
      .selectFrom('work_reports')
      .select('process_id')
      .where('piece_id', '=', pieces[0]!.id)
      .orderBy('step')
      .execute();
    expect(reports.map((r) => r.process_id)).toEqual([ctx.process.kit, ctx.process.pack]);
    const detail = await ctx.api<{
      materialRows: { pieces: number; codes: string[]; region: string }[];
    }>('webPackedBox/getBoxDetail', { id: box!.id });
    expect(detail.data.materialRows).toEqual([
      expect.objectContaining({
        pieces: 2,
        // In code order, as text (boxPieceRows): P-100 before P-99 once the serial gains a digit.
        codes: pieces.map((p) => p.code).sort(),
        region: 'North facade',
      }),
    ]);
    const list = await ctx.api<{ totals: { boxes: number; pieces: number; weightKg: string } }>(
      'webPackedBox/getPackingList',
      { projectId },
    );
    expect(list.data.totals).toEqual({ boxes: 1, pieces: 2, areaM2: '0.48', weightKg: '28.800' });
    // The project's packing-list tab now lists the real box with what is in it.
    const tab = await ctx.api<{
      realBoxes?: boolean;
      total: number;
      boxes: { boxNo: number; boxedCount: number; pieces: { code: string }[] }[];
    }>('webProduce/getSolutionPackingList', { projectId });
    expect(tab.data.realBoxes).toBe(true);
    expect(tab.data.boxes.map((b) => [b.boxNo, b.boxedCount, b.pieces.map((p) => p.code)])).toEqual(
      [[1, 2, pieces.map((p) => p.code)]],
    );
  });

  test('a piece not kit-checked, already in a box or of another project is refused; nothing stored', async () => {
    const { projectId, pieces } = await cutProject(ctx, [{}, {}, {}]);
    await kitChecked(ctx, [pieces[0]!.scan, pieces[1]!.scan]);
    const [b1, b2] = await newBoxes(ctx, projectId, 2);
    const before = await boxPieces();
    // Checked, but its set (all three pieces of the plane) is not complete yet.
    const notComplete = await pack(b1!.scan, [pieces[0]!.scan]);
    expect([notComplete.code, notComplete.msg]).toEqual([
      4,
      `Piece ${pieces[0]!.code} is not kit-checked (state pending complete set); nothing was packed`,
    ]);
    const notChecked = await pack(b1!.scan, [pieces[2]!.scan]);
    expect(notChecked.msg).toBe(
      `Piece ${pieces[2]!.code} is not kit-checked (state cut); nothing was packed`,
    );
    const zh = await pack(b1!.scan, [pieces[2]!.scan], 'zh');
    expect(zh.msg).toBe(`工件 ${pieces[2]!.code} 尚未齐套（当前为「已切割」），本次未装箱`);
    expect(await boxPieces()).toBe(before);
    expect(await statusOf(ctx, pieces[0]!.id)).toBe('pendingCompleteSet');
    // The group (all three pieces) is short of one: check the third, then the set is complete.
    await kitChecked(ctx, [pieces[2]!.scan]);
    expect((await pack(b1!.scan, [pieces[0]!.scan])).result).toBe(true);
    const inBox = await pack(b2!.scan, [pieces[1]!.scan, pieces[0]!.scan]);
    expect(inBox.msg).toBe(`Piece ${pieces[0]!.code} is already in box B-1; nothing was packed`);
    const other = await cutProject(ctx, [{}]);
    await kitChecked(ctx, [other.pieces[0]!.scan]);
    const cross = await pack(b2!.scan, [other.pieces[0]!.scan]);
    expect(cross.msg).toBe(
      `Piece ${other.pieces[0]!.code} belongs to project Harbour tower, not to the project of box B-2; nothing was packed`,
    );
    const noBox = await pack('BX-none', [pieces[1]!.scan]);
    expect([noBox.code, noBox.msg]).toEqual([
      3,
      'The scanned label is not a box of this enterprise; scan a box label (BX-…) first',
    ]);
    expect(await boxPieces()).toBe(before + 1);
  });

  test('a box holds the packing rules’ pieces and weight, refused with the numbers', async () => {
    // 1000 × 1000 × 20 mm at 2,500 kg/m³ = 50 kg a piece; the limit is 120 kg, 3 pieces.
    const { projectId, pieces } = await cutProject(
      ctx,
      [
        { width: 1000, height: 1000 },
        { width: 1000, height: 1000 },
        { width: 1000, height: 1000 },
        {},
      ],
      { densityKgM3: 2500, maxPiecesPerBox: 3, maxBoxWeightKg: 120 },
    );
    await kitChecked(
      ctx,
      pieces.map((p) => p.scan),
    );
    const [box] = await newBoxes(ctx, projectId);
    expect((await pack(box!.scan, [pieces[0]!.scan, pieces[1]!.scan])).result).toBe(true);
    const heavy = await pack(box!.scan, [pieces[2]!.scan]);
    expect(heavy.msg).toBe('Box B-1 would weigh 150 kg, limit 120 kg; nothing was packed');
    const zh = await pack(box!.scan, [pieces[2]!.scan], 'zh');
    expect(zh.msg).toBe('木箱 B-1 装箱后将重 150 千克，超过上限 120 千克，本次未装箱');
    expect((await pack(box!.scan, [pieces[3]!.scan])).result).toBe(true);
    const full = await pack(box!.scan, [pieces[2]!.scan]);
    expect(full.msg).toBe('Box B-1 holds 3 of 3 pieces; 1 more do not fit; nothing was packed');
    expect(await statusOf(ctx, pieces[2]!.id)).toBe('completeSet');
  });

  test('two packers scanning one piece into two boxes at once: exactly one wins', async () => {
    const { projectId, pieces } = await cutProject(ctx, [{}]);
    await kitChecked(ctx, [pieces[0]!.scan]);
    const [b1, b2] = await newBoxes(ctx, projectId, 2);
    const results = await Promise.all([
      pack(b1!.scan, [pieces[0]!.scan]),
      pack(b2!.scan, [pieces[0]!.scan]),
    ]);
    const won = results.filter((r) => r.result);
    const lost = results.filter((r) => !r.result);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    const winner = won[0]!.data.box.name;
    expect(lost[0]!.msg).toBe(
      `Piece ${pieces[0]!.code} is already in box ${winner}; nothing was packed`,
    );
    const counts = await ctx.t.deps.db
      .selectFrom('wooden_boxes')
      .select(['piece_count'])
      .where('id', 'in', [b1!.id, b2!.id])
      .execute();
    expect(counts.map((c) => c.piece_count).sort()).toEqual([0, 1]);
  });

  test('a retried pack replays its answer; sealing closes the box; a lead unpacks with a reason', async () => {
    const { projectId, pieces } = await cutProject(ctx, [{}, {}]);
    await kitChecked(
      ctx,
      pieces.map((p) => p.scan),
    );
    const [box] = await newBoxes(ctx, projectId);
    const emptySeal = await ctx.api('webMesPack/sealBox', { id: box!.id });
    expect(emptySeal.msg).toBe('Box B-1 is empty: nothing to seal');
    const a = await pack(box!.scan, [pieces[0]!.scan], 'en', 'pack-replay-1');
    const b = await pack(box!.scan, [pieces[0]!.scan], 'en', 'pack-replay-1');
    expect(a.result && b.result).toBe(true);
    expect(b.data).toEqual(a.data);
    const sealed = await ctx.api<Box>('webMesPack/sealBox', { id: box!.id });
    expect(sealed.data.status).toBe('packed');
    const late = await pack(box!.scan, [pieces[1]!.scan]);
    expect(late.msg).toBe('Box B-1 is sealed; nothing was packed');
    const noReason = await ctx.api('webMesPack/unpackPiece', {
      boxId: box!.id,
      pieceId: pieces[0]!.id,
      reason: ' ',
    });
    expect(noReason.code).toBe(2);
    const notIn = await ctx.api('webMesPack/unpackPiece', {
      boxId: box!.id,
      pieceId: pieces[1]!.id,
      reason: 'x',
    });
    expect(notIn.msg).toBe(`Piece ${pieces[1]!.code} is not in box B-1`);
    const out = await ctx.api('webMesPack/unpackPiece', {
      boxId: box!.id,
      pieceId: pieces[0]!.id,
      reason: 'Wrong box',
    });
    expect(out.result, out.msg).toBe(true);
    expect(await statusOf(ctx, pieces[0]!.id)).toBe('completeSet');
    const after = await ctx.api<{ box: Box }>('webPackedBox/getBoxDetail', { id: box!.id });
    expect(after.data.box).toMatchObject({ status: 'empty', pieceCount: 0, weightKg: '0.000' });
    const audit = await ctx.t.deps.db
      .selectFrom('box_piece_audit')
      .select(['action', 'reason'])
      .where('box_id', '=', box!.id)
      .orderBy('at')
      .execute();
    expect(audit.map((r) => [r.action, r.reason])).toEqual([
      ['pack', ''],
      ['unpack', 'Wrong box'],
    ]);
  });

  test('another enterprise can neither pack into nor read these boxes', async () => {
    const { projectId, pieces } = await cutProject(ctx, [{}]);
    await kitChecked(ctx, [pieces[0]!.scan]);
    const [box] = await newBoxes(ctx, projectId);
    const other = await createPackingTestApp(dialect, 'packother');
    try {
      expect(
        (await other.api('webMesPack/packPieces', { boxScan: box!.scan, scans: [pieces[0]!.scan] }))
          .code,
      ).toBe(3);
      expect((await other.api('webPackedBox/getBoxDetail', { id: box!.id })).code).toBe(3);
      expect(
        (
          await other.api('webMesPack/createBoxes', {
            projectId,
            boxType: 'standard',
            lengthMm: 1,
            widthMm: 1,
            heightMm: 1,
            count: 1,
          })
        ).code,
      ).toBe(3);
      expect(
        (
          await other.api('webMesPack/unpackPiece', {
            boxId: box!.id,
            pieceId: pieces[0]!.id,
            reason: 'x',
          })
        ).code,
      ).toBe(3);
    } finally {
      await other.t.close();
    }
  });
});

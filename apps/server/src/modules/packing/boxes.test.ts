import { afterAll, beforeAll, expect, test } from 'vitest';
import { describeEachDialect } from '../../test/test-app.ts';
import { frameScanCode } from '@stone/shared/frames/frame-label';
import {
  createPackingTestApp,
  cutProject,
  kitChecked,
  newBoxes,
  statusOf,
  type PackingTestApp,
} from './packing-test-kit.ts';

type Box = { name: string; plannedBoxNo: number | null; outerLengthMm: number };

/** Issue 18: wooden boxes are created per project in a batch, numbered B-1, B-2, … */
describeEachDialect('wooden boxes', (dialect) => {
  let ctx: PackingTestApp;
  beforeAll(async () => {
    ctx = await createPackingTestApp(dialect, 'boxes');
  });
  afterAll(() => ctx.t.close());

  test('boxes are numbered per project, one per planned box on request; bad sizes refused', async () => {
    const { projectId } = await cutProject(ctx, [{ boxNo: 1 }, { boxNo: 2 }, { boxNo: 2 }]);
    const body = { projectId, boxType: 'fumigated', lengthMm: 2000, widthMm: 1000, heightMm: 800 };
    const planned = await ctx.api<{ names: string[] }>('webMesPack/createBoxes', {
      ...body,
      perPlannedBox: true,
    });
    expect(planned.data.names).toEqual(['B-1', 'B-2']);
    const again = await ctx.api('webMesPack/createBoxes', { ...body, perPlannedBox: true });
    expect(again.code).toBe(4);
    const more = await ctx.api<{ names: string[] }>('webMesPack/createBoxes', {
      ...body,
      count: 2,
    });
    expect(more.data.names).toEqual(['B-3', 'B-4']);
    const list = await ctx.api<{
      list: Box[];
    }>('webMesPack/getBoxList', { projectId });
    expect(list.data.list.map((b) => [b.name, b.plannedBoxNo, b.outerLengthMm])).toEqual([
      ['B-1', 1, 2050],
      ['B-2', 2, 2050],
      ['B-3', null, 2050],
      ['B-4', null, 2050],
    ]);
    const zero = await ctx.api('webMesPack/createBoxes', { ...body, lengthMm: 0, count: 1 }, 'zh');
    expect(zero.code).toBe(2);
    const both = await ctx.api('webMesPack/createBoxes', {
      ...body,
      count: 1,
      perPlannedBox: true,
    });
    expect(both.code).toBe(2);
  });

  test('packing takes the pieces off their iron frame, in its circulation record', async () => {
    const { projectId, pieces } = await cutProject(ctx, [{}, {}]);
    const frames = await ctx.api<{ ids: string[]; numbers: string[] }>(
      'webIronFrame/createFrames',
      {
        count: 1,
        classNo: 'A',
        returnable: true,
        location: 'Kit area',
      },
    );
    expect(frames.result, frames.msg).toBe(true);
    const bound = await ctx.api('webIronFrame/bindPieces', {
      frameScan: frameScanCode(frames.data.numbers[0]!),
      pieceScans: pieces.map((p) => p.scan),
    });
    expect(bound.result, bound.msg).toBe(true);
    expect(await statusOf(ctx, pieces[0]!.id)).toBe('pendingProcessing');
    await kitChecked(
      ctx,
      pieces.map((p) => p.scan),
    );
    const [box] = await newBoxes(ctx, projectId);
    const res = await ctx.api('webMesPack/packPieces', {
      boxScan: box!.scan,
      scans: [pieces[0]!.scan],
    });
    expect(res.result, res.msg).toBe(true);
    const frame = await ctx.t.deps.db
      .selectFrom('iron_frames')
      .select('piece_count')
      .where('id', '=', frames.data.ids[0]!)
      .executeTakeFirstOrThrow();
    expect(frame.piece_count).toBe(1);
    const records = await ctx.t.deps.db
      .selectFrom('frame_records')
      .select('action')
      .where('frame_id', '=', frames.data.ids[0]!)
      .execute();
    expect(records.map((r) => r.action)).toContain('release');
  });
});

import { afterAll, beforeAll, expect, test } from 'vitest';
import { describeEachDialect } from '../../test/test-app.ts';
import {
  createFrameTestApp,
  cutPieces,
  frameMember,
  newFrames,
  type FrameItemLike,
  type FrameTestApp,
} from './frame-test-kit.ts';

type Page = { list: FrameItemLike[]; total: number };
type Created = { ids: string[]; numbers: string[] };

/** Issue 18: managing iron frames — batch create, list, edit, delete, labels, stages, return. */
describeEachDialect('frame management', (dialect) => {
  let ctx: FrameTestApp;
  beforeAll(async () => {
    ctx = await createFrameTestApp(dialect);
  });
  afterAll(() => ctx.t.close());

  const list = (body: Record<string, unknown> = {}) =>
    ctx.api<Page>('webIronFrame/getFrameList', { pageSize: 100, ...body });
  const frameCount = async () =>
    (await ctx.t.deps.db.selectFrom('iron_frames').select('id').execute()).length;

  test('a batch is numbered after the highest number, and a retry creates nothing twice', async () => {
    const body = {
      count: 3,
      classNo: 'K-1',
      returnable: true,
      location: '切割车间',
      requestId: 'fr-c-1',
    };
    const first = await ctx.api<Created>('webIronFrame/createFrames', body);
    expect(first.result, first.msg).toBe(true);
    expect(first.msg).toBe('Frames created');
    const again = await ctx.api<Created>('webIronFrame/createFrames', body);
    expect(again.data).toEqual(first.data);
    const next = await newFrames(ctx, 2);
    const last = Number(first.data.numbers[2]!.slice(1));
    expect(next.map((f) => f.number)).toEqual([
      `F${String(last + 1).padStart(4, '0')}`,
      `F${String(last + 2).padStart(4, '0')}`,
    ]);
    const page = await list({ keyword: 'K-1' });
    expect(page.data.list.map((f) => f.number)).toEqual(first.data.numbers);
    expect(page.data.list[0]).toMatchObject({
      location: '切割车间',
      pieceCount: 0,
      returned: false,
    });
  });

  test('bad batches and edits are refused with field messages and nothing is stored', async () => {
    const before = await frameCount();
    for (const count of [0, 201]) {
      const res = await ctx.api('webIronFrame/createFrames', {
        count,
        classNo: '',
        returnable: true,
        location: '',
      });
      expect(res.code).toBe(2);
      expect(res.msg).toBe('Create 1 to 200 frames at a time');
    }
    const zh = await ctx.api(
      'webIronFrame/createFrames',
      { count: 0, classNo: '', returnable: true, location: '' },
      'zh',
    );
    expect(zh.msg).toBe('每次可新建 1 至 200 个铁架');
    const long = await ctx.api('webIronFrame/createFrames', {
      count: 1,
      classNo: 'x'.repeat(33),
      returnable: true,
      location: '',
    });
    expect(long.code).toBe(2);
    const withOrg = await ctx.api('webIronFrame/createFrames', {
      count: 1,
      classNo: '',
      returnable: true,
      location: '',
      orgId: 'x',
    });
    expect(withOrg.code).toBe(2);
    expect(await frameCount()).toBe(before);
  });

  test('edit at version; delete only a frame never used', async () => {
    const [a, b] = await newFrames(ctx, 2);
    const edit = await ctx.api('webIronFrame/updateFrame', {
      id: a!.id,
      classNo: 'Z-9',
      returnable: false,
      location: '二次加工车间',
      version: 1,
    });
    expect(edit.result, edit.msg).toBe(true);
    const stale = await ctx.api('webIronFrame/updateFrame', {
      id: a!.id,
      classNo: 'Z',
      returnable: false,
      location: '',
      version: 1,
    });
    expect(stale.code).toBe(4);
    const { pieces } = await cutPieces(ctx, 1);
    await ctx.api('webIronFrame/bindPieces', { frameScan: b!.scan, pieceScans: [pieces[0]!.scan] });
    const used = await ctx.api('webIronFrame/deleteFrame', { id: b!.id, version: 2 });
    expect(used.code).toBe(4);
    expect(used.msg).toBe(
      `Frame ${b!.number} has been used; only frames never used can be deleted`,
    );
    const gone = await ctx.api('webIronFrame/deleteFrame', { id: a!.id, version: 2 });
    expect(gone.result, gone.msg).toBe(true);
  });

  test('return only when empty (refused naming the frame and its count), then back in use', async () => {
    const [frame] = await newFrames(ctx);
    const { pieces } = await cutPieces(ctx, 2);
    await ctx.api('webIronFrame/bindPieces', {
      frameScan: frame!.scan,
      pieceScans: pieces.map((p) => p.scan),
    });
    const full = await ctx.api('webIronFrame/returnFrame', { id: frame!.id, version: 2 });
    expect(full.code).toBe(4);
    expect(full.msg).toBe(
      `Frame ${frame!.number} still holds 2 pieces; it can be returned only when empty`,
    );
    const zh = await ctx.api('webIronFrame/returnFrame', { id: frame!.id, version: 2 }, 'zh');
    expect(zh.msg).toBe(`铁架 ${frame!.number} 上还有 2 件工件，清空后才能归还`);
    const [notReturnable] = await newFrames(ctx, 1, { returnable: false });
    const nr = await ctx.api('webIronFrame/returnFrame', { id: notReturnable!.id, version: 1 });
    expect(nr.msg).toBe(`Frame ${notReturnable!.number} is not returnable`);

    const [empty] = await newFrames(ctx);
    const ret = await ctx.api('webIronFrame/returnFrame', { id: empty!.id, version: 1 });
    expect(ret.result, ret.msg).toBe(true);
    expect((await list({ circulation: 'returned' })).data.list.map((f) => f.id)).toContain(
      empty!.id,
    );
    expect((await list({ circulation: 'inCirculation' })).data.list.map((f) => f.id)).toEqual(
      expect.arrayContaining([frame!.id]),
    );
    const back = await ctx.api('webIronFrame/restoreFrame', { id: empty!.id, version: 2 });
    expect(back.result, back.msg).toBe(true);
    const twice = await ctx.api('webIronFrame/restoreFrame', { id: empty!.id, version: 3 });
    expect(twice.msg).toBe(`Frame ${empty!.number} is in use already`);
    const detail = await ctx.api<{ records: { action: string }[] }>('webIronFrame/getFrameDetail', {
      id: empty!.id,
    });
    expect(detail.data.records.map((r) => r.action)).toEqual(['restore', 'return']);
  });

  test('a stage is set by hand and filtered on; labels carry FR-<number>', async () => {
    const [frame] = await newFrames(ctx);
    const res = await ctx.api('webIronFrame/setFrameStage', {
      id: frame!.id,
      stage: 'secondary',
      state: 'inProgress',
      version: 1,
    });
    expect(res.result, res.msg).toBe(true);
    const page = await list({ stage: 'secondary', stageState: 'inProgress' });
    expect(page.data.list.map((f) => f.id)).toEqual([frame!.id]);
    const bad = await ctx.api('webIronFrame/setFrameStage', {
      id: frame!.id,
      stage: 'paint',
      state: 'done',
      version: 2,
    });
    expect(bad.code).toBe(2);
    const labels = await ctx.api<{ labels: { scanCode: string }[] }>(
      'webIronFrame/getFrameLabels',
      { ids: [frame!.id] },
    );
    expect(labels.data.labels).toEqual([
      { number: frame!.number, classNo: 'A', scanCode: `FR-${frame!.number}` },
    ]);
    const none = await ctx.api('webIronFrame/getFrameLabels', { ids: [] });
    expect(none.msg).toBe('Choose the frames to print');
  });

  test('a scanner binds and moves but manages nothing', async () => {
    const scanner = await frameMember(ctx, 'Scan only', ['frameManagement:scan']);
    const before = await frameCount();
    const create = await scanner.api('webIronFrame/createFrames', {
      count: 1,
      classNo: '',
      returnable: true,
      location: '',
    });
    expect(create.code).toBe(6);
    expect(await frameCount()).toBe(before);
    const [frame] = await newFrames(ctx);
    const move = await scanner.api('webIronFrame/moveFrame', {
      frameScan: frame!.scan,
      processQr: ctx.qr.saw,
    });
    expect(move.result, move.msg).toBe(true);
    const viewer = await frameMember(ctx, 'Viewer', []);
    expect(
      (
        await viewer.api('webIronFrame/moveFrame', {
          frameScan: frame!.scan,
          processQr: ctx.qr.saw,
        })
      ).code,
    ).toBe(6);
    expect((await viewer.api<Page>('webIronFrame/getFrameList', {})).result).toBe(true);
  });
});

import { afterAll, beforeAll, expect, test } from 'vitest';
import { pieceScanCode } from '@stone/shared/production/piece-label';
import { describeEachDialect } from '../../test/test-app.ts';
import { actorScope } from '../../db/org-scope.ts';
import { createOwner } from '../members/admin-test-kit.ts';
import { seedPlane } from '../planning/planning-test-kit.ts';
import { releasePiecesFromFrames } from './frame-release.ts';
import {
  createFrameTestApp,
  cutPieces,
  frameMember,
  newFrames,
  pieceStatus,
  frameCalls,
  type Bound,
  type FrameItemLike,
  type FrameTestApp,
} from './frame-test-kit.ts';

/** Issue 18: moving frames by scan, a lead's unbind, packing's release, other enterprises. */
describeEachDialect('frame moves, unbinds and releases', (dialect) => {
  let ctx: FrameTestApp;
  beforeAll(async () => {
    ctx = await createFrameTestApp(dialect);
  });
  afterAll(() => ctx.t.close());

  const { bind, bound, detail } = frameCalls(() => ctx);

  test('moving to a process sets the location and stages and lands in the record', async () => {
    const { pieces } = await cutPieces(ctx, 1);
    const [frame] = await newFrames(ctx);
    await bind(frame!.scan, [pieces[0]!.scan]);
    const res = await ctx.api<{ frame: FrameItemLike }>('webIronFrame/moveFrame', {
      frameScan: frame!.scan,
      processQr: ctx.qr.bond,
    });
    expect(res.result, res.msg).toBe(true);
    expect(res.data.frame.location).toBe('加固 Bond');
    expect(res.data.frame.status).toEqual({
      cutting: 'complete',
      reinforcement: 'inProgress',
      secondary: 'notStarted',
      boxing: 'notStarted',
    });
    const workshops = await ctx.api<{ workshops: { id: string; name: string }[] }>(
      'webIronFrame/getFrameChoices',
      {},
    );
    const shop = workshops.data.workshops[0]!;
    const manual = await ctx.api('webIronFrame/moveFrame', {
      frameScan: frame!.scan,
      workshopId: shop.id,
    });
    expect(manual.result, manual.msg).toBe(true);
    const d = await detail(frame!.id);
    expect(d.records.slice(0, 2)).toMatchObject([
      {
        action: 'move',
        fromLocation: '加固 Bond',
        toLocation: shop.name,
        mode: 'manual',
        stage: null,
      },
      {
        action: 'move',
        fromLocation: '切割车间',
        toLocation: '加固 Bond',
        mode: 'forklift',
        stage: 'reinforcement',
        processName: '加固 Bond',
      },
    ]);
    const noWhere = await ctx.api('webIronFrame/moveFrame', { frameScan: frame!.scan });
    expect(noWhere.code).toBe(2);
    expect(noWhere.msg).toBe('Scan a process QR code or choose a workshop as the destination');
    const badQr = await ctx.api('webIronFrame/moveFrame', {
      frameScan: frame!.scan,
      processQr: 'STONE-PROC:NOPE',
    });
    expect(badQr.code).toBe(3);
    expect(badQr.msg).toBe('STONE-PROC:NOPE is not a process of this enterprise');
    const pack = await ctx.api<{ frame: FrameItemLike }>('webIronFrame/moveFrame', {
      frameScan: frame!.scan,
      processQr: ctx.qr.pack,
    });
    expect(pack.data.frame.status).toEqual({
      cutting: 'complete',
      reinforcement: 'complete',
      secondary: 'complete',
      boxing: 'inProgress',
    });
  });

  test('a lead unbinds a piece; a scanner may not; an emptied frame drops its project', async () => {
    const { pieces } = await cutPieces(ctx, 1);
    const [frame] = await newFrames(ctx);
    await bind(frame!.scan, [pieces[0]!.scan]);
    const scanner = await frameMember(ctx, 'Scanner', ['frameManagement:scan']);
    const denied = await scanner.api('webIronFrame/unbindPiece', {
      frameId: frame!.id,
      pieceId: pieces[0]!.id,
    });
    expect(denied.code).toBe(6);
    const lead = await frameMember(ctx, 'Lead', ['frameManagement:scan', 'frameManagement:unbind']);
    const wrong = await lead.api('webIronFrame/unbindPiece', {
      frameId: (await newFrames(ctx))[0]!.id,
      pieceId: pieces[0]!.id,
    });
    expect(wrong.code).toBe(4);
    expect(wrong.msg).toContain(`Piece ${pieces[0]!.code} is not on frame`);
    const ok = await lead.api('webIronFrame/unbindPiece', {
      frameId: frame!.id,
      pieceId: pieces[0]!.id,
    });
    expect(ok.result, ok.msg).toBe(true);
    expect(await pieceStatus(ctx, pieces[0]!.id)).toBe('cut');
    const d = await detail(frame!.id);
    expect(d.frame).toMatchObject({ pieceCount: 0, projectId: null, planeId: null });
    expect(d.records[0]).toMatchObject({ action: 'unbind', pieceCodes: [pieces[0]!.code] });
    // The scanner binds it again.
    const again = await scanner.api<Bound>('webIronFrame/bindPieces', {
      frameScan: frame!.scan,
      pieceScans: [pieces[0]!.scan],
    });
    expect(again.result, again.msg).toBe(true);
  });

  test('releasePiecesFromFrames takes pieces off, records it and ignores pieces on no frame', async () => {
    const { pieces } = await cutPieces(ctx, 3);
    const [a, b] = await newFrames(ctx, 2);
    await bind(a!.scan, [pieces[0]!.scan, pieces[1]!.scan]);
    await bind(b!.scan, [pieces[2]!.scan]);
    const loose = (await cutPieces(ctx, 1)).pieces[0]!;
    await actorScope(ctx.owner, ctx.t.deps.db).transaction((org) =>
      releasePiecesFromFrames(org, [pieces[0]!.id, pieces[2]!.id, loose.id], {
        orgId: ctx.owner.orgId,
        userId: ctx.owner.userId,
        memberId: '',
        isSuperAdmin: true,
      }),
    );
    const da = await detail(a!.id);
    expect(da.frame.pieceCount).toBe(1);
    expect(da.records[0]).toMatchObject({ action: 'release', pieceCodes: [pieces[0]!.code] });
    const db = await detail(b!.id);
    expect(db.frame).toMatchObject({ pieceCount: 0, projectId: null });
    // Statuses are the packer's: the release leaves them.
    expect(await pieceStatus(ctx, pieces[0]!.id)).toBe('pendingProcessing');
  });

  test('another enterprise’s frame and pieces are unknown here, and nothing is stored', async () => {
    const other = await createOwner(ctx.t, 'frother', 'Other Frames Co');
    const user = await ctx.t.deps.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', other.username)
      .executeTakeFirstOrThrow();
    const { planeId } = await seedPlane(ctx.t.deps, { orgId: other.orgId, userId: user.id }, [
      { code: 'THEIRS-F1', width: 500, height: 500 },
    ]);
    const theirs = await ctx.t.deps.db
      .selectFrom('project_slabs')
      .select('id')
      .where('plane_id', '=', planeId)
      .executeTakeFirstOrThrow();
    const [frame] = await newFrames(ctx);
    const before = await bound();
    const res = await bind(frame!.scan, [pieceScanCode(theirs.id)]);
    expect(res.code).toBe(3);
    expect(res.msg).toContain('is not a piece label of this enterprise');
    const theirFrame = await ctx.api<{ ids: string[] }>(
      'webIronFrame/createFrames',
      { count: 1, classNo: 'X', returnable: true, location: '' },
      'en',
      other.token,
    );
    const look = await ctx.api('webIronFrame/getFrameDetail', { id: theirFrame.data.ids[0] });
    expect(look.code).toBe(3);
    expect(await bound()).toBe(before);
  });
});

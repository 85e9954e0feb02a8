import { afterAll, beforeAll, expect, test } from 'vitest';
import { describeEachDialect } from '../../test/test-app.ts';
import { actorScope } from '../../db/org-scope.ts';
import { applyPieceEvent } from '../projects/piece-lifecycle.service.ts';
import {
  createFrameTestApp,
  cutPieces,
  newFrames,
  pieceStatus,
  frameCalls,
  type FrameTestApp,
} from './frame-test-kit.ts';

/** Issue 18: binding pieces to frames by scan: the rules, the race and the replay. */
describeEachDialect('frame scans', (dialect) => {
  let ctx: FrameTestApp;
  beforeAll(async () => {
    ctx = await createFrameTestApp(dialect);
  });
  afterAll(() => ctx.t.close());

  const { bind, bound, detail } = frameCalls(() => ctx);

  test('binding cut pieces puts them on the frame, which takes their project and plane', async () => {
    const { pieces, projectId, planeId } = await cutPieces(ctx, 2);
    const [frame] = await newFrames(ctx);
    const res = await bind(
      frame!.scan,
      pieces.map((p) => p.scan),
    );
    expect(res.result, res.msg).toBe(true);
    expect(res.msg).toBe('Pieces bound to the frame');
    expect(res.data.frame).toMatchObject({ pieceCount: 2, projectId, planeId });
    for (const p of pieces) expect(await pieceStatus(ctx, p.id)).toBe('pendingProcessing');
    const d = await detail(frame!.id);
    expect(d.pieces.map((p) => p.code).sort()).toEqual(pieces.map((p) => p.code).sort());
    expect(d.records[0]).toMatchObject({ action: 'bind' });
    expect(d.records[0]!.pieceCodes.sort()).toEqual(pieces.map((p) => p.code).sort());
    // The project detail's plane counts the frames holding its pieces.
    const project = await ctx.api<{ planes: { id: string; frameCount: number }[] }>(
      'webProduce/getSolutionDetail',
      { id: projectId },
    );
    expect(project.data.planes.find((p) => p.id === planeId)?.frameCount).toBe(1);
  });

  test('a piece waiting for binding binds too; pieces not cut or past binding are refused', async () => {
    const { pieces } = await cutPieces(ctx, 2);
    const org = actorScope(ctx.owner, ctx.t.deps.db);
    await applyPieceEvent(org, { pieceIds: [pieces[0]!.id], event: 'awaitBinding' });
    const [frame] = await newFrames(ctx);
    expect((await bind(frame!.scan, [pieces[0]!.scan])).result).toBe(true);
    const uncut = (await cutPieces(ctx, 1, { cut: false })).pieces[0]!;
    const before = await bound();
    const res = await bind(frame!.scan, [pieces[1]!.scan, uncut.scan]);
    expect(res.code).toBe(4);
    expect(res.msg).toMatch(
      new RegExp(
        `^Piece ${uncut.code} is pending (pickup|cut): only cut pieces waiting for a frame can be bound$`,
      ),
    );
    // Past binding: second processing started without a frame.
    const started = (await cutPieces(ctx, 1)).pieces[0]!;
    await applyPieceEvent(org, { pieceIds: [started.id], event: 'startProcessing' });
    const past = await bind(frame!.scan, [started.scan]);
    expect(past.msg).toBe(
      `Piece ${started.code} is processing: only cut pieces waiting for a frame can be bound`,
    );
    const zh = await bind(frame!.scan, [uncut.scan], 'zh');
    expect(zh.msg).toContain(`工件 ${uncut.code} 当前为`);
    expect(await bound()).toBe(before);
    expect(await pieceStatus(ctx, pieces[1]!.id)).toBe('cut');
  });

  test('a piece on a frame is refused naming that frame, on another or the same frame', async () => {
    const { pieces } = await cutPieces(ctx, 2);
    const [a, b] = await newFrames(ctx, 2);
    expect((await bind(a!.scan, [pieces[0]!.scan])).result).toBe(true);
    const before = await bound();
    const other = await bind(b!.scan, [pieces[1]!.scan, pieces[0]!.scan]);
    expect(other.code).toBe(4);
    expect(other.msg).toBe(
      `Piece ${pieces[0]!.code} is already on frame ${a!.number}; nothing was bound`,
    );
    const same = await bind(a!.scan, [pieces[0]!.scan], 'zh');
    expect(same.msg).toBe(`工件 ${pieces[0]!.code} 已绑定在铁架 ${a!.number} 上，本次未绑定`);
    expect(await bound()).toBe(before);
    expect(await pieceStatus(ctx, pieces[1]!.id)).toBe('cut');
  });

  test('another project’s pieces, twice-scanned pieces and unknown labels are refused', async () => {
    const first = await cutPieces(ctx, 1);
    const second = await cutPieces(ctx, 1);
    const [frame] = await newFrames(ctx);
    expect((await bind(frame!.scan, [first.pieces[0]!.scan])).result).toBe(true);
    const before = await bound();
    const other = await bind(frame!.scan, [second.pieces[0]!.scan]);
    expect(other.code).toBe(4);
    expect(other.msg).toContain(`but frame ${frame!.number} holds project`);
    const mixed = await bind((await newFrames(ctx))[0]!.scan, [
      (await cutPieces(ctx, 1)).pieces[0]!.scan,
      second.pieces[0]!.scan,
    ]);
    expect(mixed.msg).toContain('belong to different projects');
    const twice = await bind(frame!.scan, [second.pieces[0]!.scan, second.pieces[0]!.scan]);
    expect(twice.msg).toBe(`Piece ${second.pieces[0]!.code} is scanned twice; nothing was bound`);
    const unknown = await bind(frame!.scan, ['PC-nothing']);
    expect(unknown.code).toBe(3);
    expect(unknown.msg).toBe(
      'PC-nothing is not a piece label of this enterprise; nothing was bound',
    );
    const noFrame = await bind('FR-F9999', [second.pieces[0]!.scan], 'zh');
    expect(noFrame.msg).toBe('「FR-F9999」不是本企业的铁架标签，本次未做更改');
    const empty = await ctx.api('webIronFrame/bindPieces', {
      frameScan: frame!.scan,
      pieceScans: [],
    });
    expect(empty.code).toBe(2);
    expect(empty.msg).toBe('Scan the pieces first, then the frame');
    expect(await bound()).toBe(before);
  });

  test('a returned frame takes no pieces and moves nowhere', async () => {
    const [frame] = await newFrames(ctx);
    const ret = await ctx.api('webIronFrame/returnFrame', { id: frame!.id, version: 1 });
    expect(ret.result, ret.msg).toBe(true);
    const { pieces } = await cutPieces(ctx, 1);
    const res = await bind(frame!.scan, [pieces[0]!.scan]);
    expect(res.code).toBe(4);
    expect(res.msg).toBe(
      `Frame ${frame!.number} is returned and out of circulation; put it back in use first`,
    );
    const move = await ctx.api('webIronFrame/moveFrame', {
      frameScan: frame!.scan,
      processQr: ctx.qr.bond,
    });
    expect(move.code).toBe(4);
    expect(await pieceStatus(ctx, pieces[0]!.id)).toBe('cut');
  });

  test('two scanners binding one piece to two frames at once: exactly one wins', async () => {
    for (let round = 0; round < 3; round++) {
      const { pieces } = await cutPieces(ctx, 1);
      const frames = await newFrames(ctx, 5);
      const results = await Promise.all(frames.map((f) => bind(f.scan, [pieces[0]!.scan])));
      const winners = results.filter((r) => r.result);
      expect(winners).toHaveLength(1);
      const winner = winners[0]!.data.frame.number;
      for (const r of results.filter((x) => !x.result)) {
        expect(r.code).toBe(4);
        expect(r.msg).toContain(`is already on frame ${winner}`);
      }
      const rows = await ctx.t.deps.db
        .selectFrom('iron_frames')
        .select(['number', 'piece_count'])
        .where(
          'id',
          'in',
          frames.map((f) => f.id),
        )
        .execute();
      expect(rows.filter((r) => Number(r.piece_count) === 1).map((r) => r.number)).toEqual([
        winner,
      ]);
      expect(await pieceStatus(ctx, pieces[0]!.id)).toBe('pendingProcessing');
    }
  });

  test('a retried bind with the same requestId answers the first result, once', async () => {
    const { pieces } = await cutPieces(ctx, 1);
    const [frame] = await newFrames(ctx);
    const first = await bind(frame!.scan, [pieces[0]!.scan], 'en', 'fr-retry-1');
    const again = await bind(frame!.scan, [pieces[0]!.scan], 'en', 'fr-retry-1');
    expect(again.result, again.msg).toBe(true);
    expect(again.data).toEqual(first.data);
    expect((await detail(frame!.id)).records.filter((r) => r.action === 'bind')).toHaveLength(1);
  });
});

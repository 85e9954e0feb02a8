// Demo iron frames (issue 18; seed-demo.ts calls it after the work reports): twelve frames, the
// cut pieces still waiting for second processing bound onto several of them and moved along
// through the same services the scan panel calls, dated over the last month; one frame returned.
import { frameScanCode } from '@stone/shared/frames/frame-label';
import { processQrValue } from '@stone/shared/processes/enums';
import { pieceScanCode } from '@stone/shared/production/piece-label';
import type { AppDeps } from '../context.ts';
import { actorScope } from '../db/org-scope.ts';
import { bindPieces, moveFrame } from '../modules/frames/frame-scans.service.ts';
import { createFrames, returnFrame } from '../modules/frames/frames.service.ts';
import { demoActor } from './demo-actor.ts';

const FRAME_COUNT = 12;
/** Pieces a frame takes: the demo's few waiting pieces spread over several frames. */
const perFrame = (waiting: number) => Math.min(6, Math.max(2, Math.ceil(waiting / FRAMES_IN_USE)));
const FRAMES_IN_USE = 6;
/** Where a bound frame goes next: the saw's yard, then reinforcement or edging. */
const ROUTE = ['CUT', 'REINF', 'EDGE'] as const;

const daysAgo = (days: number, hours: number) =>
  new Date(Date.now() - days * 86_400_000 + hours * 3_600_000).toISOString();

export async function seedFrames(deps: AppDeps, orgId: string, userId: string) {
  const actor = await demoActor(deps, orgId, userId);
  const org = actorScope(actor, deps.db);
  const made = await deps.db
    .transaction()
    .execute((trx) =>
      createFrames(
        actor,
        { db: trx, dialect: deps.dialect },
        { count: FRAME_COUNT, classNo: 'A-1500', returnable: true, location: '切割车间 Saw shop' },
      ),
    );
  // Cut pieces waiting for second processing, project by project (a frame holds one project).
  const waiting = await org
    .selectFrom('project_slabs')
    .select(['id', 'project_id'])
    .where('status', 'in', ['cut', 'pendingBinding'])
    .orderBy('project_id')
    .orderBy('code')
    .limit(FRAMES_IN_USE * 6 * 4)
    .execute();
  const byProject = new Map<string, string[]>();
  for (const p of waiting)
    byProject.set(p.project_id, [...(byProject.get(p.project_id) ?? []), p.id]);
  const size = perFrame(waiting.length);
  const batches = [...byProject.values()].flatMap((ids) =>
    Array.from({ length: Math.ceil(ids.length / size) }, (_, i) =>
      ids.slice(i * size, (i + 1) * size),
    ),
  );
  const scan = { actor, memberName: '' };
  for (const [i, pieces] of batches.slice(0, FRAMES_IN_USE).entries()) {
    const frame = frameScanCode(made.numbers[i]!);
    const day = 28 - i * 4;
    await org.transaction((trx) =>
      bindPieces(trx, {
        ...scan,
        now: daysAgo(day, 9),
        frameScan: frame,
        pieceScans: pieces.map(pieceScanCode),
      }),
    );
    // Each frame travels part of the way: the later the binding, the shorter its trip so far.
    for (const [k, code] of ROUTE.slice(0, 1 + (i % ROUTE.length)).entries())
      await org.transaction((trx) =>
        moveFrame(trx, {
          ...scan,
          now: daysAgo(day - k - 1, 10 + k),
          frameScan: frame,
          processQr: processQrValue(code),
        }),
      );
  }
  // The last frame went back to the supplier: empty, out of circulation.
  const last = made.ids.at(-1)!;
  await org.transaction((trx) => returnFrame(trx, actor, { id: last, version: 1 }));
}

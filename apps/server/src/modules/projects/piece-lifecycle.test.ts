import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  isBoxed,
  isCut,
  isPastSecondary,
  isStarted,
  nextPieceState,
  PIECE_EVENT_NAMES,
  PIECE_LIFECYCLE,
  projectProgressOf,
  type PieceEvent,
  type PieceState,
} from '@stone/shared/production/piece-lifecycle';
import { actorScope } from '../../db/org-scope.ts';
import { AppError } from '../../lib/app-error.ts';
import { describeEachDialect } from '../../test/test-app.ts';
import { createCuttingTestApp, type CuttingTestApp } from '../cutting/cutting-test-kit.ts';
import { seedPlane } from '../planning/planning-test-kit.ts';
import { applyPieceEvent } from './piece-lifecycle.service.ts';

/**
 * Issue 17: random sequences of events against the real tables. Every call either moves the
 * piece as the state machine says or is refused with code 4 and moves nothing; the plane's
 * counters and the project's state always match the pieces.
 */
describeEachDialect('piece life cycle on the server', (dialect) => {
  let ctx: CuttingTestApp;
  beforeAll(async () => {
    ctx = await createCuttingTestApp(dialect);
  });
  afterAll(() => ctx.t.close());

  test('no sequence of events reaches an illegal state', async () => {
    const db = ctx.t.deps.db;
    const org = actorScope({ orgId: ctx.owner.orgId }, db);
    const calls = fc.array(
      fc.record({ piece: fc.nat(1), event: fc.constantFrom(...PIECE_EVENT_NAMES) }),
      { maxLength: 25 },
    );
    await fc.assert(
      fc.asyncProperty(calls, async (steps) => {
        const { projectId, planeId } = await seedPlane(ctx.t.deps, ctx.owner, [
          { code: 'A-1', width: 600, height: 400 },
          { code: 'A-2', width: 500, height: 300 },
        ]);
        const rows = await db
          .selectFrom('project_slabs')
          .select('id')
          .where('plane_id', '=', planeId)
          .orderBy('code')
          .execute();
        const ids = rows.map((r) => r.id);
        // Pieces are made pending pickup (seedPlane, as project creation does).
        const model: PieceState[] = ['pendingPickup', 'pendingPickup'];
        for (const { piece, event } of steps) {
          const expected = nextPieceState(model[piece]!, event as PieceEvent);
          const result = await applyPieceEvent(org, { pieceIds: [ids[piece]!], event }).catch(
            (e: unknown) => e,
          );
          if (expected === null) {
            expect(result).toBeInstanceOf(AppError);
            expect((result as AppError).code).toBe(4);
          } else model[piece] = expected;
        }
        const stored = await db
          .selectFrom('project_slabs')
          .select(['status'])
          .where('plane_id', '=', planeId)
          .orderBy('code')
          .execute();
        expect(stored.map((s) => s.status)).toEqual(model);
        for (const s of stored) expect(PIECE_LIFECYCLE).toContain(s.status);
        const plane = await db
          .selectFrom('planes')
          .select(['cut_count', 'secondary_count', 'boxed_count'])
          .where('id', '=', planeId)
          .executeTakeFirstOrThrow();
        // Every move refreshes them, and with no move they are still the zeros of a new plane.
        expect(plane).toEqual({
          cut_count: model.filter(isCut).length,
          secondary_count: model.filter(isPastSecondary).length,
          boxed_count: model.filter(isBoxed).length,
        });
        const project = await db
          .selectFrom('projects')
          .select('production_state')
          .where('id', '=', projectId)
          .executeTakeFirstOrThrow();
        expect(project.production_state).toBe(
          projectProgressOf({
            pieces: model.length,
            started: model.filter(isStarted).length,
            packed: model.filter(isBoxed).length,
          }),
        );
      }),
      { numRuns: 12 },
    );
  }, 120_000);
});

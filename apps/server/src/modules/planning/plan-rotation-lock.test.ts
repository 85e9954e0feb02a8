import { setTimeout as sleep } from 'node:timers/promises';
import { validateAnswer, type Answer } from '@stone/planner';
import type { PlanningJobData } from '@stone/shared/planning/schemas';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { actorScope } from '../../db/org-scope.ts';
import { call } from '../../test/api-client.ts';
import { describeEachDialect } from '../../test/test-app.ts';
import { createAdminTestApp } from '../members/admin-test-kit.ts';
import { toPlannerLayout } from './plan-axes.ts';
import { listPlanePieces } from './plan-planes.repository.ts';
import { buildProblem } from './plan-problem.ts';
import { listLayouts } from './plan-runs.repository.ts';
import {
  HARD_SETTINGS,
  seedPlane,
  signUpPlanningOwner,
  type PlanningOwner,
} from './planning-test-kit.ts';

/**
 * Issue 24: the vein. On a 3200 × 1800 slab (3180 × 1780 inside the trim) three 1700 × 1000
 * pieces fit side by side only turned (1000 wide each), one a slab as drawn: the free plan turns
 * them, a locked plan never does.
 */
const TURNED_BEST = [1, 2, 3].map((n) => ({ code: `V-${n}`, width: 1700, height: 1000 }));

describeEachDialect('planning honours the rotation lock', (dialect) => {
  let t: Awaited<ReturnType<typeof createAdminTestApp>>;
  let owner: PlanningOwner;
  const api = <T>(path: string, body: unknown, lang: 'en' | 'zh' = 'en') =>
    call<T>(t.app, path, body, { token: owner.token, lang });

  async function planToEnd(planeId: string) {
    const started = await api<{ runId: string }>('webPlan/startPlanning', {
      planeId,
      timeBudgetMs: 1000,
    });
    expect(started.code, started.msg).toBe(0);
    for (;;) {
      const job = await api<PlanningJobData>('webPlan/getPlanningJob', {
        runId: started.data.runId,
      });
      if (['done', 'failed', 'cancelled'].includes(job.data.state)) return job.data;
      await sleep(100);
    }
  }

  /** The run's stored layouts, checked by the planner's validator against the plane now. */
  async function checkRun(planeId: string, runId: string) {
    const org = actorScope(owner, t.deps.db);
    const problem = buildProblem(HARD_SETTINGS, await listPlanePieces(org, planeId), 1000);
    const layouts = await listLayouts(org, runId);
    // The exact yield, as planning.test.ts reads it back; the stored basis points are rounded.
    const slabs = layouts.map((l) => {
      const area = l.layout.placements.reduce((a, p) => a + p.width * p.height, 0);
      return { ...toPlannerLayout(l), yield: area / (l.lengthMm * l.widthMm) };
    });
    const answer = { slabs, unplaced: [], stats: {} } as unknown as Answer;
    const errors = validateAnswer(problem, answer).errors.filter((e) => !e.startsWith('stats.'));
    const turned = layouts.flatMap((l) => l.layout.placements).filter((p) => p.rotated).length;
    return { errors, turned, slabs: layouts.length };
  }

  const versionOf = async (projectId: string) =>
    (
      await t.deps.db
        .selectFrom('projects')
        .select('version')
        .where('id', '=', projectId)
        .executeTakeFirstOrThrow()
    ).version;

  beforeAll(async () => {
    t = await createAdminTestApp(dialect);
    owner = await signUpPlanningOwner(t, 'veinowner');
  }, 60_000);
  afterAll(() => t.close());

  test('a locked piece is never placed rotated in the accepted plan', async () => {
    const { planeId, projectId } = await seedPlane(t.deps, owner, TURNED_BEST, HARD_SETTINGS);
    const free = await planToEnd(planeId);
    expect(free).toMatchObject({ state: 'done', unplacedCount: 0 });
    expect(await checkRun(planeId, free.runId)).toEqual({ errors: [], turned: 3, slabs: 1 });

    const lock = await api<{ updated: number }>('webProduce/setSolutionPieceRotationLock', {
      id: projectId,
      version: await versionOf(projectId),
      locked: true,
      planeId,
    });
    expect(lock.code, lock.msg).toBe(0);
    expect(lock.data.updated).toBe(3);
    // The plan accepted before turns pieces now locked: the validator says so.
    const stale = await checkRun(planeId, free.runId);
    expect(stale.errors.filter((e) => e.includes('rotation-locked'))).toHaveLength(3);

    const locked = await planToEnd(planeId);
    expect(locked).toMatchObject({ state: 'done', unplacedCount: 0 });
    const accept = await api('webPlan/acceptPlanRun', { runId: locked.runId });
    expect(accept.code, accept.msg).toBe(0);
    const accepted = await t.deps.db
      .selectFrom('planes')
      .select('accepted_run_id')
      .where('id', '=', planeId)
      .executeTakeFirstOrThrow();
    expect(accepted.accepted_run_id).toBe(locked.runId);
    // The yield cost of the vein: one slab each instead of three on one.
    expect(await checkRun(planeId, locked.runId)).toEqual({ errors: [], turned: 0, slabs: 3 });
  });

  test('a locked piece that fits a slab only turned is refused before planning', async () => {
    const long = [{ code: 'L-1', width: 300, height: 2500 }];
    const { planeId, projectId } = await seedPlane(t.deps, owner, long, HARD_SETTINGS);
    const lock = await api('webProduce/setSolutionPieceRotationLock', {
      id: projectId,
      version: await versionOf(projectId),
      locked: true,
      codePrefix: 'L-',
    });
    expect(lock.code, lock.msg).toBe(0);
    const refused = await api('webPlan/startPlanning', { planeId });
    expect(refused.code).toBe(4);
    expect(refused.msg).toBe(
      'A piece is larger than every large slab size in the project settings',
    );
  });
});

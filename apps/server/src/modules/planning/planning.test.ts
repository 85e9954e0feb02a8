import { setTimeout as sleep } from 'node:timers/promises';
import { validateAnswer, type Answer } from '@stone/planner';
import type { CuttingPlanData, PlanningJobData, PlanRunItem } from '@stone/shared/planning/schemas';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { call } from '../../test/api-client.ts';
import { describeEachDialect } from '../../test/test-app.ts';
import { createAdminTestApp } from '../members/admin-test-kit.ts';
import { actorScope } from '../../db/org-scope.ts';
import { toPlannerLayout } from './plan-axes.ts';
import { listPlanePieces } from './plan-planes.repository.ts';
import { buildProblem } from './plan-problem.ts';
import { listLayouts } from './plan-runs.repository.ts';
import {
  countertopPieces,
  HARD_SETTINGS,
  hardPieces,
  seedPlane,
  TEST_SETTINGS,
  signUpPlanningOwner,
} from './planning-test-kit.ts';

describeEachDialect('planning', (dialect) => {
  let t: Awaited<ReturnType<typeof createAdminTestApp>>;
  let owner: { token: string; orgId: string; userId: string };
  let other: { token: string; orgId: string; userId: string };
  const api = <T>(path: string, body: unknown, token = owner.token) =>
    call<T>(t.app, `webPlan/${path}`, body, { token });

  const signUp = (name: string) => signUpPlanningOwner(t, name);

  /** Polls like the web does, returning every answer until the run has ended. */
  async function watch(runId: string, token = owner.token) {
    const seen: PlanningJobData[] = [];
    for (;;) {
      const res = await api<PlanningJobData>('getPlanningJob', { runId }, token);
      expect(res.code, res.msg).toBe(0);
      seen.push(res.data);
      if (['done', 'failed', 'cancelled'].includes(res.data.state)) return seen;
      await sleep(100);
    }
  }

  async function planToEnd(planeId: string, timeBudgetMs = 1000) {
    const started = await api<{ runId: string }>('startPlanning', { planeId, timeBudgetMs });
    expect(started.code, started.msg).toBe(0);
    const seen = await watch(started.data.runId);
    return { runId: started.data.runId, seen, last: seen.at(-1) as PlanningJobData };
  }

  beforeAll(async () => {
    t = await createAdminTestApp(dialect);
    owner = await signUp('planowner');
    other = await signUp('planother');
  }, 60_000);
  afterAll(() => t.close());

  test('a plan runs to done with rising progress; its layouts are valid and its yields stored', async () => {
    const { planeId, projectId } = await seedPlane(t.deps, owner, hardPieces(), HARD_SETTINGS);
    const { runId, seen, last } = await planToEnd(planeId, 2000);
    expect(last).toMatchObject({ state: 'done', progressBp: 10_000, unplacedCount: 0 });
    const progress = seen.map((s) => s.progressBp);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.some((p) => p > 0 && p < 10_000)).toBe(true);

    // The stored layouts, checked by the planner's own validator against the same problem.
    const org = actorScope(owner, t.deps.db);
    const pieces = await listPlanePieces(org, planeId);
    const problem = buildProblem(HARD_SETTINGS, pieces, 2000);
    const layouts = await listLayouts(org, runId);
    // Read back through the same seam the export uses; the exact yield, not the stored bp.
    const slabs = layouts.map((l) => {
      const area = l.layout.placements.reduce((a, p) => a + p.width * p.height, 0);
      expect(l.yieldBp).toBe(Math.round((area / (l.lengthMm * l.widthMm)) * 10_000));
      return { ...toPlannerLayout(l), yield: area / (l.lengthMm * l.widthMm) };
    });
    const answer = { slabs, unplaced: [], stats: {} } as unknown as Answer;
    // The run keeps no planner statistics; every geometric and quantity check still applies.
    const errors = validateAnswer(problem, answer).errors.filter((e) => !e.startsWith('stats.'));
    expect(errors).toEqual([]);
    expect(layouts.length).toBeGreaterThanOrEqual(15);

    const plan = await api<CuttingPlanData>('getCuttingPlan', { planeId });
    expect(plan.data.runId).toBe(runId);
    expect(plan.data.accepted).toBe(true);
    expect(plan.data.slabs).toHaveLength(layouts.length);
    expect(plan.data.slabs[0]?.placements[0]?.code).toMatch(/^[QS]-\d+$/);
    expect(Number(plan.data.runYieldPercent)).toBeGreaterThan(40);
    expect(plan.data.planeYieldPercent).toBe(plan.data.runYieldPercent);
    expect(plan.data.projectYieldPercent).toBe(plan.data.runYieldPercent);
    const plane = await t.deps.db
      .selectFrom('planes')
      .select(['planning_state', 'accepted_run_id', 'planned_count'])
      .where('id', '=', planeId)
      .executeTakeFirstOrThrow();
    expect(plane).toEqual({ planning_state: 'planned', accepted_run_id: runId, planned_count: 40 });
    const project = await t.deps.db
      .selectFrom('projects')
      .select('slab_count')
      .where('id', '=', projectId)
      .executeTakeFirstOrThrow();
    expect(project.slab_count).toBe(layouts.length);
  });

  test('cancel stops a run: state cancelled, no layouts, the plane back to be planned', async () => {
    const { planeId } = await seedPlane(t.deps, owner, hardPieces(), HARD_SETTINGS);
    const started = await api<{ runId: string }>('startPlanning', {
      planeId,
      timeBudgetMs: 120_000,
    });
    const { runId } = started.data;
    for (;;) {
      const job = await api<PlanningJobData>('getPlanningJob', { runId });
      if (job.data.state === 'running') break;
      await sleep(50);
    }
    const again = await api('startPlanning', { planeId });
    expect(again.code).toBe(4);
    const cancelled = await api('cancelPlanning', { runId });
    expect(cancelled.code, cancelled.msg).toBe(0);
    const seen = await watch(runId);
    expect(seen.at(-1)?.state).toBe('cancelled');
    expect(await listLayouts(actorScope(owner, t.deps.db), runId)).toEqual([]);
    const plan = await api<CuttingPlanData>('getCuttingPlan', { planeId, runId });
    expect(plan.data).toMatchObject({ state: 'cancelled', slabs: [], accepted: false });
    expect((await api('cancelPlanning', { runId })).code).toBe(4);
    const plane = await t.deps.db
      .selectFrom('planes')
      .select('planning_state')
      .where('id', '=', planeId)
      .executeTakeFirstOrThrow();
    expect(plane.planning_state).toBe('toPlan');
  });

  test('re-planning keeps every run; accepting one switches the plane and project yield', async () => {
    const { planeId, projectId } = await seedPlane(t.deps, owner, await countertopPieces());
    const first = await planToEnd(planeId);
    const second = await planToEnd(planeId);
    expect([first.last.state, second.last.state]).toEqual(['done', 'done']);
    const runs = await api<{ acceptedRunId: string; list: PlanRunItem[] }>('getPlanRuns', {
      planeId,
    });
    expect(runs.data.acceptedRunId).toBe(first.runId);
    expect(runs.data.list.map((r) => [r.runId, r.accepted])).toEqual([
      [second.runId, false],
      [first.runId, true],
    ]);
    const accepted = await api('acceptPlanRun', { runId: second.runId });
    expect(accepted.code, accepted.msg).toBe(0);
    const plan = await api<CuttingPlanData>('getCuttingPlan', { planeId });
    expect(plan.data).toMatchObject({ runId: second.runId, accepted: true });
    const codes = plan.data.slabs.flatMap((s) => s.placements.map((p) => p.code)).sort();
    expect(codes).toEqual(['台面-01', '岛台-03', '岛台-04', '背板-02']);
    const stored = await t.deps.db
      .selectFrom('projects')
      .select(['slab_count', 'yield_bp'])
      .where('id', '=', projectId)
      .executeTakeFirstOrThrow();
    expect(stored.slab_count).toBe(second.last.slabCount);
    expect((stored.yield_bp / 100).toFixed(2)).toBe(plan.data.projectYieldPercent);
    expect((await api('getPlanRuns', { planeId })).data).toMatchObject({
      acceptedRunId: second.runId,
    });
  });

  test('refusals: no pieces, no slab sizes, a piece too large, a closed project', async () => {
    const empty = await seedPlane(t.deps, owner, []);
    expect((await api('startPlanning', { planeId: empty.planeId })).code).toBe(4);
    const noSlabs = await seedPlane(t.deps, owner, hardPieces(1, 0), {
      ...TEST_SETTINGS,
      slabSizes: [],
    });
    const res = await api('startPlanning', { planeId: noSlabs.planeId }, owner.token);
    expect([res.code, res.msg]).toEqual([
      4,
      'Add at least one large slab size in the project settings first',
    ]);
    const huge = await seedPlane(t.deps, owner, [{ code: 'BIG', width: 5000, height: 900 }]);
    expect((await api('startPlanning', { planeId: huge.planeId })).code).toBe(4);
    await t.deps.db
      .updateTable('projects')
      .set({ archived: 1 })
      .where('id', '=', huge.projectId)
      .execute();
    expect((await api('startPlanning', { planeId: huge.planeId })).code).toBe(4);
    const runs = await t.deps.db
      .selectFrom('plan_runs')
      .select('id')
      .where('plane_id', 'in', [empty.planeId, noSlabs.planeId, huge.planeId])
      .execute();
    expect(runs).toEqual([]);
  });

  test("another enterprise's planes and runs answer 3 and stay as they were", async () => {
    const { planeId } = await seedPlane(t.deps, owner, await countertopPieces());
    const { runId } = await planToEnd(planeId);
    for (const [path, body] of [
      ['startPlanning', { planeId }],
      ['getPlanningJob', { runId }],
      ['cancelPlanning', { runId }],
      ['getPlanRuns', { planeId }],
      ['getCuttingPlan', { planeId }],
      ['acceptPlanRun', { runId }],
      ['exportLayoutDxf', { runId }],
    ] as const) {
      const res = await api(path, body, other.token);
      expect(res.code, path).toBe(3);
    }
    const runs = await t.deps.db
      .selectFrom('plan_runs')
      .select('id')
      .where('plane_id', '=', planeId)
      .execute();
    expect(runs).toHaveLength(1);
  });
});

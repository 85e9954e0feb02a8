// Issue 22: a plan keeps its budget on a large plane, a cancel ends the planner's thread, a
// plane past the piece limit is refused, and enterprises share the planning slots fairly.
// Outcomes only (states, order of completion), never durations.
import { setTimeout as sleep } from 'node:timers/promises';
import { PLAN_LIMITS, type PlanningJobData } from '@stone/shared/planning/schemas';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { actorScope } from '../../db/org-scope.ts';
import { newId, nowIso } from '../../lib/crypto.ts';
import { call } from '../../test/api-client.ts';
import { describeEachDialect } from '../../test/test-app.ts';
import { createAdminTestApp } from '../members/admin-test-kit.ts';
import { insertPieces } from '../projects/project-slabs.repository.ts';
import { createJobRegistry } from './plan-registry.ts';
import {
  countertopPieces,
  seedPlane,
  TEST_SETTINGS,
  type SeedPiece,
  signUpPlanningOwner,
} from './planning-test-kit.ts';

const LIMIT = PLAN_LIMITS.maxPiecesPerPlan;

/** Facade panels of 40 repeated sizes, as the large-plane benchmark seeds them. */
function facadePieces(count: number): SeedPiece[] {
  let seed = 12345;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const sizes = Array.from({ length: 40 }, () => ({
    width: 300 + Math.round(rand() * 24) * 50,
    height: 200 + Math.round(rand() * 14) * 50,
  }));
  return Array.from({ length: count }, (_, i) => ({
    code: `F-${i + 1}`,
    ...(sizes[Math.floor(rand() * sizes.length)] as { width: number; height: number }),
  }));
}

describeEachDialect('planning: budget, cancel, limit and fairness', (dialect) => {
  let t: Awaited<ReturnType<typeof createAdminTestApp>>;
  type Owner = { token: string; orgId: string; userId: string };
  let big: Owner;
  let small: Owner;
  /** The enterprise `big`'s plane at the piece limit, shared by the tests below. */
  let hugePlane: string;
  const api = <T>(path: string, body: unknown, owner: Owner) =>
    call<T>(t.app, `webPlan/${path}`, body, { token: owner.token });
  const job = async (runId: string, owner: Owner) =>
    (await api<PlanningJobData>('getPlanningJob', { runId }, owner)).data;

  const signUp = (name: string) => signUpPlanningOwner(t, name);
  const start = async (planeId: string, timeBudgetMs: number, owner: Owner) => {
    const res = await api<{ runId: string }>('startPlanning', { planeId, timeBudgetMs }, owner);
    expect(res.code, res.msg).toBe(0);
    return res.data.runId;
  };
  const until = async (runId: string, owner: Owner, states: string[]) => {
    for (;;) {
      const data = await job(runId, owner);
      if (states.includes(data.state)) return data;
      await sleep(50);
    }
  };
  const ENDED = ['done', 'failed', 'cancelled'];

  beforeAll(async () => {
    t = await createAdminTestApp(dialect);
    // One ordinary slot whatever the machine, so "queued behind" means the same everywhere.
    t.deps.planJobs = createJobRegistry(1);
    big = await signUp('fairbig');
    small = await signUp('fairsmall');
    hugePlane = (await seedPlane(t.deps, big, facadePieces(LIMIT), TEST_SETTINGS)).planeId;
  }, 120_000);
  afterAll(() => t.close());

  test('a plane at the piece limit with a 1 s budget ends with a complete layout', async () => {
    const runId = await start(hugePlane, 1_000, big);
    const end = await until(runId, big, ENDED);
    if (end.state === 'failed') {
      // A machine too busy for even the first layout: the reason, not a run that never ends.
      expect(end.errorMessage).toBe(
        'Not even a first layout fitted in the time budget; give the plan more time or split the plane',
      );
      return;
    }
    expect(end).toMatchObject({ state: 'done', pieceCount: LIMIT, unplacedCount: 0 });
    expect(end.slabCount).toBeGreaterThan(0);
    const plane = await t.deps.db
      .selectFrom('planes')
      .select(['planning_state', 'planned_count'])
      .where('id', '=', hugePlane)
      .executeTakeFirstOrThrow();
    expect(plane).toEqual({ planning_state: 'planned', planned_count: LIMIT });
  }, 120_000);

  test("cancel ends the planner's thread: the slot goes to another enterprise's plan", async () => {
    const registry = t.deps.planJobs;
    // Ten minutes of budget: before, the first construction alone ran for minutes uncancelled.
    const hugeRun = await start(hugePlane, 600_000, big);
    await until(hugeRun, big, ['running']);
    // Past the small lane's size, so it waits for the one ordinary slot.
    const other = await seedPlane(t.deps, small, facadePieces(600), TEST_SETTINGS);
    const otherRun = await start(other.planeId, 1_000, small);
    expect((await job(otherRun, small)).state).toBe('queued');
    const cancelled = await api('cancelPlanning', { runId: hugeRun }, big);
    expect(cancelled.code, cancelled.msg).toBe(0);
    expect((await until(otherRun, small, ENDED)).state).toBe('done');
    expect(registry.liveThreads).toBe(0);
    expect(registry.jobs.size).toBe(0);
    const rows = await t.deps.db
      .selectFrom('plan_runs')
      .select(['id', 'state', 'error_code', 'started_at', 'finished_at'])
      .where('id', 'in', [hugeRun, otherRun])
      .execute();
    const huge = rows.find((r) => r.id === hugeRun);
    const next = rows.find((r) => r.id === otherRun);
    expect(huge).toMatchObject({ state: 'cancelled', error_code: null });
    // The other enterprise's plan started only once the cancelled one had ended.
    expect(String(next?.started_at) >= String(huge?.finished_at)).toBe(true);
    expect(
      await t.deps.db
        .selectFrom('plan_layouts')
        .select('id')
        .where('run_id', '=', hugeRun)
        .execute(),
    ).toEqual([]);
  }, 120_000);

  test('a small plane of another enterprise finishes while a huge plan runs', async () => {
    const hugeRun = await start(hugePlane, 600_000, big);
    await until(hugeRun, big, ['running']);
    const tiny = await seedPlane(t.deps, small, await countertopPieces());
    const tinyRun = await start(tiny.planeId, 1_000, small);
    expect((await until(tinyRun, small, ENDED)).state).toBe('done');
    expect((await job(hugeRun, big)).state).toBe('running');
    expect((await api('cancelPlanning', { runId: hugeRun }, big)).code).toBe(0);
    expect((await until(hugeRun, big, ENDED)).state).toBe('cancelled');
    expect(t.deps.planJobs.liveThreads).toBe(0);
  }, 120_000);

  test('a plane past the piece limit is refused with the limit and its count; nothing queued', async () => {
    const org = actorScope(big, t.deps.db);
    const plane = await t.deps.db
      .selectFrom('planes')
      .select('project_id')
      .where('id', '=', hugePlane)
      .executeTakeFirstOrThrow();
    const before = await t.deps.db
      .selectFrom('plan_runs')
      .select('id')
      .where('plane_id', '=', hugePlane)
      .execute();
    await insertPieces(org, [
      {
        id: newId(),
        project_id: plane.project_id,
        plane_id: hugePlane,
        code: 'ONE-TOO-MANY',
        width_mm: 500,
        height_mm: 400,
        area_mm2: 200_000,
        thickness_mm: 20,
        contour_json: JSON.stringify({ outline: [], holes: [] }),
        process_code: '',
        status: 'pendingCut',
        abnormal: 0,
        box_no: null,
        created_at: nowIso(),
      },
    ]);
    const res = await api('startPlanning', { planeId: hugePlane, timeBudgetMs: 1_000 }, big);
    expect([res.code, res.msg]).toEqual([
      4,
      `This plane has ${LIMIT + 1} pieces; one plan takes at most ${LIMIT}. Split the plane into smaller ones`,
    ]);
    const zh = await call(
      t.app,
      'webPlan/startPlanning',
      { planeId: hugePlane },
      {
        token: big.token,
        lang: 'zh',
      },
    );
    expect(zh.msg).toBe(
      `该平面有 ${LIMIT + 1} 块工程板，一次排版最多 ${LIMIT} 块，请拆分为较小的平面`,
    );
    const after = await t.deps.db
      .selectFrom('plan_runs')
      .select('id')
      .where('plane_id', '=', hugePlane)
      .execute();
    expect(after).toEqual(before);
    expect([t.deps.planJobs.queue.running, t.deps.planJobs.queue.waiting]).toEqual([0, 0]);
  });
});

import { readDxf } from '@stone/dxf';
import type { CuttingPlanData } from '@stone/shared/planning/schemas';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { call } from '../../test/api-client.ts';
import { describeEachDialect } from '../../test/test-app.ts';
import { createAdminTestApp } from '../members/admin-test-kit.ts';
import { failInterruptedRuns } from './plan-run-end.ts';
import { planPlaneNow } from './planning.service.ts';
import {
  countertopPieces,
  HARD_SETTINGS,
  hardPieces,
  seedPlane,
  signUpPlanningOwner,
} from './planning-test-kit.ts';

describeEachDialect('planning export and restart', (dialect) => {
  let t: Awaited<ReturnType<typeof createAdminTestApp>>;
  let owner: { token: string; orgId: string; userId: string };

  beforeAll(async () => {
    t = await createAdminTestApp(dialect);
    owner = await signUpPlanningOwner(t, 'exportowner', 'Export Stone');
  }, 60_000);
  afterAll(() => t.close());

  const download = async (runId: string, seq?: number) => {
    const res = await call<{ url: string; fileName: string }>(
      t.app,
      'webPlan/exportLayoutDxf',
      { runId, ...(seq ? { seq } : {}) },
      { token: owner.token },
    );
    expect(res.code, res.msg).toBe(0);
    expect(res.data.fileName).toMatch(/\.dxf$/);
    return { url: res.data.url, file: await t.app.inject({ method: 'GET', url: res.data.url }) };
  };

  test('the exported DXF reads back into the planned pieces, by code, for a slab or the run', async () => {
    const { planeId } = await seedPlane(t.deps, owner, hardPieces(6, 4), HARD_SETTINGS);
    const job = await planPlaneNow(t.deps, owner.orgId, planeId, { timeBudgetMs: 1000 });
    expect(job.state).toBe('done');
    const plan = await call<CuttingPlanData>(
      t.app,
      'webPlan/getCuttingPlan',
      { planeId },
      { token: owner.token },
    );
    const codesOf = (slabs: CuttingPlanData['slabs']) =>
      slabs.flatMap((s) => s.placements.map((p) => p.code)).sort();

    const whole = await download(job.runId);
    expect(whole.file.statusCode).toBe(200);
    expect(whole.file.headers['content-disposition']).toContain('attachment');
    const read = readDxf(whole.file.rawPayload);
    const pieces = read.pieces.filter((p) => p.layer === 'PIECES');
    expect(pieces).toHaveLength(10);
    expect(pieces.map((p) => p.label).sort()).toEqual(codesOf(plan.data.slabs));

    const one = await download(job.runId, 1);
    const slab1 = readDxf(one.file.rawPayload).pieces.filter((p) => p.layer === 'PIECES');
    expect(slab1.map((p) => p.label).sort()).toEqual(codesOf(plan.data.slabs.slice(0, 1)));

    // The signature covers enterprise, run and slab: any change is an unknown address.
    const forged = whole.url.replace(/s=all/, 's=1');
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
    const missing = await call(
      t.app,
      'webPlan/exportLayoutDxf',
      { runId: job.runId, seq: 999 },
      { token: owner.token },
    );
    expect(missing.code).toBe(3);
  });

  test('runs a stopped server left queued or running are failed at start-up, with the reason', async () => {
    const { planeId } = await seedPlane(t.deps, owner, await countertopPieces());
    const done = await planPlaneNow(t.deps, owner.orgId, planeId, { timeBudgetMs: 1000 });
    const { planeId: idle } = await seedPlane(t.deps, owner, await countertopPieces());
    // What a crash leaves behind: rows that say running, planes that say planning.
    for (const [plane, state] of [
      [planeId, 'running'],
      [idle, 'queued'],
    ] as const) {
      await t.deps.db
        .insertInto('plan_runs')
        .values({
          org_id: owner.orgId,
          id: `${state}-${plane}`,
          project_id: (
            await t.deps.db
              .selectFrom('planes')
              .select('project_id')
              .where('id', '=', plane)
              .executeTakeFirstOrThrow()
          ).project_id,
          plane_id: plane,
          state,
          progress_bp: 0,
          started_at: null,
          finished_at: null,
          time_budget_ms: 1000,
          slab_count: 0,
          piece_count: 4,
          unplaced_count: 0,
          yield_bp: 0,
          error_code: null,
          created_by: owner.userId,
          created_at: new Date().toISOString(),
        })
        .execute();
      await t.deps.db
        .updateTable('planes')
        .set({ planning_state: 'planning' })
        .where('id', '=', plane)
        .execute();
    }
    expect(await failInterruptedRuns(t.deps)).toBe(2);
    const job = await call<{ state: string; errorMessage: string }>(
      t.app,
      'webPlan/getPlanningJob',
      { runId: `running-${planeId}` },
      { token: owner.token, lang: 'zh' },
    );
    expect(job.data).toMatchObject({
      state: 'failed',
      errorMessage: '排版过程中服务器重启，请重新排版',
    });
    const planes = await t.deps.db
      .selectFrom('planes')
      .select(['id', 'planning_state', 'accepted_run_id'])
      .where('id', 'in', [planeId, idle])
      .execute();
    expect(
      Object.fromEntries(planes.map((p) => [p.id, [p.planning_state, p.accepted_run_id]])),
    ).toEqual({
      [planeId]: ['planned', done.runId],
      [idle]: ['toPlan', null],
    });
  });
});

import { afterAll, beforeAll, expect, test } from 'vitest';
import { createOwner } from '../members/admin-test-kit.ts';
import { describeEachDialect } from '../../test/test-app.ts';
import {
  createPlanTestApp,
  livePlane,
  planCalls,
  type Plan,
  type PlanTestApp,
} from './plan-test-kit.ts';

/** Issue 18: plans release planes of live projects to workshops, all or none. */
describeEachDialect('production plans', (dialect) => {
  let ctx: PlanTestApp;
  let calls: ReturnType<typeof planCalls>;
  beforeAll(async () => {
    ctx = await createPlanTestApp(dialect);
    calls = planCalls(ctx);
  }, 120_000);
  afterAll(() => ctx.t.close());
  const newPlan = (name?: string) => calls.newPlan(name);
  const release: ReturnType<typeof planCalls>['release'] = (...args) => calls.release(...args);
  const releasePlan = (id: string) => calls.releasePlan(id);
  const planCount = async () =>
    (await ctx.t.deps.db.selectFrom('production_plans').select('id').execute()).length;
  const taskCount = async () =>
    (await ctx.t.deps.db.selectFrom('workshop_tasks').select('id').execute()).length;

  test('a plan is numbered and validated; a bad one is refused and nothing stored', async () => {
    const plan = await newPlan();
    expect(plan.number).toMatch(/^PP\d{8}-\d{3}$/);
    expect(plan.status).toBe('draft');
    const before = await planCount();
    const backwards = await ctx.api('webProducePlan/createPlan', {
      name: 'x',
      startDay: '2026-11-10',
      endDay: '2026-11-01',
    });
    expect(backwards.code).toBe(2);
    expect(JSON.stringify(backwards.data)).toContain('The end date is before the start date');
    const zh = await ctx.api(
      'webProducePlan/createPlan',
      { name: '  ', startDay: '2026-11-01', endDay: '2026-11-01' },
      'zh',
    );
    expect(zh.code).toBe(2);
    expect(JSON.stringify(zh.data)).toContain('请填写计划名称');
    const badDay = await ctx.api('webProducePlan/createPlan', {
      name: 'x',
      startDay: '2026/11/01',
      endDay: '2026-11-01',
    });
    expect(badDay.code).toBe(2);
    expect(await planCount()).toBe(before);
  });

  test('releasing planes checks workshop, stage and planes, all or none', async () => {
    const plan = await newPlan();
    const a = await livePlane(ctx, 2);
    const pending = await livePlane(ctx, 2, { live: false });
    const before = await taskCount();
    const unknownWorkshop = await release(plan.id, [a.planeId], 'cutting', 'nope');
    expect([unknownWorkshop.code, unknownWorkshop.msg]).toEqual([
      3,
      'The chosen workshop is not a workshop of this enterprise',
    ]);
    const wrong = await release(plan.id, [a.planeId], 'cutting', ctx.shops.packing);
    expect(wrong.code).toBe(4);
    expect(wrong.msg).toMatch(/is a packing workshop and cannot take cutting tasks/);
    const unknownPlane = await release(plan.id, [a.planeId, 'nope'], 'cutting', ctx.shops.cutting);
    expect(unknownPlane.code).toBe(3);
    expect(unknownPlane.msg).toMatch(/not a plane of this enterprise/);
    const notLive = await release(
      plan.id,
      [a.planeId, pending.planeId],
      'cutting',
      ctx.shops.cutting,
    );
    expect(notLive.code).toBe(4);
    expect(notLive.msg).toMatch(/is not in production/);
    const transferableCut = await release(plan.id, [a.planeId], 'cutting', ctx.shops.cutting, {
      transferable: true,
    });
    expect(transferableCut.code).toBe(2);
    // Another enterprise's plane answers as a missing one.
    const stranger = await createOwner(ctx.t, 'ppstranger', 'Stranger Stone');
    const strangerUser = await ctx.t.deps.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'ppstranger')
      .executeTakeFirstOrThrow();
    const theirs = await livePlane(ctx, 1, {
      owner: { orgId: stranger.orgId, userId: strangerUser.id },
    });
    const cross = await release(plan.id, [theirs.planeId], 'cutting', ctx.shops.cutting);
    expect(cross.code).toBe(3);
    expect(await taskCount()).toBe(before);

    const ok = await release(plan.id, [a.planeId], 'cutting', ctx.shops.cutting);
    expect(ok.result, ok.msg).toBe(true);
    expect(ok.data.taskIds).toHaveLength(1);
  });

  test('a plane has one open task per stage, until its plan closes', async () => {
    const first = await newPlan('first');
    const second = await newPlan('second');
    const a = await livePlane(ctx, 1);
    expect((await release(first.id, [a.planeId], 'packing', ctx.shops.packing)).result).toBe(true);
    const again = await release(second.id, [a.planeId], 'packing', ctx.shops.packing, {});
    expect(again.code).toBe(4);
    expect(again.msg).toContain(`already has an open packing task (plan ${first.number})`);
    const zh = await ctx.api(
      'webProducePlan/addPlanTasks',
      { planId: second.id, workshopId: ctx.shops.packing, stage: 'packing', planeIds: [a.planeId] },
      'zh',
    );
    expect(zh.msg).toContain('已有未关闭的打包任务');
    // Another stage of the same plane is fine.
    expect((await release(second.id, [a.planeId], 'cutting', ctx.shops.cutting)).result).toBe(true);
    expect((await releasePlan(first.id)).result).toBe(true);
    const detail = await ctx.api<{ plan: Plan }>('webProducePlan/getPlanDetail', { id: first.id });
    const closed = await ctx.api('webProducePlan/closePlan', {
      id: first.id,
      version: detail.data.plan.version,
    });
    expect(closed.result, closed.msg).toBe(true);
    expect((await release(second.id, [a.planeId], 'packing', ctx.shops.packing)).result).toBe(true);
    const late = await release(first.id, [a.planeId], 'secondary', ctx.shops.processing);
    expect(late.code).toBe(4);
    expect(late.msg).toMatch(/is closed/);
  });

  test('a draft is released only with tasks; only a draft is deleted', async () => {
    const empty = await newPlan('empty');
    const refused = await releasePlan(empty.id);
    expect(refused.code).toBe(4);
    expect(refused.msg).toContain('has no tasks yet');
    const gone = await ctx.api('webProducePlan/deletePlan', {
      id: empty.id,
      version: empty.version,
    });
    expect(gone.result, gone.msg).toBe(true);
    expect((await ctx.api('webProducePlan/getPlanDetail', { id: empty.id })).code).toBe(3);
  });

  test('two releases of one plane and stage racing: exactly one wins', async () => {
    const [p, q] = [await newPlan('race 1'), await newPlan('race 2')];
    const a = await livePlane(ctx, 1);
    const results = await Promise.all([
      release(p.id, [a.planeId], 'cutting', ctx.shops.cutting),
      release(q.id, [a.planeId], 'cutting', ctx.shops.cutting),
    ]);
    expect(results.filter((r) => r.result)).toHaveLength(1);
    const loser = results.find((r) => !r.result);
    expect(loser?.code).toBe(4);
    expect(loser?.msg).toMatch(/already has an open cutting task|already has an open task/);
    const open = await ctx.t.deps.db
      .selectFrom('workshop_tasks')
      .select('id')
      .where('plane_id', '=', a.planeId)
      .execute();
    expect(open).toHaveLength(1);
  });
});

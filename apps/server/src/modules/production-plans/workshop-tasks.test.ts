import { afterAll, beforeAll, expect, test } from 'vitest';
import { actorScope } from '../../db/org-scope.ts';
import { applyPieceEvent } from '../projects/piece-lifecycle.service.ts';
import { describeEachDialect } from '../../test/test-app.ts';
import {
  createPlanTestApp,
  livePlane,
  memberWith,
  planCalls,
  type PlanTestApp,
  type TaskPage,
} from './plan-test-kit.ts';

/** Issue 18: workshop tasks follow the pieces on the shop floor; leads start and transfer them. */
describeEachDialect('workshop tasks', (dialect) => {
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

  test('a cutting task follows the pieces: not started → in progress → done', async () => {
    const plan = await newPlan('cutting');
    const a = await livePlane(ctx, 3);
    const [taskId] = (await release(plan.id, [a.planeId], 'cutting', ctx.shops.cutting)).data
      .taskIds;
    // A draft's tasks are not on the workshop's list yet.
    const list = (status?: string) =>
      ctx.api<TaskPage>('webWorkshopTask/getCuttingTasks', {
        workshopId: ctx.shops.cutting,
        ...(status ? { status } : {}),
      });
    expect((await list()).data.list.some((t) => t.id === taskId)).toBe(false);
    expect((await releasePlan(plan.id)).result).toBe(true);
    const listed = (await list('notStarted')).data.list.find((t) => t.id === taskId);
    expect(listed).toMatchObject({ status: 'notStarted', planned: 3, cut: 0 });

    const org = actorScope(ctx.owner, ctx.t.deps.db);
    await applyPieceEvent(org, { pieceIds: a.pieceIds.slice(0, 2), event: 'cut' });
    const progress = (await list('inProgress')).data;
    expect(progress.list.find((t) => t.id === taskId)).toMatchObject({
      status: 'inProgress',
      cut: 2,
    });
    expect(progress.counts.inProgress).toBeGreaterThanOrEqual(1);
    await applyPieceEvent(org, { pieceIds: a.pieceIds.slice(2), event: 'cut' });
    expect((await list('done')).data.list.find((t) => t.id === taskId)).toMatchObject({
      status: 'done',
      cut: 3,
    });
    const start = await ctx.api('webWorkshopTask/startCuttingTask', { id: taskId });
    expect(start.code).toBe(4);
    expect(start.msg).toMatch(/is done/);
    const plans = await ctx.api<{ list: { id: string; doneCount: number; taskCount: number }[] }>(
      'webProducePlan/getPlanList',
      { pageSize: 100 },
    );
    expect(plans.data.list.find((p) => p.id === plan.id)).toMatchObject({
      taskCount: 1,
      doneCount: 1,
    });
    const removed = await ctx.api('webProducePlan/removePlanTask', { id: taskId });
    expect(removed.code).toBe(4);
  });

  test('secondary and packing tasks follow their counters too', async () => {
    const plan = await newPlan('later stages');
    const a = await livePlane(ctx, 2);
    const [second] = (await release(plan.id, [a.planeId], 'secondary', ctx.shops.processing)).data
      .taskIds;
    const [pack] = (await release(plan.id, [a.planeId], 'packing', ctx.shops.packing)).data.taskIds;
    expect((await releasePlan(plan.id)).result).toBe(true);
    const statusOf = async (path: string, id?: string) =>
      (await ctx.api<TaskPage>(path, { pageSize: 100 })).data.list.find((t) => t.id === id)?.status;
    const org = actorScope(ctx.owner, ctx.t.deps.db);
    const [p1, p2] = a.pieceIds as [string, string];
    await applyPieceEvent(org, { pieceIds: [p1, p2], event: 'cut' });
    // Cut pieces do not advance the later stages.
    expect(await statusOf('webWorkshopTask/getSecondTasks', second)).toBe('notStarted');
    await applyPieceEvent(org, { pieceIds: [p1], event: 'startProcessing' });
    await applyPieceEvent(org, { pieceIds: [p1], event: 'finishProcessing' });
    expect(await statusOf('webWorkshopTask/getSecondTasks', second)).toBe('inProgress');
    await applyPieceEvent(org, { pieceIds: [p2], event: 'setComplete' });
    expect(await statusOf('webWorkshopTask/getSecondTasks', second)).toBe('done');
    await applyPieceEvent(org, { pieceIds: [p2], event: 'pack' });
    expect(await statusOf('webWorkshopTask/getPackTasks', pack)).toBe('inProgress');
    await applyPieceEvent(org, { pieceIds: [p1], event: 'setComplete' });
    await applyPieceEvent(org, { pieceIds: [p1], event: 'pack' });
    expect(await statusOf('webWorkshopTask/getPackTasks', pack)).toBe('done');
  });

  test('a lead starts a task once; only a transferable secondary task moves', async () => {
    const plan = await newPlan('secondary');
    const a = await livePlane(ctx, 1);
    const b = await livePlane(ctx, 1);
    const [fixed] = (await release(plan.id, [a.planeId], 'secondary', ctx.shops.processing)).data
      .taskIds;
    const [movable] = (
      await release(plan.id, [b.planeId], 'secondary', ctx.shops.processing, { transferable: true })
    ).data.taskIds;
    expect((await releasePlan(plan.id)).result).toBe(true);
    const started = await ctx.api('webWorkshopTask/startSecondTask', { id: fixed });
    expect(started.result, started.msg).toBe(true);
    const twice = await ctx.api('webWorkshopTask/startSecondTask', { id: fixed });
    expect(twice.msg).toMatch(/has already started/);
    // The cutting screen does not act on a secondary task.
    expect((await ctx.api('webWorkshopTask/startCuttingTask', { id: movable })).code).toBe(3);

    const transfer = (
      id: string,
      workshopId: string,
      reason = 'Saw down',
      lang: 'en' | 'zh' = 'en',
    ) => ctx.api('webWorkshopTask/transferSecondTask', { id, workshopId, reason }, lang);
    const refused = await transfer(fixed!, ctx.shops.processing2);
    expect(refused.code).toBe(4);
    expect(refused.msg).toMatch(/is not transferable/);
    expect((await transfer(fixed!, ctx.shops.processing2, 'x', 'zh')).msg).toContain('不可转移');
    expect((await transfer(movable!, ctx.shops.processing)).msg).toMatch(/already with workshop/);
    expect((await transfer(movable!, ctx.shops.packing)).msg).toMatch(/cannot take secondary/);
    expect((await transfer(movable!, ctx.shops.processing2, '  ')).code).toBe(2);
    const moved = await transfer(movable!, ctx.shops.processing2);
    expect(moved.result, moved.msg).toBe(true);
    const history = await ctx.api<{ list: { reason: string; toWorkshopName: string }[] }>(
      'webWorkshopTask/getSecondTaskTransfers',
      { id: movable },
    );
    expect(history.data.list).toHaveLength(1);
    expect(history.data.list[0]?.reason).toBe('Saw down');
    const inNew = await ctx.api<TaskPage>('webWorkshopTask/getSecondTasks', {
      workshopId: ctx.shops.processing2,
    });
    expect(inNew.data.list.map((t) => t.id)).toContain(movable);
    const transfers = await ctx.t.deps.db
      .selectFrom('workshop_task_transfers')
      .select('id')
      .execute();
    expect(transfers).toHaveLength(1);
  });

  test('each stage screen needs its own route; start and transfer their actions', async () => {
    const cuttingLead = await memberWith(ctx, 134, ['cuttingTasks:start']);
    expect((await cuttingLead('webWorkshopTask/getCuttingTasks', {})).result).toBe(true);
    expect((await cuttingLead('webWorkshopTask/getSecondTasks', {})).code).toBe(6);
    expect((await cuttingLead('webProducePlan/getPlanList', {})).code).toBe(6);
    const viewer = await memberWith(ctx, 135, []);
    expect((await viewer('webWorkshopTask/getSecondTasks', {})).result).toBe(true);
    expect((await viewer('webWorkshopTask/startSecondTask', { id: 'x' })).code).toBe(6);
    expect(
      (
        await viewer('webWorkshopTask/transferSecondTask', {
          id: 'x',
          workshopId: 'y',
          reason: 'z',
        })
      ).code,
    ).toBe(6);
    const planner = await memberWith(ctx, 133, []);
    expect((await planner('webProducePlan/getPlanList', {})).result).toBe(true);
    const create = await planner('webProducePlan/createPlan', {
      name: 'x',
      startDay: '2026-11-01',
      endDay: '2026-11-01',
    });
    expect(create.code).toBe(6);
  });
});

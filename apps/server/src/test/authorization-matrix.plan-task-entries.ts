import type { EndpointPath } from '@stone/shared';
import type { Entry } from './authorization-matrix.types.ts';
import { asOwner, worldFixtures } from './authorization-matrix.fixtures.ts';

/** Production plans and workshop tasks (issue 18): per enterprise a draft plan. */
const { own, other } = worldFixtures<{ planId: string }>(async (ctx, world) => {
  const { id } = await asOwner<{ id: string }>(ctx, world, 'webProducePlan/createPlan', {
    name: `MARKER-${world.letter}-PLAN`,
    startDay: '2026-11-01',
    endDay: '2026-11-30',
  });
  world.markers.push(id);
  return { planId: id };
});

type PlanTaskPath = Extract<EndpointPath, `webProducePlan/${string}` | `webWorkshopTask/${string}`>;
const page = { pageNum: 1, pageSize: 100 };
const versionOf = async (c: Parameters<Entry['body']>[0], id: string) =>
  (
    await c.t.deps.db
      .selectFrom('production_plans')
      .select('version')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).version;
const planFields = { name: 'matrix', startDay: '2026-11-01', endDay: '2026-11-02' };

export const PLAN_TASK_ENTRIES: Record<PlanTaskPath, Entry> = {
  'webProducePlan/getPlanList': { body: () => page },
  'webProducePlan/getPlanDetail': {
    body: own((fx) => ({ id: fx.planId })),
    cross: other((fx) => ({ id: fx.planId })),
    crossCode: 3,
  },
  'webProducePlan/getReleaseChoices': { body: () => ({}) },
  'webProducePlan/createPlan': {
    body: (c) => ({ ...planFields, name: `MARKER-${c.own.letter}-NEW` }),
  },
  'webProducePlan/updatePlan': {
    body: own(async (fx, c) => ({
      id: fx.planId,
      ...planFields,
      name: `MARKER-${c.own.letter}-PLAN`,
      version: await versionOf(c, fx.planId),
    })),
    cross: other((fx) => ({ id: fx.planId, ...planFields, version: 1 })),
    crossCode: 3,
  },
  'webProducePlan/deletePlan': {
    body: () => ({ id: 'none', version: 1 }),
    ok: 3,
    cross: other((fx) => ({ id: fx.planId, version: 1 })),
    crossCode: 3,
  },
  // A workshop of nobody: past the access check, then "not a workshop of this enterprise".
  'webProducePlan/addPlanTasks': {
    body: own((fx) => ({
      planId: fx.planId,
      workshopId: 'none',
      stage: 'cutting',
      planeIds: ['none'],
    })),
    ok: 3,
    cross: other((fx) => ({
      planId: fx.planId,
      workshopId: 'none',
      stage: 'cutting',
      planeIds: ['none'],
    })),
    crossCode: 3,
  },
  'webProducePlan/removePlanTask': { body: () => ({ id: 'none' }), ok: 3 },
  'webProducePlan/releasePlan': {
    body: () => ({ id: 'none', version: 1 }),
    ok: 3,
    cross: other((fx) => ({ id: fx.planId, version: 1 })),
    crossCode: 3,
  },
  'webProducePlan/closePlan': {
    body: () => ({ id: 'none', version: 1 }),
    ok: 3,
    cross: other((fx) => ({ id: fx.planId, version: 1 })),
    crossCode: 3,
  },
  'webWorkshopTask/getCuttingTasks': { body: () => page },
  'webWorkshopTask/startCuttingTask': { body: () => ({ id: 'none' }), ok: 3 },
  'webWorkshopTask/getSecondTasks': { body: () => page },
  'webWorkshopTask/startSecondTask': { body: () => ({ id: 'none' }), ok: 3 },
  'webWorkshopTask/transferSecondTask': {
    body: () => ({ id: 'none', workshopId: 'none', reason: 'matrix' }),
    ok: 3,
  },
  'webWorkshopTask/getSecondTaskTransfers': { body: () => ({ id: 'none' }), ok: 3 },
  'webWorkshopTask/getPackTasks': { body: () => page },
  'webWorkshopTask/startPackTask': { body: () => ({ id: 'none' }), ok: 3 },
};

import type { EndpointPath } from '@stone/shared';
import { planPlaneNow } from '../modules/planning/planning.service.ts';
import { countertopPieces, seedPlane } from '../modules/planning/planning-test-kit.ts';
import type { Ctx, Entry } from './authorization-matrix.types.ts';
import type { OrgWorld } from './authorization-matrix.world.ts';

type PlanFixture = { planeId: string; emptyPlaneId: string; runId: string };
const fixtures = new WeakMap<OrgWorld, Promise<PlanFixture>>();

/** Per enterprise, once: a planned plane (its run done) and a plane with nothing to plan. */
function planFixture(ctx: Ctx, world: OrgWorld): Promise<PlanFixture> {
  let fx = fixtures.get(world);
  if (!fx) {
    fx = (async () => {
      const owner = { orgId: world.orgId, userId: world.superAdmin.userId };
      const { planeId, projectId } = await seedPlane(ctx.t.deps, owner, await countertopPieces());
      const empty = await seedPlane(ctx.t.deps, owner, [], undefined, projectId);
      const job = await planPlaneNow(ctx.t.deps, world.orgId, planeId, { timeBudgetMs: 1000 });
      world.markers.push(planeId, projectId, empty.planeId, job.runId);
      return { planeId, emptyPlaneId: empty.planeId, runId: job.runId };
    })();
    fixtures.set(world, fx);
  }
  return fx;
}

// Both enterprises' records exist before the first answer is checked for the other's markers.
const own = (pick: (fx: PlanFixture) => Record<string, unknown>) => async (c: Ctx) => {
  await planFixture(c, c.other);
  return pick(await planFixture(c, c.own));
};
const other = (pick: (fx: PlanFixture) => Record<string, unknown>) => async (c: Ctx) =>
  pick(await planFixture(c, c.other));

type PlanPath = Extract<EndpointPath, `webPlan/${string}`>;

/** Planning (issue 12). Calls that would start or stop work aim at records where they can't. */
export const PLAN_ENTRIES: Record<PlanPath, Entry> = {
  // A plane without pieces passes the access check and starts nothing.
  'webPlan/startPlanning': {
    body: own((fx) => ({ planeId: fx.emptyPlaneId })),
    ok: 4,
    cross: other((fx) => ({ planeId: fx.planeId })),
    crossCode: 3,
  },
  'webPlan/getPlanningJob': {
    body: own((fx) => ({ runId: fx.runId })),
    cross: other((fx) => ({ runId: fx.runId })),
    crossCode: 3,
  },
  // The run has ended, so there is nothing to cancel.
  'webPlan/cancelPlanning': {
    body: own((fx) => ({ runId: fx.runId })),
    ok: 4,
    cross: other((fx) => ({ runId: fx.runId })),
    crossCode: 3,
  },
  'webPlan/getPlanRuns': {
    body: own((fx) => ({ planeId: fx.planeId })),
    cross: other((fx) => ({ planeId: fx.planeId })),
    crossCode: 3,
  },
  'webPlan/getCuttingPlan': {
    body: own((fx) => ({ planeId: fx.planeId })),
    cross: other((fx) => ({ planeId: fx.planeId })),
    crossCode: 3,
  },
  // Accepting the run that is already accepted changes nothing.
  'webPlan/acceptPlanRun': {
    body: own((fx) => ({ runId: fx.runId })),
    cross: other((fx) => ({ runId: fx.runId })),
    crossCode: 3,
  },
  'webPlan/exportLayoutDxf': {
    body: own((fx) => ({ runId: fx.runId })),
    cross: other((fx) => ({ runId: fx.runId })),
    crossCode: 3,
  },
};

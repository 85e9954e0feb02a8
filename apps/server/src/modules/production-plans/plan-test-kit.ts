// Test helpers for the production-plan suites (not a test file itself): workshops of each
// category, live planes with pieces, and members holding one task screen.
import { WORKSHOPS } from '@stone/shared/materials/basics';
import type { WorkshopCategory } from '@stone/shared/materials/enums';
import type { Dialect } from '../../db/database.ts';
import { actorScope } from '../../db/org-scope.ts';
import { addAndSignIn, createRole } from '../members/admin-test-kit.ts';
import { createFlowTestApp } from '../material-flows/flow-test-kit.ts';
import { nextCode } from '../materials/material-test-kit.ts';
import { seedPlane } from '../planning/planning-test-kit.ts';

export async function createPlanTestApp(dialect: Dialect) {
  const ctx = await createFlowTestApp(dialect, 'pp');
  const workshop = async (category: WorkshopCategory) => {
    const res = await ctx.api<{ id: string }>(WORKSHOPS.paths.create, {
      name: nextCode(`${category} shop `),
      code: nextCode('WS'),
      category,
    });
    if (!res.result) throw new Error(res.msg);
    return res.data.id;
  };
  const shops = {
    cutting: await workshop('cutting'),
    processing: await workshop('processing'),
    processing2: await workshop('processing'),
    packing: await workshop('packing'),
  };
  return { ...ctx, shops };
}
export type PlanTestApp = Awaited<ReturnType<typeof createPlanTestApp>>;

/** A reviewed (live) project's plane of `count` pieces; `live: false` leaves it pending review. */
export async function livePlane(
  ctx: PlanTestApp,
  count: number,
  opts: { live?: boolean; owner?: { orgId: string; userId: string } } = {},
) {
  const owner = opts.owner ?? ctx.owner;
  const pieces = Array.from({ length: count }, () => ({
    code: nextCode('P-'),
    width: 600,
    height: 400,
  }));
  const { projectId, planeId } = await seedPlane(ctx.t.deps, owner, pieces);
  const org = actorScope(owner, ctx.t.deps.db);
  if (opts.live !== false)
    await org
      .updateTable('projects')
      .set({ review_state: 'reviewed' })
      .where('id', '=', projectId)
      .execute();
  const rows = await org
    .selectFrom('project_slabs')
    .select('id')
    .where('plane_id', '=', planeId)
    .orderBy('code')
    .execute();
  return { projectId, planeId, pieceIds: rows.map((r) => r.id) };
}

/** A member whose role grants one screen (`menuId`) with `actions`. */
export async function memberWith(ctx: PlanTestApp, menuId: number, actions: string[]) {
  const roleId = await createRole(ctx.t, ctx.owner.token, nextCode('role '), [menuId], actions);
  const member = await addAndSignIn(ctx.t, ctx.owner.token, { nickname: nextCode('m'), roleId });
  return <T = unknown>(path: string, body: unknown) => ctx.api<T>(path, body, 'en', member.token);
}

export type Plan = { id: string; number: string; status: string; version: number };
export type Task = { id: string; status: string; planned: number; cut: number; workshopId: string };
export type TaskPage = { list: Task[]; total: number; counts: Record<string, number> };

/** The planner's calls as the screens make them. */
export function planCalls(ctx: PlanTestApp) {
  const newPlan = async (name = 'November') => {
    const res = await ctx.api<Plan>('webProducePlan/createPlan', {
      name,
      startDay: '2026-11-01',
      endDay: '2026-11-30',
    });
    if (!res.result) throw new Error(res.msg);
    return res.data;
  };
  const release = (
    planId: string,
    planeIds: string[],
    stage: string,
    workshopId: string,
    extra = {},
  ) =>
    ctx.api<{ taskIds: string[] }>('webProducePlan/addPlanTasks', {
      planId,
      workshopId,
      stage,
      planeIds,
      ...extra,
    });
  const releasePlan = async (id: string) => {
    const detail = await ctx.api<{ plan: Plan }>('webProducePlan/getPlanDetail', { id });
    return ctx.api('webProducePlan/releasePlan', { id, version: detail.data.plan.version });
  };
  return { newPlan, release, releasePlan };
}

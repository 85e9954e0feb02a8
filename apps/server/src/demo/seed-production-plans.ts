// Demo production plans (seed-demo.ts, after work reports): last month's plan released the mall
// project (cut last month, half through second processing) to every workshop stage; this week's
// plan released the kitchen and hotel projects to the cutting hall. Tasks go through the same
// services the screens call, so their statuses come from the pieces as everywhere else: the
// mall's cutting task is done, its secondary task in progress (and transferred once), packing not
// started; the hotel's cutting task is in progress (a slab was cut), the kitchen's started by the
// lead before any piece moved; the kitchen's secondary and the hotel's packing tasks not started.
import { addDays, factoryDay } from '@stone/shared/cutting/days';
import type { TaskStage } from '@stone/shared/production/tasks';
import { ROUTES_BY_NAME } from '@stone/shared';
import type { AppDeps } from '../context.ts';
import { actorScope, sameOrg, type OrgScope } from '../db/org-scope.ts';
import { nowIso } from '../lib/crypto.ts';
import {
  addPlanTasks,
  createPlan,
  releasePlan,
} from '../modules/production-plans/plans.service.ts';
import { startTask, transferTask } from '../modules/production-plans/tasks.service.ts';
import { normalizePermissions } from '../modules/roles/role-permissions.ts';
import { roleColumns } from '../modules/roles/roles.repository.ts';

const ORDERS = { mall: 'SO-2026-0095', kitchen: 'SO-2026-0101', hotel: 'SO-2026-0102' } as const;

const planesOf = async (org: OrgScope, orderNo: string) =>
  (
    await org
      .selectFrom('planes as l')
      .innerJoin('projects as p', (j) => j.onRef('p.id', '=', 'l.project_id').on(sameOrg('p', 'l')))
      .select('l.id')
      .where('p.order_no', '=', orderNo)
      .execute()
  ).map((r) => r.id);

async function workshops(org: OrgScope) {
  const rows = await org.selectFrom('workshops').select(['id', 'category', 'is_default']).execute();
  const of = (test: (w: (typeof rows)[number]) => boolean) => rows.find(test)?.id;
  const general = of((w) => w.is_default === 1);
  return {
    cutting: of((w) => w.category === 'cutting') ?? general,
    processing: of((w) => w.category === 'processing') ?? general,
    packing: of((w) => w.category === 'packing') ?? general,
    general,
  };
}

/**
 * The demo's team lead (seed-work-reports.ts) also leads the workshops' task lists, binds and
 * moves frames, kit-checks and packs (and may take a binding or a packed piece back).
 */
async function letLeadRunTasks(org: OrgScope) {
  const role = await org
    .selectFrom('roles')
    .select(['id', 'menu_ids', 'actions'])
    .where('name', '=', 'Team lead')
    .executeTakeFirst();
  if (!role) return;
  const actions = [
    ...(JSON.parse(role.actions) as string[]),
    'cuttingTasks:start',
    'secondTasks:start',
    'secondTasks:transfer',
    'packTasks:start',
    'frameManagement:scan',
    'frameManagement:unbind',
    'mesPack:check',
    'mesPack:pack',
    'mesPack:unpack',
    'mesPack:boxes',
  ];
  // The frame's and the box's detail pages, which have no actions of their own.
  const details = ['ironFrameDetails', 'packedBoxDetails'].map(
    (name) => ROUTES_BY_NAME.get(name)?.menuId ?? 0,
  );
  const menus = [...(JSON.parse(role.menu_ids) as number[]), ...details];
  const granted = normalizePermissions(menus, actions);
  const { menu_ids, actions: all } = roleColumns({ name: 'Team lead', ...granted });
  await org
    .updateTable('roles')
    .set({ menu_ids, actions: all })
    .where('id', '=', role.id)
    .execute();
}

export async function seedProductionPlans(deps: AppDeps, orgId: string, userId: string) {
  const org = actorScope({ orgId }, deps.db);
  await letLeadRunTasks(org);
  const shops = await workshops(org);
  if (!shops.cutting || !shops.processing || !shops.packing || !shops.general) return;
  const lead = await deps.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'lead')
    .executeTakeFirst();
  const leadId = lead?.id ?? userId;
  const today = factoryDay(new Date());
  const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString();

  const plan = async (name: string, startDay: string, endDay: string, now: string) =>
    org.transaction((trx) =>
      createPlan(trx, { name, startDay, endDay, note: '', actorId: userId, now }),
    );
  const release = async (
    planId: string,
    planeIds: string[],
    stage: TaskStage,
    workshopId: string,
    now: string,
    transferable = false,
  ) => {
    if (planeIds.length === 0) return [];
    const added = await org.transaction((trx) =>
      addPlanTasks(trx, {
        planId,
        planeIds,
        stage,
        workshopId,
        transferable,
        actorId: userId,
        now,
        lang: 'en',
      }),
    );
    return added.taskIds;
  };

  const mall = await planesOf(org, ORDERS.mall);
  const last = await plan(
    '上月商场计划 Mall plan, last month',
    factoryDay(monthAgo),
    addDays(factoryDay(monthAgo), 27),
    monthAgo,
  );
  await release(last.id, mall, 'cutting', shops.cutting, monthAgo);
  const [secondary] = await release(last.id, mall, 'secondary', shops.processing, monthAgo, true);
  await release(last.id, mall, 'packing', shops.packing, monthAgo);
  await org.transaction((trx) =>
    releasePlan(trx, { id: last.id, version: last.version, now: monthAgo }),
  );
  if (secondary && shops.general !== shops.processing)
    await org.transaction((trx) =>
      transferTask(trx, {
        id: secondary,
        workshopId: shops.general!,
        reason: '加工车间满负荷 Finishing hall at capacity',
        actorId: leadId,
        now: new Date(Date.now() - 20 * 86_400_000).toISOString(),
        lang: 'en',
      }),
    );

  const now = nowIso();
  const week = await plan('本周切割计划 Cutting plan, this week', today, addDays(today, 6), now);
  const [kitchenTask] = await release(
    week.id,
    await planesOf(org, ORDERS.kitchen),
    'cutting',
    shops.cutting,
    now,
  );
  await release(week.id, await planesOf(org, ORDERS.hotel), 'cutting', shops.cutting, now);
  // Not started anywhere yet: the kitchen's second processing and the hotel's packing.
  await release(week.id, await planesOf(org, ORDERS.kitchen), 'secondary', shops.processing, now);
  await release(week.id, await planesOf(org, ORDERS.hotel), 'packing', shops.packing, now);
  await org.transaction((trx) => releasePlan(trx, { id: week.id, version: week.version, now }));
  if (kitchenTask)
    await org.transaction((trx) =>
      startTask(trx, { id: kitchenTask, stage: 'cutting', actorId: leadId, now }),
    );
}

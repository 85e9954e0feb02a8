// Queries of production plans (issue 18): the list with its task and done counts, one plan, the
// next number of a day, and the planes a release may name.
import type { z } from 'zod';
import type { PlanItem, planListBody } from '@stone/shared/production/plans';
import { sql } from 'kysely';
import { sameOrg, type OrgScope } from '../../db/org-scope.ts';
import { cappedTotal, containsText, pageOf } from '../../db/list-query.ts';
import { taskStatusSql } from './tasks.repository.ts';
import type { ProductionPlansTable } from './production-plans.tables.ts';

type PlanRow = Omit<ProductionPlansTable, 'org_id'>;

export const toPlanItem = (r: PlanRow, counts: { tasks: number; done: number }): PlanItem => ({
  id: r.id,
  number: r.number,
  name: r.name,
  startDay: r.start_day,
  endDay: r.end_day,
  note: r.note,
  status: r.status,
  taskCount: counts.tasks,
  doneCount: counts.done,
  createdAt: r.created_at,
  version: r.version,
});

export const findPlan = (org: OrgScope, id: string) =>
  org.selectFrom('production_plans').selectAll().where('id', '=', id).executeTakeFirst();

/** Tasks and done tasks per plan, for a page of plans. */
async function taskCounts(org: OrgScope, planIds: string[]) {
  if (planIds.length === 0) return new Map<string, { tasks: number; done: number }>();
  const rows = await org
    .selectFrom('workshop_tasks as t')
    .innerJoin('planes as l', (j) => j.onRef('l.id', '=', 't.plane_id').on(sameOrg('l', 't')))
    .select([
      't.plan_id',
      (eb) => eb.fn.countAll<number | string>().as('tasks'),
      sql<number | string>`sum(case when ${taskStatusSql} = 'done' then 1 else 0 end)`.as('done'),
    ])
    .where('t.plan_id', 'in', planIds)
    .groupBy('t.plan_id')
    .execute();
  return new Map(rows.map((r) => [r.plan_id, { tasks: Number(r.tasks), done: Number(r.done) }]));
}

export const countsOfPlan = async (org: OrgScope, planId: string) =>
  (await taskCounts(org, [planId])).get(planId) ?? { tasks: 0, done: 0 };

export async function listPlans(org: OrgScope, q: z.output<typeof planListBody>) {
  let base = org.selectFrom('production_plans');
  if (q.status) base = base.where('status', '=', q.status);
  if (q.keyword) {
    const k = q.keyword;
    base = base.where((eb) => eb.or([containsText('name', k), containsText('number', k)]));
  }
  const page = pageOf(q);
  const total = await cappedTotal(org.db, base, page);
  const rows = await base
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const counts = await taskCounts(
    org,
    rows.map((r) => r.id),
  );
  return {
    list: rows.map((r) => toPlanItem(r, counts.get(r.id) ?? { tasks: 0, done: 0 })),
    ...total,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
}

/** How many plans already carry a number starting with `prefix` (the day's sequence). */
export const countNumbered = async (org: OrgScope, prefix: string) =>
  Number(
    (
      await org
        .selectFrom('production_plans')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('number', '>=', prefix)
        .where('number', '<', `${prefix}\u{10FFFF}`)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The planes a release names, with their project's liveness. */
export const planesForRelease = (org: OrgScope, ids: readonly string[]) =>
  org
    .selectFrom('planes as l')
    .innerJoin('projects as p', (j) => j.onRef('p.id', '=', 'l.project_id').on(sameOrg('p', 'l')))
    .select([
      'l.id',
      'l.name',
      'l.project_id',
      'p.name as project_name',
      'p.review_state',
      'p.archived',
      'p.terminated',
    ])
    .where('l.id', 'in', [...ids])
    .execute();

/** Live projects (reviewed, not archived, not terminated) and their planes, for the release form. */
export async function releaseProjects(org: OrgScope, keyword: string | undefined) {
  let projects = org
    .selectFrom('projects as p')
    .select(['p.id', 'p.name', 'p.order_no'])
    .where('p.review_state', '!=', 'pending')
    .where('p.archived', '=', 0)
    .where('p.terminated', '=', 0);
  if (keyword)
    projects = projects.where((eb) =>
      eb.or([containsText('p.name', keyword), containsText('p.order_no', keyword)]),
    );
  const chosen = await projects.orderBy('p.created_at', 'desc').orderBy('p.id').limit(50).execute();
  if (chosen.length === 0) return [];
  const ids = chosen.map((p) => p.id);
  const planes = await org
    .selectFrom('planes as l')
    .select(['l.id', 'l.name', 'l.batch', 'l.piece_count', 'l.project_id'])
    .where('l.project_id', 'in', ids)
    .orderBy('l.created_at')
    .orderBy('l.id')
    .execute();
  const open = await org
    .selectFrom('workshop_tasks')
    .select(['plane_id', 'open_stage'])
    .where('project_id', 'in', ids)
    .where('open_stage', 'is not', null)
    .execute();
  return chosen.map((p) => ({
    id: p.id,
    name: p.name,
    orderNo: p.order_no,
    planes: planes
      .filter((l) => l.project_id === p.id)
      .map((l) => ({
        id: l.id,
        name: l.name,
        batch: l.batch,
        pieceCount: l.piece_count,
        openStages: open.flatMap((o) =>
          o.plane_id === l.id && o.open_stage ? [o.open_stage] : [],
        ),
      })),
  }));
}

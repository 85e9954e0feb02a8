// Queries of workshop tasks (issue 18). A task's status is computed here, never stored: the
// plane's counters (kept by the piece life cycle in every piece event's transaction) say how far
// its stage has come, so the status is right the moment a piece moves, with no module telling us.
import { sql } from 'kysely';
import type { TaskItem, TaskStage, TaskStatus } from '@stone/shared/production/tasks';
import { sameOrg, type OrgScope } from '../../db/org-scope.ts';

/** The plane counter of the task's stage. */
const stageCount = sql<number>`case t.stage when 'cutting' then l.cut_count when 'secondary' then l.secondary_count else l.boxed_count end`;

/** done: every piece through the stage; in progress: some, or the lead started it. */
export const taskStatusSql = sql<TaskStatus>`case when ${stageCount} >= l.piece_count then 'done' when ${stageCount} > 0 or t.started_at is not null then 'inProgress' else 'notStarted' end`;

/** Tasks joined to their plane, project, plan and workshop (a plane of another org never joins). */
export const joinedTasks = (org: OrgScope) =>
  org
    .selectFrom('workshop_tasks as t')
    .innerJoin('planes as l', (j) => j.onRef('l.id', '=', 't.plane_id').on(sameOrg('l', 't')))
    .innerJoin('projects as p', (j) => j.onRef('p.id', '=', 't.project_id').on(sameOrg('p', 't')))
    .innerJoin('production_plans as pp', (j) =>
      j.onRef('pp.id', '=', 't.plan_id').on(sameOrg('pp', 't')),
    )
    .leftJoin('workshops as w', (j) => j.onRef('w.id', '=', 't.workshop_id').on(sameOrg('w', 't')));
export type JoinedTasks = ReturnType<typeof joinedTasks>;

/** The columns of a task item, selected on `joinedTasks`. */
export const selectTaskColumns = (q: JoinedTasks) =>
  q.select((eb) => [
    't.id',
    't.plan_id',
    't.project_id',
    't.plane_id',
    't.workshop_id',
    't.stage',
    't.transferable',
    't.started_at',
    't.created_at',
    'pp.number as plan_number',
    'pp.name as plan_name',
    'pp.status as plan_status',
    'p.name as project_name',
    'l.name as plane_name',
    'l.batch',
    'l.piece_count',
    'l.cut_count',
    'l.secondary_count',
    'l.boxed_count',
    'w.name as workshop_name',
    'w.is_default as workshop_is_default',
    taskStatusSql.as('status'),
    eb
      .selectFrom('workshop_task_transfers as x')
      .select(eb.fn.countAll<number | string>().as('n'))
      .whereRef('x.task_id', '=', 't.id')
      .where(sameOrg('x', 't'))
      .as('transfer_count'),
  ]);
export type TaskRow = Awaited<ReturnType<ReturnType<typeof selectTaskColumns>['execute']>>[number];

/** `defaultName`: the default workshop's name in the caller's language (it stores none). */
export const toTaskItem = (r: TaskRow, defaultName: string): TaskItem => ({
  id: r.id,
  planId: r.plan_id,
  planNumber: r.plan_number,
  planName: r.plan_name,
  projectId: r.project_id,
  projectName: r.project_name,
  planeId: r.plane_id,
  planeName: r.plane_name,
  batch: r.batch,
  workshopId: r.workshop_id,
  workshopName: r.workshop_is_default ? defaultName : (r.workshop_name ?? ''),
  stage: r.stage,
  transferable: Number(r.transferable) === 1,
  status: r.status,
  planned: r.piece_count,
  cut: r.cut_count,
  secondary: r.secondary_count,
  boxed: r.boxed_count,
  startedAt: r.started_at,
  transferCount: Number(r.transfer_count ?? 0),
  createdAt: r.created_at,
});

/** One task with everything a start, transfer or removal checks. */
export const findTask = (org: OrgScope, id: string) =>
  selectTaskColumns(joinedTasks(org)).where('t.id', '=', id).executeTakeFirst();

export const tasksOfPlan = (org: OrgScope, planId: string) =>
  selectTaskColumns(joinedTasks(org))
    .where('t.plan_id', '=', planId)
    .orderBy('p.name')
    .orderBy('l.name')
    .orderBy('t.stage')
    .execute();

/** Open tasks of `stage` on these planes: the ones a new release would duplicate. */
export const openTasksOf = (org: OrgScope, planeIds: readonly string[], stage: TaskStage) =>
  org
    .selectFrom('workshop_tasks as t')
    .innerJoin('production_plans as pp', (j) =>
      j.onRef('pp.id', '=', 't.plan_id').on(sameOrg('pp', 't')),
    )
    .select(['t.plane_id', 'pp.number'])
    .where('t.plane_id', 'in', [...planeIds])
    .where('t.open_stage', '=', stage)
    .execute();

export const workshopById = (org: OrgScope, id: string) =>
  org
    .selectFrom('workshops')
    .select(['id', 'name', 'category', 'is_default'])
    .where('id', '=', id)
    .executeTakeFirst();

export const workshopsOf = (org: OrgScope, categories?: readonly string[]) => {
  let q = org.selectFrom('workshops').select(['id', 'name', 'category', 'is_default']);
  if (categories) q = q.where('category', 'in', [...categories]);
  return q.orderBy('is_default', 'desc').orderBy('sort').orderBy('name').execute();
};

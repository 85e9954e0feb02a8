// A workshop's task list and its lead's actions (issue 18): start a task, transfer a secondary
// one. Statuses come from tasks.repository.ts (computed from the plane's counters).
import type { z } from 'zod';
import { ERROR_CODES, translate, type DataOf, type Language, type MessageKey } from '@stone/shared';
import { CATEGORY_NAMES, STAGE_NAMES } from '@stone/shared/production/plan-task-messages';
import {
  STAGE_WORKSHOP_CATEGORIES,
  TASK_STATUSES,
  type TaskStage,
  type taskListBody,
} from '@stone/shared/production/tasks';
import { sql } from 'kysely';
import { sameOrg, type OrgScope } from '../../db/org-scope.ts';
import { cappedTotal, containsText, pageOf } from '../../db/list-query.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/crypto.ts';
import * as repo from './tasks.repository.ts';

type Refusal = Extract<MessageKey, `productionPlan.${string}` | `workshopTask.${string}`>;
export const refuse = (
  key: Refusal,
  params: Record<string, string> = {},
  code: number = ERROR_CODES.CONFLICT,
) => new AppError(code, key, null, params);

export const defaultWorkshopName = (lang: Language) => translate('workshop.defaultName', lang);

/** A workshop of the enterprise that may take `stage` tasks, or a refusal naming why not. */
export async function workshopForStage(
  org: OrgScope,
  workshopId: string,
  stage: TaskStage,
  lang: Language,
) {
  const w = await repo.workshopById(org, workshopId);
  if (!w) throw refuse('productionPlan.unknownWorkshop', {}, ERROR_CODES.NOT_FOUND);
  const name = w.is_default ? defaultWorkshopName(lang) : w.name;
  if (!STAGE_WORKSHOP_CATEGORIES[stage].some((c) => c === w.category)) {
    const category = CATEGORY_NAMES[w.category] ?? { en: w.category, zh: w.category };
    throw refuse('productionPlan.wrongWorkshop', {
      workshop: name,
      category: category.en,
      categoryZh: category.zh,
      stage: STAGE_NAMES[stage].en,
      stageZh: STAGE_NAMES[stage].zh,
    });
  }
  return { ...w, name };
}

type ListBody = z.output<typeof taskListBody>;

/** A lead's page of one stage's tasks of released plans, with the tab counts and workshops. */
export async function listStageTasks(
  org: OrgScope,
  stage: TaskStage,
  q: ListBody,
  lang: Language,
): Promise<DataOf<'webWorkshopTask/getCuttingTasks'>> {
  let base = repo.joinedTasks(org).where('t.stage', '=', stage).where('pp.status', '=', 'released');
  if (q.workshopId) base = base.where('t.workshop_id', '=', q.workshopId);
  if (q.keyword) {
    const k = q.keyword;
    base = base.where((eb) =>
      eb.or([containsText('p.name', k), containsText('l.name', k), containsText('pp.number', k)]),
    );
  }
  const statuses = await org.db
    .selectFrom(base.select(repo.taskStatusSql.as('status')).as('x'))
    .select(['x.status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy('x.status')
    .execute();
  const counts = { notStarted: 0, inProgress: 0, done: 0 };
  for (const s of statuses) if (TASK_STATUSES.includes(s.status)) counts[s.status] = Number(s.n);
  const filtered = q.status ? base.where(sql<boolean>`${repo.taskStatusSql} = ${q.status}`) : base;
  const page = pageOf(q);
  const total = await cappedTotal(org.db, filtered, page);
  const rows = await repo
    .selectTaskColumns(filtered)
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const defaultName = defaultWorkshopName(lang);
  const workshops = await repo.workshopsOf(org, STAGE_WORKSHOP_CATEGORIES[stage]);
  return {
    list: rows.map((r) => repo.toTaskItem(r, defaultName)),
    ...total,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    counts,
    workshops: workshops.map((w) => ({
      id: w.id,
      name: w.is_default ? defaultName : w.name,
      category: w.category,
    })),
  };
}

/** A task of `stage` the lead may act on: its plan released, not closed. */
async function actionableTask(org: OrgScope, id: string, stage: TaskStage) {
  const task = await repo.findTask(org, id);
  // A task of another stage is not on this screen: answer as for a missing one.
  if (!task || task.stage !== stage || task.plan_status === 'draft') throw notFound();
  if (task.plan_status === 'closed')
    throw refuse('workshopTask.planClosed', { number: task.plan_number });
  return task;
}

/** The lead starts a task before any piece moves (a piece moving starts it anyway). */
export async function startTask(
  org: OrgScope,
  input: { id: string; stage: TaskStage; actorId: string; now: string },
) {
  const task = await actionableTask(org, input.id, input.stage);
  if (task.status === 'done') throw refuse('workshopTask.alreadyDone', { plane: task.plane_name });
  if (task.started_at || task.status === 'inProgress')
    throw refuse('workshopTask.alreadyStarted', { plane: task.plane_name });
  // Conditional: of two leads pressing start at once, the second is told it has started.
  const res = await org
    .updateTable('workshop_tasks')
    .set({ started_at: input.now, started_by: input.actorId })
    .where('id', '=', task.id)
    .where('started_at', 'is', null)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1)
    throw refuse('workshopTask.alreadyStarted', { plane: task.plane_name });
  return task;
}

/** Moves a transferable secondary task to another processing workshop, keeping the history. */
export async function transferTask(
  org: OrgScope,
  input: {
    id: string;
    workshopId: string;
    reason: string;
    actorId: string;
    now: string;
    lang: Language;
  },
) {
  const task = await actionableTask(org, input.id, 'secondary');
  const current = task.workshop_is_default
    ? defaultWorkshopName(input.lang)
    : (task.workshop_name ?? '');
  if (Number(task.transferable) !== 1)
    throw refuse('workshopTask.notTransferable', { plane: task.plane_name, workshop: current });
  if (task.status === 'done') throw refuse('workshopTask.alreadyDone', { plane: task.plane_name });
  if (task.workshop_id === input.workshopId)
    throw refuse('workshopTask.sameWorkshop', { workshop: current });
  await workshopForStage(org, input.workshopId, 'secondary', input.lang);
  const moved = await org
    .updateTable('workshop_tasks')
    .set({ workshop_id: input.workshopId })
    .where('id', '=', task.id)
    .where('workshop_id', '=', task.workshop_id)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1)
    throw new AppError(ERROR_CODES.CONFLICT, 'common.conflict');
  await org
    .insertInto('workshop_task_transfers')
    .values({
      id: newId(),
      task_id: task.id,
      from_workshop_id: task.workshop_id,
      to_workshop_id: input.workshopId,
      reason: input.reason,
      actor_id: input.actorId,
      at: input.now,
    })
    .execute();
  return task;
}

/** A secondary task's transfers, oldest first. */
export async function taskTransfers(
  org: OrgScope,
  id: string,
  lang: Language,
): Promise<DataOf<'webWorkshopTask/getSecondTaskTransfers'>> {
  const task = await repo.findTask(org, id);
  if (!task || task.stage !== 'secondary') throw notFound();
  const rows = await org
    .selectFrom('workshop_task_transfers as x')
    .leftJoin('workshops as f', (j) =>
      j.onRef('f.id', '=', 'x.from_workshop_id').on(sameOrg('f', 'x')),
    )
    .leftJoin('workshops as w', (j) =>
      j.onRef('w.id', '=', 'x.to_workshop_id').on(sameOrg('w', 'x')),
    )
    .leftJoin('users as u', 'u.id', 'x.actor_id')
    .select([
      'x.id',
      'x.reason',
      'x.at',
      'f.name as from_name',
      'f.is_default as from_default',
      'w.name as to_name',
      'w.is_default as to_default',
      'u.nickname',
    ])
    .where('x.task_id', '=', id)
    .orderBy('x.at')
    .orderBy('x.id')
    .execute();
  const name = (n: string | null, isDefault: number | null) =>
    isDefault ? defaultWorkshopName(lang) : (n ?? '');
  return {
    list: rows.map((r) => ({
      id: r.id,
      fromWorkshopName: name(r.from_name, r.from_default),
      toWorkshopName: name(r.to_name, r.to_default),
      reason: r.reason,
      actorName: r.nickname ?? '',
      at: r.at,
    })),
  };
}

// Production plans (issue 18): a draft collects tasks (planes released to workshops), releasing
// shows them to the workshops, closing ends them. Releases are all or none; a plane has one open
// task per stage (checked here with a message naming the plane, and held by a unique key).
import type { z } from 'zod';
import { ERROR_CODES, type DataOf, type Language } from '@stone/shared';
import { factoryDay } from '@stone/shared/cutting/days';
import { STAGE_NAMES } from '@stone/shared/production/plan-task-messages';
import type {
  addPlanTasksBody,
  createPlanBody,
  updatePlanBody,
} from '@stone/shared/production/plans';
import type { OrgScope } from '../../db/org-scope.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/crypto.ts';
import * as plans from './plans.repository.ts';
import * as tasks from './tasks.repository.ts';
import { defaultWorkshopName, refuse, workshopForStage } from './tasks.service.ts';

type Who = { actorId: string; now: string };

export async function createPlan(
  org: OrgScope,
  input: Omit<z.output<typeof createPlanBody>, 'requestId'> & Who,
) {
  // PP<factory day>-<nn>: readable on a shop-floor sheet; the unique key settles a race.
  const prefix = `PP${factoryDay(input.now).replaceAll('-', '')}-`;
  const number = `${prefix}${String((await plans.countNumbered(org, prefix)) + 1).padStart(3, '0')}`;
  const row = {
    id: newId(),
    number,
    name: input.name,
    start_day: input.startDay,
    end_day: input.endDay,
    note: input.note,
    status: 'draft' as const,
    created_by: input.actorId,
    created_at: input.now,
    updated_at: input.now,
    version: 1,
  };
  await org.insertInto('production_plans').values(row).execute();
  return plans.toPlanItem(row, { tasks: 0, done: 0 });
}

async function planOrMissing(org: OrgScope, id: string) {
  const plan = await plans.findPlan(org, id);
  if (!plan) throw notFound();
  return plan;
}

/** Moves a plan's status (and bumps its version) only from `from`, at the version the user saw. */
async function moveStatus(
  org: OrgScope,
  plan: { id: string; version: number },
  from: 'draft' | 'released',
  values: { status?: 'released' | 'closed'; now: string },
) {
  const res = await org
    .updateTable('production_plans')
    .set({
      ...(values.status ? { status: values.status } : {}),
      updated_at: values.now,
      version: plan.version + 1,
    })
    .where('id', '=', plan.id)
    .where('version', '=', plan.version)
    .where('status', '=', from)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw conflict();
}

export async function updatePlan(
  org: OrgScope,
  input: z.output<typeof updatePlanBody> & { now: string },
) {
  const plan = await planOrMissing(org, input.id);
  if (plan.status === 'closed') throw refuse('productionPlan.notEditable', { number: plan.number });
  const res = await org
    .updateTable('production_plans')
    .set({
      name: input.name,
      start_day: input.startDay,
      end_day: input.endDay,
      note: input.note,
      updated_at: input.now,
      version: input.version + 1,
    })
    .where('id', '=', plan.id)
    .where('version', '=', input.version)
    .where('status', '!=', 'closed')
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw conflict();
}

export async function deletePlan(org: OrgScope, input: { id: string; version: number }) {
  const plan = await planOrMissing(org, input.id);
  if (plan.status !== 'draft') throw refuse('productionPlan.notDraft', { number: plan.number });
  await org.deleteFrom('workshop_tasks').where('plan_id', '=', plan.id).execute();
  const res = await org
    .deleteFrom('production_plans')
    .where('id', '=', plan.id)
    .where('version', '=', input.version)
    .where('status', '=', 'draft')
    .executeTakeFirst();
  if (Number(res.numDeletedRows) !== 1) throw conflict();
}

/** draft → released: its tasks appear on the workshops' lists. Returns the projects touched. */
export async function releasePlan(
  org: OrgScope,
  input: { id: string; version: number; now: string },
) {
  const plan = await planOrMissing(org, input.id);
  if (plan.status !== 'draft') throw refuse('productionPlan.notDraft', { number: plan.number });
  const own = await tasks.tasksOfPlan(org, plan.id);
  if (own.length === 0) throw refuse('productionPlan.noTasks', { number: plan.number });
  await moveStatus(org, input, 'draft', { status: 'released', now: input.now });
  return own;
}

/** released → closed: its tasks stop being open, so their planes may go into another plan. */
export async function closePlan(
  org: OrgScope,
  input: { id: string; version: number; now: string },
) {
  const plan = await planOrMissing(org, input.id);
  if (plan.status !== 'released')
    throw refuse('productionPlan.notReleased', { number: plan.number });
  await moveStatus(org, input, 'released', { status: 'closed', now: input.now });
  await org
    .updateTable('workshop_tasks')
    .set({ open_stage: null })
    .where('plan_id', '=', plan.id)
    .execute();
  return tasks.tasksOfPlan(org, plan.id);
}

/** Releases planes to one workshop for one stage, all or none; each check names what is wrong. */
export async function addPlanTasks(
  org: OrgScope,
  input: Omit<z.output<typeof addPlanTasksBody>, 'requestId'> & Who & { lang: Language },
) {
  const plan = await planOrMissing(org, input.planId);
  if (plan.status === 'closed') throw refuse('productionPlan.notEditable', { number: plan.number });
  if (input.transferable && input.stage !== 'secondary')
    throw refuse('productionPlan.onlySecondaryTransferable', {}, ERROR_CODES.INVALID);
  await workshopForStage(org, input.workshopId, input.stage, input.lang);
  const ids = [...new Set(input.planeIds)];
  const planes = await plans.planesForRelease(org, ids);
  // Another enterprise's plane is out of scope, so it answers like a missing one.
  if (planes.length !== ids.length)
    throw refuse('productionPlan.unknownPlane', {}, ERROR_CODES.NOT_FOUND);
  const notLive = planes.find((l) => l.review_state === 'pending' || l.archived || l.terminated);
  if (notLive) throw refuse('productionPlan.projectNotLive', { project: notLive.project_name });
  const [open] = await tasks.openTasksOf(org, ids, input.stage);
  if (open) {
    const plane = planes.find((l) => l.id === open.plane_id);
    throw refuse('productionPlan.duplicateTask', {
      plane: plane?.name ?? '',
      project: plane?.project_name ?? '',
      number: open.number,
      stage: STAGE_NAMES[input.stage].en,
      stageZh: STAGE_NAMES[input.stage].zh,
    });
  }
  const rows = planes.map((l) => ({
    id: newId(),
    plan_id: plan.id,
    project_id: l.project_id,
    plane_id: l.id,
    workshop_id: input.workshopId,
    stage: input.stage,
    transferable: input.transferable ? 1 : 0,
    open_stage: input.stage,
    started_at: null,
    started_by: null,
    created_by: input.actorId,
    created_at: input.now,
  }));
  await org.insertInto('workshop_tasks').values(rows).execute();
  return {
    taskIds: rows.map((r) => r.id),
    projectIds: [...new Set(planes.map((l) => l.project_id))],
    planeIds: ids,
  };
}

/** A task taken out of a plan before it started (a plane released by mistake). */
export async function removePlanTask(org: OrgScope, id: string) {
  const task = await tasks.findTask(org, id);
  if (!task) throw notFound();
  if (task.plan_status === 'closed')
    throw refuse('productionPlan.notEditable', { number: task.plan_number });
  if (task.status !== 'notStarted')
    throw refuse('productionPlan.taskStarted', { plane: task.plane_name });
  const res = await org
    .deleteFrom('workshop_tasks')
    .where('id', '=', id)
    .where('started_at', 'is', null)
    .executeTakeFirst();
  if (Number(res.numDeletedRows) !== 1)
    throw refuse('productionPlan.taskStarted', { plane: task.plane_name });
  return task;
}

export async function planDetail(
  org: OrgScope,
  id: string,
  lang: Language,
): Promise<DataOf<'webProducePlan/getPlanDetail'>> {
  const plan = await planOrMissing(org, id);
  const rows = await tasks.tasksOfPlan(org, plan.id);
  const done = rows.filter((r) => r.status === 'done').length;
  const name = defaultWorkshopName(lang);
  return {
    plan: plans.toPlanItem(plan, { tasks: rows.length, done }),
    tasks: rows.map((r) => tasks.toTaskItem(r, name)),
  };
}

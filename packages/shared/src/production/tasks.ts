import { z } from 'zod';
import { listRequestShape, listResponse } from '../common.ts';
import { idField } from '../crud.ts';
import { int32 } from '../integers.ts';
import type { WorkshopCategory } from '../materials/enums.ts';
import { singleLineText } from '../text.ts';

/**
 * Workshop tasks (issue 18, product-spec §4 "workshop task"): a production plan releases a plane
 * to a workshop for one stage. A task's status is not stored: it is read from the plane's
 * counters, which the piece life cycle keeps (cut, secondary, boxed of its pieces), so it follows
 * the shop floor without any other module telling this one.
 */
export const TASK_STAGES = ['cutting', 'secondary', 'packing'] as const;
export type TaskStage = (typeof TASK_STAGES)[number];

export const TASK_STATUSES = ['notStarted', 'inProgress', 'done'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** The workshops that may take a stage's tasks: their own category, or a general workshop. */
export const STAGE_WORKSHOP_CATEGORIES: Record<TaskStage, readonly WorkshopCategory[]> = {
  cutting: ['cutting', 'general'],
  secondary: ['processing', 'general'],
  packing: ['packing', 'general'],
};

/** The task-list screen of each stage (a shift lead's), by route name. */
export const STAGE_ROUTES = {
  cutting: 'cuttingTasks',
  secondary: 'secondTasks',
  packing: 'packTasks',
} as const satisfies Record<TaskStage, string>;

export const TASK_LIMITS = { reasonMax: 200, keywordMax: 64 } as const;

/** A task with its plane's progress: planned pieces, and how many are cut, past secondary, boxed. */
export const taskItem = z.object({
  id: z.string(),
  planId: z.string(),
  planNumber: z.string(),
  planName: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  planeId: z.string(),
  planeName: z.string(),
  batch: z.string(),
  workshopId: z.string(),
  workshopName: z.string(),
  stage: z.enum(TASK_STAGES),
  transferable: z.boolean(),
  status: z.enum(TASK_STATUSES),
  planned: int32(),
  cut: int32(),
  secondary: int32(),
  boxed: int32(),
  startedAt: z.string().nullable(),
  transferCount: int32(),
  createdAt: z.string(),
});
export type TaskItem = z.infer<typeof taskItem>;

/** A lead's list: one workshop (or all of the stage's), one status tab, a project/plane keyword. */
export const taskListBody = z.strictObject({
  ...listRequestShape,
  workshopId: idField.optional(),
  status: z.enum(TASK_STATUSES).optional(),
  keyword: singleLineText().trim().max(TASK_LIMITS.keywordMax).optional(),
});

export const workshopChoice = z.object({ id: z.string(), name: z.string(), category: z.string() });
export type WorkshopChoice = z.infer<typeof workshopChoice>;

/** The page, the stage's workshops (the screen's select) and the count of each status tab. */
export const taskListData = listResponse(taskItem).extend({
  workshops: z.array(workshopChoice),
  counts: z.object({ notStarted: int32(), inProgress: int32(), done: int32() }),
});
export type TaskListData = z.infer<typeof taskListData>;

export const startTaskBody = z.strictObject({ id: idField });

export const transferTaskBody = z.strictObject({
  id: idField,
  workshopId: idField,
  reason: singleLineText()
    .trim()
    .min(1, 'workshopTask.reasonRequired')
    .max(TASK_LIMITS.reasonMax, 'workshopTask.reasonRequired'),
});

export const taskTransfersBody = z.strictObject({ id: idField });
export const taskTransfersData = z.object({
  list: z.array(
    z.object({
      id: z.string(),
      fromWorkshopName: z.string(),
      toWorkshopName: z.string(),
      reason: z.string(),
      actorName: z.string(),
      at: z.string(),
    }),
  ),
});

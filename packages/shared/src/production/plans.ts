import { z } from 'zod';
import { listRequestShape, listResponse } from '../common.ts';
import { idField, requestIdField, versionField } from '../crud.ts';
import { int32 } from '../integers.ts';
import { singleLineText } from '../text.ts';
import { TASK_STAGES, taskItem, workshopChoice } from './tasks.ts';

/**
 * Production plans (issue 18): a numbered plan over a range of factory days releases planes of
 * live projects to workshops as tasks (tasks.ts). draft → released → closed: a draft collects its
 * tasks, releasing shows them to the workshops, closing ends the plan (its unfinished planes may
 * then go into another plan).
 */
export const PLAN_STATUSES = ['draft', 'released', 'closed'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

export const PLAN_LIMITS = {
  nameMax: 64,
  noteMax: 500,
  keywordMax: 64,
  /** Planes released in one call (a batch of a large project included). */
  planesPerCall: 200,
} as const;

const dayText = singleLineText().regex(/^\d{4}-\d{2}-\d{2}$/, 'productionPlan.badDay');

const planFields = {
  name: singleLineText()
    .trim()
    .min(1, 'productionPlan.nameRequired')
    .max(PLAN_LIMITS.nameMax, 'productionPlan.nameRequired'),
  startDay: dayText,
  endDay: dayText,
  note: singleLineText().max(PLAN_LIMITS.noteMax).default(''),
};
const endNotBeforeStart = {
  check: (b: { startDay: string; endDay: string }) => b.endDay >= b.startDay,
  issue: { message: 'productionPlan.endBeforeStart', path: ['endDay'] },
};

export const createPlanBody = z
  .strictObject({ ...planFields, requestId: requestIdField })
  .refine(endNotBeforeStart.check, endNotBeforeStart.issue);
export const updatePlanBody = z
  .strictObject({ id: idField, ...planFields, version: versionField })
  .refine(endNotBeforeStart.check, endNotBeforeStart.issue);
export const planVersionBody = z.strictObject({ id: idField, version: versionField });
export const planIdBody = z.strictObject({ id: idField });

export const planItem = z.object({
  id: z.string(),
  number: z.string(),
  name: z.string(),
  startDay: z.string(),
  endDay: z.string(),
  note: z.string(),
  status: z.enum(PLAN_STATUSES),
  taskCount: int32(),
  doneCount: int32(),
  createdAt: z.string(),
  version: int32(),
});
export type PlanItem = z.infer<typeof planItem>;

export const planListBody = z.strictObject({
  ...listRequestShape,
  status: z.enum(PLAN_STATUSES).optional(),
  keyword: singleLineText().trim().max(PLAN_LIMITS.keywordMax).optional(),
});
export const planListData = listResponse(planItem);

export const planDetailData = z.object({ plan: planItem, tasks: z.array(taskItem) });
export type PlanDetail = z.infer<typeof planDetailData>;

/** Release planes to one workshop for one stage: all of them, or none. */
export const addPlanTasksBody = z.strictObject({
  planId: idField,
  workshopId: idField,
  stage: z.enum(TASK_STAGES, 'common.invalidValue'),
  /** Only a secondary task may be moved to another workshop; others are never transferable. */
  transferable: z.boolean().default(false),
  planeIds: z
    .array(idField)
    .min(1, 'productionPlan.planesRequired')
    .max(PLAN_LIMITS.planesPerCall, 'productionPlan.tooManyPlanes'),
  requestId: requestIdField,
});
export const addPlanTasksData = z.object({ taskIds: z.array(z.string()) });

/** What the release form offers: live projects' planes (with their batch) and the workshops. */
export const releaseChoicesBody = z.strictObject({
  keyword: singleLineText().trim().max(PLAN_LIMITS.keywordMax).optional(),
});
export const releaseChoicesData = z.object({
  projects: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      orderNo: z.string(),
      planes: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          batch: z.string(),
          pieceCount: int32(),
          /** Stages that already have an open task: releasing them again is refused. */
          openStages: z.array(z.enum(TASK_STAGES)),
        }),
      ),
    }),
  ),
  workshops: z.array(workshopChoice),
});
export type ReleaseChoices = z.infer<typeof releaseChoicesData>;

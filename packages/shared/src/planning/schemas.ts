import { z } from 'zod';
import { int32, positiveInt32 } from '../integers.ts';
import { idSchema } from '../common.ts';
import { PROJECT_LIMITS } from '../projects/enums.ts';
import { areaString, percentString } from '../projects/list.ts';

/** Planning of issue 12: one run per start, every run kept, one accepted per plane. */
export const PLAN_RUN_STATES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type PlanRunState = (typeof PLAN_RUN_STATES)[number];

export const PLAN_LIMITS = {
  /** The planner's time budget per run; it may stop earlier at the lower bound. */
  timeBudgetMinMs: 1_000,
  timeBudgetMaxMs: 600_000,
  timeBudgetDefaultMs: 30_000,
  /** Polling getPlanningJob more often than this shows nothing new. */
  pollIntervalMs: 1_000,
  /**
   * Pieces one plan may take (issue 22). The benchmark instances have at most 656 pieces (ROADEF
   * B13) and the server's large-plane benchmark plans 5,000 within its 30 s default. At 20,000 the
   * first layout (parse, bound, quick layout) takes about 0.3 s, so even the 1 s minimum budget
   * answers a complete layout; the 632,612 pieces need about 6 s for it, and every slab
   * of the answer is a row to store (docs/benchmarks.md, plan budget and fairness).
   */
  maxPiecesPerPlan: PROJECT_LIMITS.piecesPerPlaneMax,
} as const;

export const startPlanningBody = z.strictObject({
  planeId: idSchema,
  timeBudgetMs: int32()
    .min(PLAN_LIMITS.timeBudgetMinMs, 'common.invalidValue')
    .max(PLAN_LIMITS.timeBudgetMaxMs, 'common.invalidValue')
    .default(PLAN_LIMITS.timeBudgetDefaultMs),
  /** Plan on the real slabs in stock (picked for the project or available), remnants first. */
  useInventory: z.boolean().default(false),
});
export const startPlanningData = z.object({
  runId: z.string(),
  state: z.enum(PLAN_RUN_STATES),
});

export const planRunIdBody = z.strictObject({ runId: idSchema });
export const planeIdBody = z.strictObject({ planeId: idSchema });

/** webPlan/getPlanningJob: what a progress bar needs, polled about once a second. */
export const planningJobData = z.object({
  runId: z.string(),
  planeId: z.string(),
  state: z.enum(PLAN_RUN_STATES),
  /** 0–10000 (basis points of the time budget, 10000 when finished). */
  progressBp: int32(),
  elapsedMs: int32(),
  timeBudgetMs: int32(),
  /** Best yield found so far (or the final one), null before the first layout. */
  bestYieldPercent: percentString.nullable(),
  slabCount: int32(),
  pieceCount: int32(),
  unplacedCount: int32(),
  /** Why a run failed, in the caller's language; null otherwise. */
  errorMessage: z.string().nullable(),
});
export type PlanningJobData = z.infer<typeof planningJobData>;

export const planRunItem = z.object({
  runId: z.string(),
  state: z.enum(PLAN_RUN_STATES),
  accepted: z.boolean(),
  progressBp: int32(),
  timeBudgetMs: int32(),
  slabCount: int32(),
  pieceCount: int32(),
  unplacedCount: int32(),
  yieldPercent: percentString,
  errorMessage: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PlanRunItem = z.infer<typeof planRunItem>;
/** webPlan/getPlanRuns: a plane's runs, newest first. */
export const planRunsData = z.object({
  acceptedRunId: z.string().nullable(),
  list: z.array(planRunItem),
});

export const cuttingPlanBody = z.strictObject({
  planeId: idSchema,
  /** Absent: the accepted run (or, before any is accepted, none). */
  runId: idSchema.optional(),
});

const layoutPoint = z.tuple([z.number(), z.number()]);
const layoutRect = z.object({
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
});

/** Coordinates in mm from the slab's lower-left corner; sizes as placed (after rotation). */
export const layoutPlacement = z.object({
  pieceId: z.string(),
  code: z.string(),
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
  rotated: z.boolean(),
  /**
   * The piece's true outline and holes where it lies on the slab (issue 23); null or absent: the
   * piece is its rectangle.
   */
  shape: z
    .object({ outline: z.array(layoutPoint), holes: z.array(z.array(layoutPoint)) })
    .nullable()
    .optional(),
  /** Where its code goes: a box inside the piece and outside its holes; absent: the rectangle. */
  labelBox: layoutRect.optional(),
});
export type LayoutPlacement = z.infer<typeof layoutPlacement>;
export const layoutCut = z.object({
  stage: int32(),
  orientation: z.enum(['vertical', 'horizontal']),
  x: z.number(),
  y: z.number(),
  length: z.number(),
});
export const layoutSlab = z.object({
  seq: int32(),
  lengthMm: z.number(),
  widthMm: z.number(),
  trimMm: z.number(),
  kerfMm: z.number(),
  yieldPercent: percentString,
  pieceAreaM2: areaString,
  placements: z.array(layoutPlacement),
  cuts: z.array(layoutCut),
  /** A plan on real stock: the slab's barcode, or that it is a remnant (issue 23); else null. */
  stock: z.object({ barcode: z.string(), isRemnant: z.boolean() }).nullable().optional(),
});
export type LayoutSlab = z.infer<typeof layoutSlab>;

/** What a printed plan names besides its layouts (issue 23). */
export const planSheetHeader = z.object({
  projectName: z.string(),
  orderNo: z.string(),
  /** The catalogue's names as one label; '' while the settings have none. */
  material: z.string(),
  thicknessMm: z.number().nullable(),
});
export type PlanSheetHeader = z.infer<typeof planSheetHeader>;

/** webPlan/getCuttingPlan: every large slab of a run with its pieces, and the yields around it. */
export const cuttingPlanData = z.object({
  runId: z.string().nullable(),
  planeId: z.string(),
  projectId: z.string(),
  state: z.enum(PLAN_RUN_STATES).nullable(),
  accepted: z.boolean(),
  slabs: z.array(layoutSlab),
  sheet: planSheetHeader.nullable().optional(),
  unplaced: z.array(z.object({ pieceId: z.string(), code: z.string() })),
  /** This run's yield; the plane's and project's are those of the accepted runs. */
  runYieldPercent: percentString,
  planeYieldPercent: percentString,
  projectYieldPercent: percentString,
  slabAreaM2: areaString,
  pieceAreaM2: areaString,
});
export type CuttingPlanData = z.infer<typeof cuttingPlanData>;

export const exportLayoutDxfBody = z.strictObject({
  runId: idSchema,
  /** One slab (its seq from getCuttingPlan); absent: every slab of the run, side by side. */
  seq: positiveInt32().optional(),
});
/** A short-lived signed GET address of the DXF (a link can't send the Authorization header). */
export const exportLayoutDxfData = z.object({ url: z.string(), fileName: z.string() });

import { z } from 'zod';
import { int32, positiveInt32 } from '../integers.ts';
import { idSchema, listResponse } from '../common.ts';
import { MOVEMENT_KINDS } from '../material-flows/schemas.ts';
import { PACKING_LIST_STATES } from './enums.ts';
import { areaString, percentString } from './list.ts';

/*
 * What the project detail's tabs show besides the overview (issue 23): the packing list box by
 * box, the plan slabs with their pick and cut state, the project's slab movements, and figures
 * per plane and per process code. Every list is paged or bounded.
 */

/** Boxes per page: a box holds at most 999 pieces, so a page carries at most 19,980. */
export const PACKING_PAGE_MAX = 20;

const page = (max: number, size: number) => ({
  pageNum: positiveInt32().default(1),
  pageSize: positiveInt32().max(max).default(size),
});

/** webProduce/getSolutionPackingList: one page of planned boxes, in box order. */
export const packingListBody = z.strictObject({
  projectId: idSchema,
  ...page(PACKING_PAGE_MAX, 10),
});
export const packedPiece = z.object({
  id: z.string(),
  code: z.string(),
  planeId: z.string(),
  planeName: z.string(),
  widthMm: z.number(),
  heightMm: z.number(),
  areaM2: areaString,
  processCode: z.string(),
  /** Packed into a real box (piece status `packed`); a planned box alone is not boxed. */
  boxed: z.boolean(),
});
export const plannedBox = z.object({
  boxNo: int32(),
  pieceCount: int32(),
  areaM2: areaString,
  boxedCount: int32(),
  pieces: z.array(packedPiece),
});
export type PlannedBox = z.infer<typeof plannedBox>;
/**
 * The figures are the same ones the detail answer carries (`packing`), from the same rows:
 * `plannedPieces` have a box number, `boxedPieces` are packed (0 until boxing exists).
 */
export const packingListPageData = z.object({
  state: z.enum(PACKING_LIST_STATES),
  boxCount: int32(),
  plannedPieces: int32(),
  boxedPieces: int32(),
  pieceCount: int32(),
  boxes: z.array(plannedBox),
  /** Issue 18: wooden boxes exist, and `boxes` are they (numbered B-n) with what is packed. */
  realBoxes: z.boolean().optional(),
  total: int32(),
  pageNum: int32(),
  pageSize: int32(),
});
export type PackingListPageData = z.infer<typeof packingListPageData>;

/** A plan slab (a layout of a plane's accepted run) is picked, put on a saw table, then cut. */
export const PLAN_SLAB_STATES = ['toBePicked', 'picked', 'cutting', 'cut'] as const;
export type PlanSlabState = (typeof PLAN_SLAB_STATES)[number];

/** webProduce/getSolutionPlanSlabs: the material tab, in plane and layout order. */
export const planSlabsBody = z.strictObject({
  projectId: idSchema,
  planeId: idSchema.optional(),
  ...page(100, 20),
});
export const planSlabItem = z.object({
  layoutId: z.string(),
  planeId: z.string(),
  planeName: z.string(),
  seq: int32(),
  lengthMm: z.number(),
  widthMm: z.number(),
  yieldPercent: percentString,
  state: z.enum(PLAN_SLAB_STATES),
  barcode: z.string().nullable(),
  blockNo: z.string().nullable(),
  bundleNo: z.string().nullable(),
  slabNo: z.string().nullable(),
  pickedAt: z.string().nullable(),
  cutAt: z.string().nullable(),
});
export type PlanSlabItem = z.infer<typeof planSlabItem>;
export const planSlabsData = listResponse(planSlabItem);

/** webProduce/getSolutionMovements: the picking tab, newest first. */
export const projectMovementsBody = z.strictObject({ projectId: idSchema, ...page(100, 20) });
export const projectMovementItem = z.object({
  id: z.string(),
  kind: z.enum(MOVEMENT_KINDS),
  barcode: z.string(),
  /** Warehouse or workshop the slab left, if any. */
  from: z.string().nullable(),
  to: z.string().nullable(),
  userName: z.string(),
  createdAt: z.string(),
});
export type ProjectMovementItem = z.infer<typeof projectMovementItem>;
export const projectMovementsData = listResponse(projectMovementItem);

/** Process codes listed at most (pieces name them freely in the drawing). */
export const PROCESS_ROWS_MAX = 200;

/** webProduce/getSolutionProgress: the processing (cutting) and second-processing tabs. */
export const projectProgressData = z.object({
  planes: z.array(
    z.object({
      planeId: z.string(),
      planeName: z.string(),
      planSlabCount: int32(),
      pickedCount: int32(),
      cuttingCount: int32(),
      cutCount: int32(),
    }),
  ),
  /** Pieces per process code (empty code: no second processing), most pieces first. */
  processes: z.array(
    z.object({
      processCode: z.string(),
      pieceCount: int32(),
      areaM2: areaString,
      statuses: z.array(z.object({ status: z.string(), count: int32() })),
    }),
  ),
});
export type ProjectProgressData = z.infer<typeof projectProgressData>;

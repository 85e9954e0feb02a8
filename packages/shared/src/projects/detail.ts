import { z } from 'zod';
import { int32 } from '../integers.ts';
import { versionSchema } from '../enterprise/org-info.ts';
import { idSchema, listRequestShape, listResponse } from '../common.ts';
import {
  CAD_UPLOAD_STATUSES,
  PACKING_LIST_STATES,
  PLANNING_STATES,
  PROJECT_LIMITS,
} from './enums.ts';
import { approvalMissing, areaString, percentString, projectItem } from './list.ts';
import { projectSettings } from './settings.ts';
import { singleLineText } from '../text.ts';

export const projectIdBody = z.strictObject({ id: idSchema });
/** State changes name the version they saw (api-conventions: stale → code 4). */
export const projectStateBody = z.strictObject({ id: idSchema, version: versionSchema });

export const planeItem = z.object({
  id: z.string(),
  name: z.string(),
  batch: z.string(),
  planningState: z.enum(PLANNING_STATES),
  pieceCount: int32(),
  plannedCount: int32(),
  cutCount: int32(),
  secondaryCount: int32(),
  /** Pieces packed into a real box (none until boxing exists; issue 23). */
  boxedCount: int32(),
  /** Pieces the packing list puts into a planned box (project_slabs.box_no). */
  inPlannedBoxCount: int32(),
  /** Iron frames holding pieces of this plane now (issue 18; a frame may hold several planes). */
  frameCount: int32().optional(),
  acceptedRunId: z.string().nullable(),
  yieldPercent: percentString,
  areaM2: areaString,
  version: int32(),
});
export type PlaneItem = z.infer<typeof planeItem>;

/** One line of the validation report the user sees after an upload (reader warnings, zh/en). */
export const uploadWarning = z.object({
  code: z.string(),
  message: z.object({ en: z.string(), zh: z.string() }),
  /** The piece the warning is about, when it is about one. */
  pieceCode: z.string().nullable(),
  /** How many times this kind of warning occurred (issue 22: repeats are one line). */
  count: int32().min(1),
  /** A few of the pieces or places it is about (piece codes, "(x, y)"). */
  examples: z.array(z.string()),
});
export type UploadWarning = z.infer<typeof uploadWarning>;

export const cadUploadItem = z.object({
  id: z.string(),
  planeId: z.string(),
  fileId: z.string(),
  fileName: z.string(),
  status: z.enum(CAD_UPLOAD_STATUSES),
  slabCount: int32(),
  planeAreaM2: areaString,
  warnings: z.array(uploadWarning),
  errorCode: z.string().nullable(),
  /** SVG of the drawing's pieces (no scripts: built by packages/dxf from numbers). */
  previewSvg: z.string().nullable(),
  createdAt: z.string(),
});
export type CadUploadItem = z.infer<typeof cadUploadItem>;

/**
 * The packing list's figures (issue 23): `boxCount` planned boxes hold `plannedPieces`; of those,
 * `boxedPieces` are packed for real, the sum of the planes' `boxedCount` (no boxes exist yet).
 */
export const packingSummary = z.object({
  state: z.enum(PACKING_LIST_STATES),
  boxCount: int32(),
  plannedPieces: int32(),
  boxedPieces: int32(),
  pieceCount: int32(),
});

/** webProduce/getSolutionDetail: overview, planes, uploads, settings and what approval lacks. */
export const projectDetailData = z.object({
  project: projectItem,
  settings: projectSettings,
  planes: z.array(planeItem),
  uploads: z.array(cadUploadItem),
  packing: packingSummary,
  /** Empty when approval may go ahead; otherwise what is missing. */
  approvalMissing,
});
export type ProjectDetailData = z.infer<typeof projectDetailData>;

/** webProduce/getSolutionSlabs: pieces of one project, optionally one plane, in code order. */
export const projectSlabsBody = z.strictObject({
  ...listRequestShape,
  sortField: z.enum(['code', 'area', 'boxNo']).optional(),
  projectId: idSchema,
  planeId: idSchema.optional(),
  code: singleLineText().trim().max(PROJECT_LIMITS.nameMax).optional(),
});
export const projectSlabItem = z.object({
  id: z.string(),
  planeId: z.string(),
  code: z.string(),
  /** What the drawing says after the code ("WB-01 墙板" → 墙板), '' when nothing (issue 23). */
  name: z.string(),
  widthMm: z.number(),
  heightMm: z.number(),
  areaM2: areaString,
  thicknessMm: z.number(),
  processCode: z.string(),
  /** The vein fixes its orientation: planning never turns it (issue 24). */
  rotationLocked: z.boolean(),
  status: z.string(),
  abnormal: z.boolean(),
  boxNo: int32().nullable(),
  holeCount: int32(),
});
export type ProjectSlabItem = z.infer<typeof projectSlabItem>;
export const projectSlabsData = listResponse(projectSlabItem);

export const packingListData = z.object({ boxCount: int32(), version: int32() });
export const stateChangeData = z.object({
  version: int32(),
});

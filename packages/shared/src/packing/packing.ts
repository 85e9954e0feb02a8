import { z } from 'zod';
import { listRequestShape, listResponse } from '../common.ts';
import { idField, requestIdField } from '../crud.ts';
import { int32, positiveInt32 } from '../integers.ts';
import { PIECE_LIFECYCLE } from '../production/piece-lifecycle.ts';
import { areaString } from '../projects/list.ts';
import { singleLineText } from '../text.ts';
import { BOX_STATES, BOX_TYPES, PACK_STATES, PACKING_LIMITS as L } from './enums.ts';

/*
 * Kit check and packing (issue 18, domain.md step 8). Pieces that ship together form a kit
 * group: a planned box of the project's packing list (`box:<n>`), or a plane (`plane:<id>`)
 * when the project has no list. Scans carry labels: pieces `PC-<id>`, boxes `BX-<id>`.
 */

const scanText = singleLineText().min(1, 'packing.scanRequired').max(L.scanMax);
const scans = z
  .array(scanText)
  .min(1, 'packing.scanRequired')
  .max(L.scansMax, 'packing.tooManyScans');
const groupKey = singleLineText().regex(/^(box:\d{1,9}|plane:[!-~]{1,64})$/, 'packing.badGroup');
/** Weights as decimal text of kg with three places (exact: stored as integer grams). */
const kgText = z.string().regex(/^\d+\.\d{3}$/);

/** webMesPack/getPackProjects: projects in production, with packing progress. */
export const packProjectsBody = z.strictObject({
  ...listRequestShape,
  keyword: singleLineText().max(60).optional(),
});
export const packProjectItem = z.object({
  id: z.string(),
  name: z.string(),
  orderNo: z.string(),
  pieceCount: int32(),
  boxedCount: int32(),
  boxCount: int32(),
  hasPackingList: z.boolean(),
});
export const packProjectsData = listResponse(packProjectItem);

export const projectBody = z.strictObject({ projectId: idField });

export const kitGroup = z.object({
  key: z.string(),
  kind: z.enum(['box', 'plane']),
  boxNo: int32().nullable(),
  planeNames: z.array(z.string()),
  pieceCount: int32(),
  checkedCount: int32(),
  completeCount: int32(),
  packedCount: int32(),
  state: z.enum(PACK_STATES),
});
export type KitGroup = z.infer<typeof kitGroup>;
export const kitGroupsData = z.object({
  projectId: z.string(),
  projectName: z.string(),
  orderNo: z.string(),
  groups: z.array(kitGroup),
});

export const groupBody = z.strictObject({ projectId: idField, groupKey });
export const groupPiece = z.object({
  id: z.string(),
  code: z.string(),
  planeName: z.string(),
  widthMm: int32(),
  heightMm: int32(),
  thicknessMm: int32(),
  status: z.enum(PIECE_LIFECYCLE),
  /** Ready for the kit check (cut, and every cutting and secondary step reported). */
  ready: z.boolean(),
  /** The route step it waits for, when not ready and its state does not say it. */
  nextStep: z.string().nullable(),
  boxName: z.string().nullable(),
});
export type GroupPiece = z.infer<typeof groupPiece>;
export const groupPiecesData = z.object({
  group: kitGroup,
  pieces: z.array(groupPiece),
  /** More pieces than listed (a plane of thousands lists its first PACKING_LIMITS.listPiecesMax). */
  truncated: z.boolean(),
});

/** webMesPack/kitCheck: scanned pieces are checked; a group all checked becomes complete. */
export const kitCheckBody = z.strictObject({ scans, requestId: requestIdField });
export const kitCheckData = z.object({
  checked: z.array(z.object({ pieceId: z.string(), code: z.string(), groupKey: z.string() })),
  /** Groups this call completed (every piece checked): their pieces are now complete sets. */
  completedGroups: z.array(z.string()),
});

/** webMesPack/checkGroup: complete when every piece is checked, else short with what is missing. */
export const checkGroupData = z.object({
  result: z.enum(['complete', 'short']),
  missing: z.array(groupPiece),
});

const size = positiveInt32('packing.sizeRange').max(L.sizeMaxMm, 'packing.sizeRange');
/** webMesPack/createBoxes: `count` boxes, or one per planned box that has none yet. */
export const createBoxesBody = z
  .strictObject({
    projectId: idField,
    boxType: z.enum(BOX_TYPES, 'common.invalidValue'),
    lengthMm: size,
    widthMm: size,
    heightMm: size,
    count: positiveInt32('packing.countRange').max(L.boxesPerCall, 'packing.countRange').optional(),
    perPlannedBox: z.boolean().optional(),
    requestId: requestIdField,
  })
  .refine((b) => (b.count ? 1 : 0) + (b.perPlannedBox ? 1 : 0) === 1, {
    message: 'packing.countOrPlanned',
    path: ['count'],
  });
export const createBoxesData = z.object({ ids: z.array(z.string()), names: z.array(z.string()) });

export const boxItem = z.object({
  id: z.string(),
  number: int32(),
  name: z.string(),
  scanCode: z.string(),
  boxType: z.enum(BOX_TYPES),
  lengthMm: int32(),
  widthMm: int32(),
  heightMm: int32(),
  outerLengthMm: int32(),
  outerWidthMm: int32(),
  outerHeightMm: int32(),
  status: z.enum(BOX_STATES),
  pieceCount: int32(),
  areaM2: areaString,
  weightKg: kgText,
  plannedBoxNo: int32().nullable(),
  projectId: z.string(),
  projectName: z.string(),
  orderNo: z.string(),
  /** The project's packing rules: pieces per box, and the weight limit if any. */
  maxPieces: int32(),
  maxWeightKg: int32().nullable(),
  createdAt: z.string(),
  sealedAt: z.string().nullable(),
});
export type BoxItem = z.infer<typeof boxItem>;
export const boxListBody = z.strictObject({
  ...listRequestShape,
  projectId: idField,
  status: z.enum(BOX_STATES).optional(),
});
export const boxListData = listResponse(boxItem);

/** webMesPack/packPieces: pieces scanned into the box scanned first; all or none. */
export const packPiecesBody = z.strictObject({
  boxScan: scanText,
  scans,
  requestId: requestIdField,
});
export const packPiecesData = z.object({
  box: boxItem,
  packed: z.array(z.object({ pieceId: z.string(), code: z.string() })),
});

export const boxIdBody = z.strictObject({ id: idField });
export const unpackBody = z.strictObject({
  boxId: idField,
  pieceId: idField,
  reason: singleLineText()
    .trim()
    .min(1, 'packing.reasonRequired')
    .max(L.reasonMax, 'packing.reasonRequired'),
});

export const boxMaterialRow = z.object({
  materialZh: z.string(),
  materialEn: z.string(),
  codes: z.array(z.string()),
  thicknessMm: int32(),
  widthMm: int32(),
  heightMm: int32(),
  pieces: int32(),
  areaM2: areaString,
  region: z.string(),
});
export const boxPiece = z.object({
  id: z.string(),
  code: z.string(),
  planeName: z.string(),
  widthMm: int32(),
  heightMm: int32(),
  thicknessMm: int32(),
  areaM2: areaString,
  packedAt: z.string(),
  packedBy: z.string(),
});
export type BoxPiece = z.infer<typeof boxPiece>;
/** webPackedBox/getBoxDetail: the box, its material rows and its pieces. */
export const boxDetailData = z.object({
  box: boxItem,
  materialRows: z.array(boxMaterialRow),
  pieces: z.array(boxPiece),
});
export type BoxDetailData = z.infer<typeof boxDetailData>;

/** webPackedBox/getPackingList: the box-by-box packing list to print (A4). */
export const printListBody = z.strictObject({ projectId: idField, boxId: idField.optional() });
export const printBox = z.object({
  box: boxItem,
  pieces: z.array(boxPiece),
});
export const printListData = z.object({
  projectName: z.string(),
  orderNo: z.string(),
  boxes: z.array(printBox),
  totals: z.object({ boxes: int32(), pieces: int32(), areaM2: areaString, weightKg: kgText }),
  truncated: z.boolean(),
});
export type PrintListData = z.infer<typeof printListData>;

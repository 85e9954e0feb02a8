import { z } from 'zod';
import { listRequestShape, listResponse } from '../common.ts';
import { idField, requestIdField, versionField } from '../crud.ts';
import { int32, nonNegativeInt32, positiveInt32 } from '../integers.ts';
import { BOX_TYPES } from '../packing/enums.ts';
import { areaString } from '../projects/list.ts';
import { singleLineText } from '../text.ts';
import { TWO_DECIMALS } from '../units.ts';
import { BOX_ORDER_IMPORT_MODES, BOX_ORDER_LIMITS as L, BOX_ORDER_STATES } from './enums.ts';

/*
 * Box (packing) orders (issue 19, product-spec §3 "Packing order", "Box", §5). Sizes are whole
 * mm; areas travel as m² text with two decimals and are stored as integer mm².
 */

const incomplete = 'boxOrder.boxIncomplete' as const;
const size = positiveInt32(incomplete).max(L.sizeMaxMm, 'boxOrder.sizeRange');
const pieces = nonNegativeInt32('boxOrder.piecesRange').max(L.piecesMax, 'boxOrder.piecesRange');
const m2 = singleLineText()
  .regex(TWO_DECIMALS, 'boxOrder.areaFormat')
  .max(12, 'boxOrder.areaFormat');
const text = (max: number) => singleLineText().trim().max(max, 'boxOrder.textTooLong');
type RequiredKey =
  | typeof incomplete
  | 'boxOrder.projectRequired'
  | 'boxOrder.receivingUnitRequired'
  | 'boxOrder.setAddressFirst';
/** Required text: empty (or only spaces) answers the rule's own message. */
const required = (max: number, key: RequiredKey) =>
  singleLineText().trim().min(1, key).max(max, 'boxOrder.textTooLong');

export const materialRowInput = z.strictObject({
  material: text(L.textMax),
  number: text(L.textMax),
  thicknessMm: nonNegativeInt32('boxOrder.sizeRange').max(L.sizeMaxMm, 'boxOrder.sizeRange'),
  widthMm: size,
  heightMm: size,
  pieces,
  /** Defaults to width × height × pieces. */
  areaM2: m2.optional(),
  region: text(L.textMax).optional(),
});
export type MaterialRowInput = z.infer<typeof materialRowInput>;

/** A box typed by hand: number, inner sizes and type are required ("box info complete"). */
export const boxInput = z.strictObject({
  boxNo: required(L.boxNoMax, incomplete),
  boxType: z.enum(BOX_TYPES, incomplete),
  lengthMm: size,
  widthMm: size,
  heightMm: size,
  pieceCount: pieces.optional(),
  /** Defaults to the material rows' total. */
  areaM2: m2.optional(),
  /** A sealed wooden box of the project, shipped with the order. */
  woodenBoxId: idField.optional(),
  materials: z.array(materialRowInput).max(L.materialRowsMax, 'boxOrder.tooManyRows').optional(),
});
export type BoxInput = z.infer<typeof boxInput>;

/** Box numbers are unique within the order (product-spec §5), told on the repeated number. */
const boxes = z
  .array(boxInput)
  .min(1, 'boxOrder.boxRequired')
  .max(L.boxesMax, 'boxOrder.tooManyBoxes')
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((b, i) => {
      const key = b.boxNo.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', message: 'boxOrder.boxNoDuplicate', path: [i, 'boxNo'] });
      seen.add(key);
    });
  });

const orderFields = {
  projectId: required(64, 'boxOrder.projectRequired'),
  receivingUnit: required(L.textMax, 'boxOrder.receivingUnitRequired'),
  address: required(L.addressMax, 'boxOrder.setAddressFirst'),
  contact: text(L.textMax).optional(),
  contactPhone: text(L.phoneMax).optional(),
  boxes,
};

/** webBoxOrder/createBoxOrder */
export const createBoxOrderBody = z.strictObject({ ...orderFields, requestId: requestIdField });
/** webBoxOrder/updateBoxOrder: the whole order again, while not accepted, at its version. */
export const updateBoxOrderBody = z.strictObject({
  id: idField,
  version: versionField,
  ...orderFields,
});

export const boxOrderListBody = z.strictObject({
  ...listRequestShape,
  projectId: idField.optional(),
  status: z.enum(BOX_ORDER_STATES).optional(),
  keyword: singleLineText().trim().max(60).optional(),
});

export const boxOrderItem = z.object({
  id: z.string(),
  number: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  projectOrderNo: z.string(),
  receivingUnit: z.string(),
  address: z.string(),
  contact: z.string(),
  contactPhone: z.string(),
  status: z.enum(BOX_ORDER_STATES),
  boxCount: int32(),
  /** Box types and how many of each, e.g. ["standard×2", "fumigated×1"] as type keys. */
  boxTypes: z.array(z.object({ type: z.enum(BOX_TYPES), count: int32() })),
  pieceCount: int32(),
  areaM2: areaString,
  createdAt: z.string(),
  createdBy: z.string(),
  acceptedAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  shippedBy: z.string().nullable(),
  version: int32(),
});
export type BoxOrderItem = z.infer<typeof boxOrderItem>;
export const boxOrderListData = listResponse(boxOrderItem);

export const materialRow = z.object({
  material: z.string(),
  number: z.string(),
  thicknessMm: int32(),
  widthMm: int32(),
  heightMm: int32(),
  pieces: int32(),
  areaM2: areaString,
  region: z.string(),
});
export const boxOrderBox = z.object({
  id: z.string(),
  boxNo: z.string(),
  boxType: z.enum(BOX_TYPES),
  lengthMm: int32(),
  widthMm: int32(),
  heightMm: int32(),
  pieceCount: int32(),
  areaM2: areaString,
  woodenBoxId: z.string().nullable(),
  /** The linked wooden box's name (B-<n>), when linked. */
  woodenBoxName: z.string().nullable(),
  materials: z.array(materialRow),
});
export type BoxOrderBox = z.infer<typeof boxOrderBox>;
export const boxOrderDetailData = z.object({ order: boxOrderItem, boxes: z.array(boxOrderBox) });
export type BoxOrderDetail = z.infer<typeof boxOrderDetailData>;

export const boxOrderIdBody = z.strictObject({ id: idField });
/** Transitions and delete name the version the user saw: a stale one is a conflict (code 4). */
export const boxOrderActBody = z.strictObject({ id: idField, version: versionField });
export const boxOrderCreatedData = z.object({ id: z.string(), number: z.string() });

/** webBoxOrder/importBoxes: a packing list (.xlsx) uploaded first (purpose xlsx). */
export const importBoxesBody = z.strictObject({
  id: idField,
  fileId: idField,
  mode: z.enum(BOX_ORDER_IMPORT_MODES).optional(),
  requestId: requestIdField,
});
export const importBoxesData = z.object({ added: int32(), kept: int32(), boxCount: int32() });
/** The refusals' data: bad rows (code 2), or how many boxes the order has (code 1). */
export const importRowError = z.object({ row: int32(), column: z.string(), message: z.string() });
export type BoxImportRowError = z.infer<typeof importRowError>;
export const importRefusedData = z.object({ errors: z.array(importRowError), total: int32() });
export const importAskData = z.object({ existing: int32() });

/**
 * webBoxOrder/getPackedBoxes: the project's sealed wooden boxes in no live order (but the one
 * being edited, whose own links stay choices).
 */
export const packedBoxesBody = z.strictObject({ projectId: idField, orderId: idField.optional() });
export const packedBoxChoice = z.object({
  id: z.string(),
  name: z.string(),
  boxType: z.enum(BOX_TYPES),
  lengthMm: int32(),
  widthMm: int32(),
  heightMm: int32(),
  pieceCount: int32(),
  areaM2: areaString,
});
export const packedBoxesData = z.object({ list: z.array(packedBoxChoice) });

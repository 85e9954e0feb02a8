import { z } from 'zod';
import { listRequestShape, listResponse } from '../common.ts';
import { idField, requestIdField } from '../crud.ts';
import { int32 } from '../integers.ts';
import { singleLineText } from '../text.ts';
import { PROCESS_UNITS } from '../processes/enums.ts';
import { SETTLEMENT_DOC_TYPES, SETTLEMENT_LIMITS as L, SETTLEMENT_STATUSES } from './enums.ts';

/**
 * Settlement documents (issue 19). Money travels as two-decimal text ("12.34") made from integer
 * cents on the server (docs/adr/0012, 0020); areas as m² text with two decimals.
 */
const money = z.string();
const info = (max: number) => singleLineText().trim().max(max, 'common.tooLong');

export const settlementIdBody = z.strictObject({ id: idField });

/** The settling of chosen projects of one order; without `projectIds` every open one. */
export const previewSettlementBody = z.strictObject({
  orderId: idField,
  projectIds: z.array(idField).max(L.projectsMax, 'settlement.projectsRequired').optional(),
});

export const previewProjectItem = z.object({
  id: z.string(),
  name: z.string(),
  pieceCount: int32(),
  areaM2: z.string(),
  /** Null: the project has no price yet and cannot be settled. */
  unitPrice: money.nullable(),
  areaAmount: money,
  processAmount: money,
  amount: money,
  /** The document the project is already in, if any. */
  settlementNumber: z.string().nullable(),
  selectable: z.boolean(),
});

export const settlementTotals = z.object({
  projectCount: int32(),
  pieceCount: int32(),
  areaM2: z.string(),
  boxCount: int32(),
  areaAmount: money,
  processAmount: money,
  total: money,
});

export const previewSettlementData = z.object({
  order: z.object({
    id: z.string(),
    number: z.string(),
    name: z.string(),
    orderType: z.enum(SETTLEMENT_DOC_TYPES),
    customerName: z.string(),
    priceLocked: z.boolean(),
  }),
  projects: z.array(previewProjectItem),
  /** Of the chosen (or all selectable) projects. */
  totals: settlementTotals,
});

export const receivingInfo = z.strictObject({
  unit: info(L.infoMax),
  contact: info(L.infoMax),
  phone: info(40),
  address: info(L.addressMax),
});

export const createSettlementBody = z.strictObject({
  orderId: idField,
  projectIds: z
    .array(idField)
    .min(1, 'settlement.projectsRequired')
    .max(L.projectsMax, 'settlement.projectsRequired'),
  /** Defaults to the order's name with the date. */
  name: info(L.nameMax).optional(),
  receiving: receivingInfo.optional(),
  requestId: requestIdField,
});
export const createSettlementData = z.object({ id: z.string(), number: z.string() });

export const settlementListBody = z.strictObject({
  ...listRequestShape,
  sortField: z.enum(['createdAt', 'number', 'total']).optional(),
  docType: z.enum(SETTLEMENT_DOC_TYPES).optional(),
  status: z.enum(SETTLEMENT_STATUSES).optional(),
  arrived: z.boolean().optional(),
  /** Number, name, order number or client containing this text. */
  keyword: info(L.keywordMax).optional(),
});
/** The documents of one type (document management screens). */
export const docListBody = settlementListBody.omit({ docType: true });

export const settlementItem = z.object({
  id: z.string(),
  number: z.string(),
  name: z.string(),
  docType: z.enum(SETTLEMENT_DOC_TYPES),
  orderId: z.string(),
  orderNumber: z.string(),
  customerName: z.string(),
  status: z.enum(SETTLEMENT_STATUSES),
  accountArrived: z.boolean(),
  projectCount: int32(),
  pieceCount: int32(),
  areaM2: z.string(),
  boxCount: int32(),
  pages: int32(),
  total: money,
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  version: int32(),
});
export type SettlementItem = z.infer<typeof settlementItem>;
export const settlementListData = listResponse(settlementItem);

const partyInfo = z.object({
  name: z.string(),
  contact: z.string(),
  phone: z.string(),
  address: z.string(),
});

export const settlementDetailData = settlementItem.extend({
  orderName: z.string(),
  enterprise: partyInfo.extend({ email: z.string(), region: z.string() }),
  client: partyInfo.extend({ managerName: z.string(), managerPhone: z.string() }),
  receiving: partyInfo,
  totals: settlementTotals,
  projects: z.array(
    z.object({
      projectId: z.string(),
      name: z.string(),
      pieceCount: int32(),
      areaM2: z.string(),
      unitPrice: money,
      amount: money,
      processAmount: money,
      subtotal: money,
    }),
  ),
  processes: z.array(
    z.object({
      projectId: z.string(),
      projectName: z.string(),
      processName: z.string(),
      unit: z.enum(PROCESS_UNITS),
      /** m² or m with two decimals, or pieces. */
      quantity: z.string(),
      fee: money,
      amount: money,
    }),
  ),
  boxes: z.array(
    z.object({
      projectName: z.string(),
      boxName: z.string(),
      pieceCount: int32(),
      areaM2: z.string(),
    }),
  ),
  createdByName: z.string(),
  settledByName: z.string(),
  arrivedAt: z.string().nullable(),
});
export type SettlementDetail = z.infer<typeof settlementDetailData>;

export const settlementFileData = z.object({ fileName: z.string(), contentBase64: z.string() });
/** A PDF travels under its own field: `contentBase64` is a workbook wherever the API has one. */
export const settlementPdfData = z.object({ fileName: z.string(), pdfBase64: z.string() });

/** The foundry view: OEM documents grouped by client (docs/adr/0021 names why). */
export const foundryData = z.object({
  groups: z.array(
    z.object({
      customerName: z.string(),
      documentCount: int32(),
      unsettledCount: int32(),
      total: money,
      settledTotal: money,
      arrivedTotal: money,
    }),
  ),
});

export const orderChoicesBody = z.strictObject({ keyword: info(L.keywordMax).optional() });
export const orderChoicesData = z.object({
  orders: z.array(
    z.object({
      id: z.string(),
      number: z.string(),
      name: z.string(),
      orderType: z.enum(SETTLEMENT_DOC_TYPES),
      customerName: z.string(),
    }),
  ),
});

import { z } from 'zod';
import { listRequestShape, listResponse, phoneSchema } from '../common.ts';
import { idField, requestIdField, versionField } from '../crud.ts';
import { int32 } from '../integers.ts';
import { singleLineText } from '../text.ts';
import { ORDER_LIMITS, ORDER_TYPES } from './enums.ts';

/**
 * Orders (issue 19, product-spec §3 "Order", §5 "Price lock", domain.md step 9): an order groups
 * projects ("solutions") of one customer with unit prices per m². Under price lock every project
 * shares the first unit price edited; otherwise each project has its own.
 */
const required = (max: number) =>
  singleLineText().trim().min(1, 'common.required').max(max, 'common.tooLong');
const optional = (max: number) => singleLineText().trim().max(max, 'common.tooLong').default('');
const dayText = (key: 'order.badDate') =>
  singleLineText().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, key);

/**
 * A unit price as typed: digits with at most two decimals (§5), never a binary float; stored as
 * integer cents. "1.005" and "-3" fail the pattern with the same message.
 */
const PRICE_PATTERN = new RegExp(`^\\d{1,${ORDER_LIMITS.priceIntDigits}}(\\.\\d{1,2})?$`);
export const unitPriceText = singleLineText().trim().regex(PRICE_PATTERN, 'order.priceFormat');

const orderFields = {
  name: required(ORDER_LIMITS.nameMax),
  orderType: z.enum(ORDER_TYPES, 'order.typeRequired'),
  source: optional(ORDER_LIMITS.textMax),
  customerName: required(ORDER_LIMITS.textMax),
  contact: optional(ORDER_LIMITS.textMax),
  processingType: optional(ORDER_LIMITS.textMax),
  managerName: required(ORDER_LIMITS.textMax),
  managerPhone: phoneSchema,
  expectedDeliveryDate: dayText('order.badDate'),
  deliveredDate: dayText('order.badDate').nullable().default(null),
  /** Fixed once any price is set (the prices mean something else under lock). */
  priceLocked: z.boolean(),
};

export const createOrderBody = z.strictObject({ ...orderFields, requestId: requestIdField });
export const createOrderData = z.object({ id: z.string(), number: z.string() });
export const updateOrderBody = z.strictObject({
  id: idField,
  ...orderFields,
  version: versionField,
});
export const orderAtVersionBody = z.strictObject({ id: idField, version: versionField });

export const orderListBody = z.strictObject({
  ...listRequestShape,
  sortField: z.enum(['createdAt']).optional(),
  /** Name, number or customer containing this text. */
  keyword: singleLineText().trim().max(ORDER_LIMITS.keywordMax).optional(),
  orderType: z.enum(ORDER_TYPES).optional(),
  priceLocked: z.boolean().optional(),
});

export const orderItem = z.object({
  id: z.string(),
  number: z.string(),
  name: z.string(),
  orderType: z.enum(ORDER_TYPES),
  source: z.string(),
  customerName: z.string(),
  contact: z.string(),
  processingType: z.string(),
  managerName: z.string(),
  managerPhone: z.string(),
  expectedDeliveryDate: z.string(),
  deliveredDate: z.string().nullable(),
  projectCount: int32(),
  settledProjectCount: int32(),
  /** Money: decimal text with two decimals. */
  settledAmount: z.string(),
  priceLocked: z.boolean(),
  /** The price every project shares under lock, once the first edit set it. */
  lockedUnitPrice: z.string().nullable(),
  createdAt: z.string(),
  version: int32(),
});
export type OrderItem = z.infer<typeof orderItem>;
export const orderListData = listResponse(orderItem);

export const orderIdBody = z.strictObject({ id: idField });
export const orderProject = z.object({
  projectId: z.string(),
  name: z.string(),
  orderNo: z.string(),
  customerName: z.string(),
  /** m² with two decimals. */
  areaM2: z.string(),
  /** The project's own price (not used under lock). */
  unitPrice: z.string().nullable(),
  /** The price that applies: the locked one under lock, else the project's own. */
  effectiveUnitPrice: z.string().nullable(),
  /** Area × effective price, rounded to the cent. */
  amount: z.string().nullable(),
  settled: z.boolean(),
  addedAt: z.string(),
});
export type OrderProject = z.infer<typeof orderProject>;
export const orderDetailData = z.object({ order: orderItem, projects: z.array(orderProject) });

export const orderProjectsBody = z.strictObject({
  orderId: idField,
  projectIds: z
    .array(idField)
    .min(1, 'order.pickProjects')
    .max(ORDER_LIMITS.addMax, 'order.tooManyProjects'),
});
export const orderProjectBody = z.strictObject({ orderId: idField, projectId: idField });
export const setProjectPriceBody = z.strictObject({
  orderId: idField,
  projectId: idField,
  unitPrice: unitPriceText,
});
export const setProjectPriceData = z.object({ unitPrice: z.string(), locked: z.boolean() });
/** Changing the price in force of a locked order: its own call, at the order's version. */
export const changeLockedPriceBody = z.strictObject({
  id: idField,
  unitPrice: unitPriceText,
  version: versionField,
});

export const projectChoicesBody = z.strictObject({
  keyword: singleLineText().trim().max(ORDER_LIMITS.keywordMax).optional(),
});
export const projectChoicesData = z.object({
  projects: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      orderNo: z.string(),
      customerName: z.string(),
      areaM2: z.string(),
    }),
  ),
});

/** What a refused price edit under lock carries: the price in force, for the field beside it. */
export type LockedPriceRefusal = { field: 'unitPrice'; unitPrice: string };

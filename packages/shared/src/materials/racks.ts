import { z } from 'zod';
import { int32, positiveInt32 } from '../integers.ts';
import { listRequestShape, listResponse } from '../common.ts';
import { idField, requestIdField, versionField } from './common.ts';
import { MATERIAL_LIMITS, RACK_STATUSES } from './enums.ts';
import { singleLineText } from '../text.ts';
import { parseHundredths, TWO_DECIMALS } from '../units.ts';

/** Digits with at most two decimals (product-spec §5 rack values), kept as text so it stays exact. */
export const RACK_VALUE_PATTERN = new RegExp(
  `^\\d{1,${MATERIAL_LIMITS.rackValueIntDigits}}(\\.\\d{1,2})?$`,
);
const rackValue = singleLineText().trim().regex(RACK_VALUE_PATTERN, 'rack.valueFormat');
/** Four digits, 0001–9999. */
export const RACK_NUMBER_PATTERN = /^\d{4}$/;

export const rackListBody = z.strictObject({
  ...listRequestShape,
  sortField: z.enum(['number', 'createdAt']).optional(),
  warehouseId: idField.optional(),
  status: z.enum(RACK_STATUSES).optional(),
  /** Numbers starting with these digits. */
  number: singleLineText().trim().max(4).optional(),
});
export const rackItem = z.object({
  id: z.string(),
  warehouseId: z.string(),
  warehouseName: z.string(),
  number: z.string(),
  /** The one-dimensional code printed on the rack's label. */
  code: z.string(),
  safetyValue: z.string(),
  maxValue: z.string(),
  status: z.enum(RACK_STATUSES),
  slabCount: int32(),
  createdAt: z.string(),
  version: int32(),
});
export const rackListData = listResponse(rackItem);

const batchShape = z.strictObject({
  warehouseId: idField,
  startNumber: positiveInt32('rack.numberRange').max(
    MATERIAL_LIMITS.rackNumberMax,
    'rack.numberRange',
  ),
  count: int32('rack.countRange')
    .min(MATERIAL_LIMITS.rackBatchMin, 'rack.countRange')
    .max(MATERIAL_LIMITS.rackBatchMax, 'rack.countRange'),
  safetyValue: rackValue,
  maxValue: rackValue,
  requestId: requestIdField,
});
/** Compared only when both values are well formed: each field reports its own format error. */
const safetyWithinMax = (v: { safetyValue: string; maxValue: string }) =>
  !TWO_DECIMALS.test(v.safetyValue) ||
  !TWO_DECIMALS.test(v.maxValue) ||
  parseHundredths(v.safetyValue) <= parseHundredths(v.maxValue);

/** webRack/createRacks: `count` racks numbered from `startNumber`, all in one warehouse. */
export const createRacksBody = batchShape
  .refine((v) => safetyWithinMax(v), {
    message: 'rack.safetyAboveMax',
    path: ['safetyValue'],
  })
  .refine((v) => v.startNumber + v.count - 1 <= MATERIAL_LIMITS.rackNumberMax, {
    message: 'rack.batchPastMax',
    path: ['count'],
  });
export const createRacksData = z.object({
  ids: z.array(z.string()),
  numbers: z.array(z.string()),
});
export const updateRackBody = z
  .strictObject({
    id: idField,
    warehouseId: idField,
    safetyValue: rackValue,
    maxValue: rackValue,
    status: z.enum(RACK_STATUSES, 'common.invalidValue'),
    version: versionField,
  })
  .refine((v) => safetyWithinMax(v), {
    message: 'rack.safetyAboveMax',
    path: ['safetyValue'],
  });

import { z } from 'zod';
import { listRequestShape, listResponse } from '../common.ts';
import {
  codeSchema,
  idField,
  optionalText,
  requestIdField,
  requiredText,
  sortSchema,
  versionField,
} from './common.ts';
import {
  DEVICE_PICKUP_STATUSES,
  DEVICE_TABLES,
  MATERIAL_LIMITS,
  WORKSHOP_CATEGORIES,
} from './enums.ts';
import { singleLineText } from '../text.ts';

const name = requiredText(MATERIAL_LIMITS.nameMax);

/* Warehouses: name, code, sort. */
const warehouseFields = { name, code: codeSchema, sort: sortSchema.default(0) };
export const warehouseListBody = z.strictObject({
  ...listRequestShape,
  sortField: z.enum(['sort', 'name', 'code', 'createdAt']).optional(),
  name: optionalText(MATERIAL_LIMITS.nameMax),
});
export const warehouseItem = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  sort: z.number().int(),
  rackCount: z.number().int(),
  slabCount: z.number().int(),
  createdAt: z.string(),
  version: z.number().int(),
});
export const warehouseListData = listResponse(warehouseItem);
export const createWarehouseBody = z.strictObject({
  ...warehouseFields,
  requestId: requestIdField,
});
export const updateWarehouseBody = z.strictObject({
  id: idField,
  ...warehouseFields,
  version: versionField,
});

/* Workshops: sort, region or area name, category, code; one default per enterprise. */
const workshopFields = {
  name,
  code: codeSchema,
  category: z.enum(WORKSHOP_CATEGORIES, 'common.invalidValue'),
  sort: sortSchema.default(0),
};
export const workshopListBody = z.strictObject({
  ...listRequestShape,
  sortField: z.enum(['sort', 'name', 'code', 'createdAt']).optional(),
  name: optionalText(MATERIAL_LIMITS.nameMax),
  category: z.enum(WORKSHOP_CATEGORIES).optional(),
});
export const workshopItem = z.object({
  id: z.string(),
  /** The default workshop's name is said in the caller's language. */
  name: z.string(),
  code: z.string(),
  category: z.enum(WORKSHOP_CATEGORIES),
  sort: z.number().int(),
  isDefault: z.boolean(),
  createdAt: z.string(),
  version: z.number().int(),
});
export const workshopListData = listResponse(workshopItem);
export const createWorkshopBody = z.strictObject({ ...workshopFields, requestId: requestIdField });
export const updateWorkshopBody = z.strictObject({
  id: idField,
  ...workshopFields,
  version: versionField,
});

/* Devices (deviceManagement): code, model, link time, pickup status, current table A/B. */
const deviceFields = {
  code: requiredText(MATERIAL_LIMITS.deviceCodeMax).regex(
    /^[A-Za-z0-9_-]+$/,
    'material.codeFormat',
  ),
  model: requiredText(MATERIAL_LIMITS.deviceModelMax),
  linkedAt: singleLineText()
    .pipe(z.iso.datetime({ offset: true, message: 'common.invalidValue' }))
    .nullable()
    .default(null),
  pickupStatus: z.enum(DEVICE_PICKUP_STATUSES, 'common.invalidValue').default('idle'),
  currentTable: z.enum(DEVICE_TABLES, 'device.tableAOrB').default('A'),
};
export const deviceListBody = z.strictObject({
  ...listRequestShape,
  sortField: z.enum(['code', 'model', 'linkedAt', 'createdAt']).optional(),
  code: optionalText(MATERIAL_LIMITS.deviceCodeMax),
  model: optionalText(MATERIAL_LIMITS.deviceModelMax),
  pickupStatus: z.enum(DEVICE_PICKUP_STATUSES).optional(),
});
export const deviceItem = z.object({
  id: z.string(),
  code: z.string(),
  model: z.string(),
  linkedAt: z.string().nullable(),
  pickupStatus: z.enum(DEVICE_PICKUP_STATUSES),
  currentTable: z.enum(DEVICE_TABLES),
  createdAt: z.string(),
  version: z.number().int(),
});
export const deviceListData = listResponse(deviceItem);
export const createDeviceBody = z.strictObject({ ...deviceFields, requestId: requestIdField });
export const updateDeviceBody = z.strictObject({
  id: idField,
  ...deviceFields,
  version: versionField,
});

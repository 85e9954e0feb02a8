import { z } from 'zod';
import { int32 } from '../integers.ts';
import { defineCrud } from '../crud.ts';
import { codeSchema, optionalText, requiredText, sortSchema } from './common.ts';
import {
  DEVICE_PICKUP_STATUSES,
  DEVICE_TABLES,
  MATERIAL_LIMITS,
  WORKSHOP_CATEGORIES,
} from './enums.ts';
import { singleLineText } from '../text.ts';

const name = requiredText(MATERIAL_LIMITS.nameMax);
const count = int32();

/** Warehouses (basic management): name and code unique in the enterprise, a sort order. */
export const WAREHOUSES = defineCrud({
  group: 'webWarehouse',
  entity: 'Warehouse',
  route: 'basicManagement',
  table: 'warehouses',
  unique: { name: 'warehouse.nameTaken', code: 'warehouse.codeTaken' },
  fields: { name, code: codeSchema, sort: sortSchema.default(0) },
  extra: { rackCount: count, slabCount: count },
  filters: { name: optionalText(MATERIAL_LIMITS.nameMax) },
  sortable: ['sort', 'name', 'code', 'createdAt'],
  example: (marker) => ({ name: `${marker}-WAREHOUSE`, code: marker.replace(/[^\w-]/g, '') }),
});

/** Workshops: sort, region or area name, category, code; one default per enterprise. */
export const WORKSHOPS = defineCrud({
  group: 'webWorkshop',
  entity: 'Workshop',
  route: 'basicManagement',
  table: 'workshops',
  unique: { code: 'workshop.codeTaken' },
  fields: {
    name,
    code: codeSchema,
    category: z.enum(WORKSHOP_CATEGORIES, 'common.invalidValue'),
    sort: sortSchema.default(0),
  },
  /** The default workshop's name is said in the caller's language. */
  extra: { isDefault: z.boolean() },
  filters: {
    name: optionalText(MATERIAL_LIMITS.nameMax),
    category: z.enum(WORKSHOP_CATEGORIES).optional(),
  },
  sortable: ['sort', 'name', 'code', 'createdAt'],
  example: (marker) => ({
    name: `${marker}-WORKSHOP`,
    code: marker.replace(/[^\w-]/g, ''),
    category: 'cutting' as const,
  }),
});

/** Devices (deviceManagement): code, model, link time, pickup status, current table A/B. */
export const DEVICES = defineCrud({
  group: 'webDevice',
  entity: 'Device',
  route: 'deviceManagement',
  table: 'devices',
  unique: { code: 'device.codeTaken' },
  fields: {
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
  },
  filters: {
    code: optionalText(MATERIAL_LIMITS.deviceCodeMax),
    model: optionalText(MATERIAL_LIMITS.deviceModelMax),
    pickupStatus: z.enum(DEVICE_PICKUP_STATUSES).optional(),
  },
  sortable: ['code', 'model', 'linkedAt', 'createdAt'],
  example: (marker) => ({ code: marker.replace(/[^\w-]/g, ''), model: `${marker}-SAW` }),
});

// The names the screens and services used before the kit; new code reads ENTITY.schemas.
export const warehouseListBody = WAREHOUSES.schemas.listBody;
export const warehouseItem = WAREHOUSES.schemas.item;
export const warehouseListData = WAREHOUSES.schemas.listData;
export const createWarehouseBody = WAREHOUSES.schemas.createBody;
export const updateWarehouseBody = WAREHOUSES.schemas.updateBody;
export const workshopListBody = WORKSHOPS.schemas.listBody;
export const workshopItem = WORKSHOPS.schemas.item;
export const workshopListData = WORKSHOPS.schemas.listData;
export const createWorkshopBody = WORKSHOPS.schemas.createBody;
export const updateWorkshopBody = WORKSHOPS.schemas.updateBody;
export const deviceListBody = DEVICES.schemas.listBody;
export const deviceItem = DEVICES.schemas.item;
export const deviceListData = DEVICES.schemas.listData;
export const createDeviceBody = DEVICES.schemas.createBody;
export const updateDeviceBody = DEVICES.schemas.updateBody;

import { z } from 'zod';
import { int32 } from '../integers.ts';
import { listRequestShape, listResponse } from '../common.ts';
import { optionalText } from '../materials/common.ts';
import { DEVICE_TABLES, MATERIAL_LIMITS } from '../materials/enums.ts';

/**
 * The choice lists of the stone-operation screens, read through each flow's own route, so a
 * role that grants only picking, return, transfer or machine pickup can use its screen without
 * the project, inventory, workshop or device routes. Each returns only what its screen shows.
 */
export const FLOW_CHOICE_LIMITS = { keywordMax: 64, slabsMax: 200 } as const;

/* webPicking/getPickProjects: approved, live projects with an accepted plan. */
export const pickProjectsBody = z.strictObject({
  ...listRequestShape,
  keyword: optionalText(FLOW_CHOICE_LIMITS.keywordMax),
});
export const pickProject = z.object({
  id: z.string(),
  name: z.string(),
  orderNo: z.string(),
  customerName: z.string(),
});
export type PickProject = z.infer<typeof pickProject>;
export const pickProjectsData = listResponse(pickProject);

/* Slabs a return or transfer may choose; a barcode narrows to that one slab (a scan). */
export const flowSlabsBody = z.strictObject({
  barcode: optionalText(MATERIAL_LIMITS.barcodeMax),
});
export const flowSlab = z.object({
  id: z.string(),
  barcode: z.string(),
  material: z.string(),
  thicknessMm: z.number(),
  lengthMm: int32(),
  widthMm: int32(),
  status: z.string(),
  warehouseName: z.string().nullable(),
  rackNumber: z.string().nullable(),
});
export type FlowSlab = z.infer<typeof flowSlab>;
export const flowWarehouse = z.object({
  id: z.string(),
  name: z.string(),
  racks: z.array(z.object({ id: z.string(), number: z.string() })),
});
export type FlowWarehouse = z.infer<typeof flowWarehouse>;

export const returnChoicesData = z.object({
  slabs: z.array(flowSlab),
  warehouses: z.array(flowWarehouse),
});
export const transferChoicesData = returnChoicesData.extend({
  workshops: z.array(z.object({ id: z.string(), name: z.string() })),
});

/* webDevicePicking/getDevices. */
export const flowDevicesData = z.object({
  list: z.array(
    z.object({
      id: z.string(),
      code: z.string(),
      model: z.string(),
      tables: z.array(z.enum(DEVICE_TABLES)),
    }),
  ),
});

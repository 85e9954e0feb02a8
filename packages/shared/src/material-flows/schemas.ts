import { z } from 'zod';
import { int32, positiveInt32 } from '../integers.ts';
import { listRequestShape, listResponse } from '../common.ts';
import { barcodeText } from '../materials/barcode.ts';
import { idField, optionalText, requestIdField, requiredText } from '../materials/common.ts';
import { DEVICE_TABLES, MATERIAL_LIMITS } from '../materials/enums.ts';

/**
 * Material flows (issue 13): picking for a project, return, transfer, machine-table pickup and
 * the remnants a confirmed cut leaves. Every move of a slab is one row of slab_movements.
 */
export const MOVEMENT_KINDS = ['pick', 'return', 'transfer', 'pickup', 'cut'] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];
export const PICK_STATES = ['toBePicked', 'picked'] as const;
export type PickState = (typeof PICK_STATES)[number];

export const FLOW_LIMITS = {
  /** Slabs in one return or transfer request. */
  batchMax: 200,
  /** Off-cuts smaller than this (either way round) are waste, not remnants. */
  minRemnantMm: 300,
  machineTypeMax: 32,
  candidatesMax: 50,
} as const;

const barcode = barcodeText();
const slabIds = z
  .array(idField, 'flow.slabsRequired')
  .min(1, 'flow.slabsRequired')
  .max(FLOW_LIMITS.batchMax, 'flow.tooManySlabs');
const sizeMm = positiveInt32('bigSlab.sizeRange').max(
  MATERIAL_LIMITS.sizeMaxMm,
  'bigSlab.sizeRange',
);

/* Picking (webPicking). */
export const pickingListBody = z.strictObject({ projectId: idField, planeId: idField.optional() });
export const pickedSlab = z.object({
  id: z.string(),
  barcode: z.string(),
  lengthMm: int32(),
  widthMm: int32(),
  isRemnant: z.boolean(),
  status: z.string(),
});
export const pickingRow = z.object({
  layoutId: z.string(),
  planeId: z.string(),
  planeName: z.string(),
  seq: int32(),
  lengthMm: z.number(),
  widthMm: z.number(),
  state: z.enum(PICK_STATES),
  slab: pickedSlab.nullable(),
  /** The slab in stock this plan slab was planned on (planning with inventory), else null. */
  plannedSlabId: z.string().nullable(),
  /** Available slabs of the project's material and thickness that hold this layout. */
  availableCount: int32(),
});
export const pickingListData = z.object({
  projectId: z.string(),
  material: z.string(),
  thicknessMm: z.number(),
  rows: z.array(pickingRow),
  pickedCount: int32(),
  totalCount: int32(),
});
export type PickingListData = z.infer<typeof pickingListData>;

export const pickCandidatesBody = z.strictObject({ layoutId: idField });
export const pickCandidatesData = z.object({ list: z.array(pickedSlab) });

/** Scanner-friendly: the barcode is all a picker sends; the layout is chosen unless named. */
export const pickSlabBody = z.strictObject({
  projectId: idField,
  barcode,
  layoutId: idField.optional(),
  requestId: requestIdField,
});
export const pickSlabData = z.object({
  slabId: z.string(),
  layoutId: z.string(),
  planeName: z.string(),
  seq: int32(),
});

/* History of every screen (one table, filtered by kind). */
export const movementListBody = z.strictObject({
  ...listRequestShape,
  barcode: optionalText(MATERIAL_LIMITS.barcodeMax),
  projectId: idField.optional(),
});
export const movementItem = z.object({
  id: z.string(),
  kind: z.enum(MOVEMENT_KINDS),
  slabId: z.string(),
  barcode: z.string(),
  fromWarehouseName: z.string().nullable(),
  fromRackNumber: z.string().nullable(),
  fromWorkshopName: z.string().nullable(),
  toWarehouseName: z.string().nullable(),
  toRackNumber: z.string().nullable(),
  toWorkshopName: z.string().nullable(),
  projectName: z.string().nullable(),
  deviceCode: z.string().nullable(),
  deviceTable: z.enum(DEVICE_TABLES).nullable(),
  userName: z.string(),
  createdAt: z.string(),
});
export type MovementItem = z.infer<typeof movementItem>;
export const movementListData = listResponse(movementItem);

/* Return (webReturn). */
export const returnSlabsBody = z.strictObject({
  slabIds,
  warehouseId: idField.optional(),
  rackId: idField.nullable().default(null),
  requestId: requestIdField,
});
export const removedSlab = z.object({ id: z.string(), barcode: z.string(), reason: z.string() });
export const returnSlabsData = z.object({
  returned: z.array(z.string()),
  /** Slabs left out: their machine type does not fit the warehouse, or they are not returnable. */
  removed: z.array(removedSlab),
  /** The notice listing `removed`, in the caller's language; null when none was removed. */
  notice: z.string().nullable(),
});
export type ReturnSlabsData = z.infer<typeof returnSlabsData>;

/** The machine type a warehouse feeds: the largest slab its saws load (docs/adr/0011). */
export const setWarehouseMachineBody = z.strictObject({
  warehouseId: idField,
  machineType: requiredText(FLOW_LIMITS.machineTypeMax),
  maxLengthMm: sizeMm,
  maxWidthMm: sizeMm,
});
export const warehouseMachinesData = z.object({
  list: z.array(
    z.object({
      warehouseId: z.string(),
      warehouseName: z.string(),
      machineType: z.string().nullable(),
      maxLengthMm: int32().nullable(),
      maxWidthMm: int32().nullable(),
    }),
  ),
});

/* Transfer (webTransfer): to a warehouse (and rack) or to a workshop. */
export const transferSlabsBody = z
  .strictObject({
    slabIds,
    warehouseId: idField.optional(),
    rackId: idField.nullable().default(null),
    workshopId: idField.optional(),
    requestId: requestIdField,
  })
  .refine((b) => (b.warehouseId === undefined) !== (b.workshopId === undefined), {
    message: 'flow.destinationRequired',
    path: ['warehouseId'],
  });
export const transferSlabsData = z.object({ moved: int32() });

/* Machine-table pickup (webDevicePicking). */
const deviceTable = z.enum(DEVICE_TABLES, 'device.tableAOrB');
export const deviceTableBody = z.strictObject({ deviceId: idField, table: deviceTable });
export const deviceSlab = pickedSlab.extend({
  projectId: z.string(),
  projectName: z.string(),
  planeName: z.string(),
  seq: int32(),
});
export const nextSlabData = z.object({ slab: deviceSlab.nullable() });
export const deviceIdBody = z.strictObject({ deviceId: idField });
export const deviceTablesData = z.object({
  deviceId: z.string(),
  tables: z.array(z.object({ table: deviceTable, slab: deviceSlab.nullable() })),
});
export const takeSlabBody = z.strictObject({ deviceId: idField, table: deviceTable, barcode });
export const confirmCutBody = z.strictObject({ slabId: idField });
export const confirmCutData = z.object({
  remnants: z.array(
    z.object({
      id: z.string(),
      barcode: z.string(),
      lengthMm: int32(),
      widthMm: int32(),
    }),
  ),
});

import { z } from 'zod';
import { int32, nonNegativeInt32, positiveInt32 } from '../integers.ts';
import { listRequestShape, listResponse } from '../common.ts';
import {
  areaM2String,
  idField,
  optionalText,
  requestIdField,
  requiredText,
  versionField,
} from './common.ts';
import { barcodeText } from './barcode.ts';
import { stoneChoice } from './stones.ts';
import { BIG_SLAB_SORT_FIELDS, BIG_SLAB_STATUSES, IMPORT_MODES, MATERIAL_LIMITS } from './enums.ts';

const L = MATERIAL_LIMITS;
const mm = (max: number, key: 'bigSlab.thicknessRange' | 'bigSlab.sizeRange') =>
  positiveInt32(key).max(max, key);
const coordinate = z.number('bigSlab.defectOutside').min(0, 'bigSlab.defectOutside');

/**
 * A defect marked on the slab, in mm from the slab's corner (x along the length, y along the
 * width): a rectangle or a polygon. The server checks that it lies inside the slab.
 */
export const defectSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('rect'),
    x: coordinate,
    y: coordinate,
    width: z.number().positive('bigSlab.defectOutside'),
    height: z.number().positive('bigSlab.defectOutside'),
    note: optionalText(60),
  }),
  z.strictObject({
    kind: z.literal('polygon'),
    points: z
      .array(z.tuple([coordinate, coordinate]))
      .min(3, 'bigSlab.defectPolygon')
      .max(L.defectPointsMax, 'bigSlab.defectPolygon'),
    note: optionalText(60),
  }),
]);
export type SlabDefect = z.infer<typeof defectSchema>;

const slabFields = {
  blockNo: requiredText(L.blockNoMax),
  bundleNo: requiredText(L.bundleNoMax),
  slabNo: requiredText(L.slabNoMax),
  barcode: barcodeText(),
  /** A row of the stone-material catalogue (stones.ts). */
  materialId: idField,
  thicknessMm: mm(L.thicknessMaxMm, 'bigSlab.thicknessRange'),
  lengthMm: mm(L.sizeMaxMm, 'bigSlab.sizeRange'),
  widthMm: mm(L.sizeMaxMm, 'bigSlab.sizeRange'),
  warehouseId: idField,
  rackId: idField.nullable().default(null),
  photoFileIds: z.array(idField).max(L.photosMax, 'bigSlab.tooManyPhotos').default([]),
  defects: z.array(defectSchema).max(L.defectsMax, 'bigSlab.tooManyDefects').default([]),
};

export const createBigSlabBody = z.strictObject({
  ...slabFields,
  /** A remnant names the slab it was cut from. */
  parentId: idField.nullable().default(null),
  requestId: requestIdField,
});
export const updateBigSlabBody = z.strictObject({
  id: idField,
  ...slabFields,
  version: versionField,
});

/** A filter bound names its range when refused, like the slab's own fields. */
const range = (max: number, key: 'bigSlab.thicknessFilterRange' | 'bigSlab.sizeFilterRange') =>
  nonNegativeInt32(key).max(max, key).optional();
/** webBigSlab/getBigSlabList: every field filters; ranges are inclusive. */
export const bigSlabFilterShape = {
  /** Block, bundle and slab numbers match from their start (HL24 finds HL2411-07). */
  blockNo: optionalText(L.blockNoMax),
  bundleNo: optionalText(L.bundleNoMax),
  slabNo: optionalText(L.slabNoMax),
  /** A barcode matches exactly: it is scanned. */
  barcode: optionalText(L.barcodeMax),
  materialId: idField.optional(),
  thicknessMin: range(L.thicknessMaxMm, 'bigSlab.thicknessFilterRange'),
  thicknessMax: range(L.thicknessMaxMm, 'bigSlab.thicknessFilterRange'),
  lengthMin: range(L.sizeMaxMm, 'bigSlab.sizeFilterRange'),
  lengthMax: range(L.sizeMaxMm, 'bigSlab.sizeFilterRange'),
  widthMin: range(L.sizeMaxMm, 'bigSlab.sizeFilterRange'),
  widthMax: range(L.sizeMaxMm, 'bigSlab.sizeFilterRange'),
  warehouseId: idField.optional(),
  rackId: idField.optional(),
  statuses: z.array(z.enum(BIG_SLAB_STATUSES)).max(BIG_SLAB_STATUSES.length).optional(),
  isRemnant: z.boolean().optional(),
};
export const bigSlabListBody = z.strictObject({
  ...listRequestShape,
  sortField: z.enum(BIG_SLAB_SORT_FIELDS).optional(),
  ...bigSlabFilterShape,
});
export const bigSlabFilterBody = z.strictObject(bigSlabFilterShape);
export type BigSlabListBody = z.input<typeof bigSlabListBody>;

export const bigSlabItem = z.object({
  id: z.string(),
  blockNo: z.string(),
  bundleNo: z.string(),
  slabNo: z.string(),
  barcode: z.string(),
  materialId: z.string(),
  /** The catalogue's names as one label: "雅士白 Ariston White". */
  material: z.string(),
  thicknessMm: int32(),
  lengthMm: int32(),
  widthMm: int32(),
  areaM2: areaM2String,
  warehouseId: z.string(),
  warehouseName: z.string(),
  rackId: z.string().nullable(),
  rackNumber: z.string().nullable(),
  status: z.enum(BIG_SLAB_STATUSES),
  isRemnant: z.boolean(),
  parentId: z.string().nullable(),
  photoCount: int32(),
  defectCount: int32(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: int32(),
});
export type BigSlabItem = z.infer<typeof bigSlabItem>;
export const bigSlabListData = listResponse(bigSlabItem);

export const bigSlabDetailData = bigSlabItem.extend({
  photos: z.array(z.object({ fileId: z.string(), url: z.string(), thumbUrl: z.string() })),
  defects: z.array(defectSchema),
});

/** Warehouses, their racks and the material catalogue: the choices of the slab form and filters. */
export const bigSlabOptionsData = z.object({
  warehouses: z.array(z.object({ id: z.string(), name: z.string(), code: z.string() })),
  racks: z.array(z.object({ id: z.string(), warehouseId: z.string(), number: z.string() })),
  materials: z.array(stoneChoice),
});

export const importBigSlabsBody = z.strictObject({
  fileId: idField,
  mode: z.enum(IMPORT_MODES).optional(),
});
export const importBigSlabsData = z.object({
  created: int32(),
  updated: int32(),
  /** Rows left as they were: kept on purpose, or in use and so not overwritten. */
  skipped: int32(),
});
/** The answers an import can give besides success, in `data`. */
export const importRowError = z.object({
  row: int32(),
  field: z.string(),
  column: z.string(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowError>;
export const importRefusedData = z.object({ errors: z.array(importRowError), total: z.number() });
export const importExistsData = z.object({ existing: int32() });

export const sheetData = z.object({ fileName: z.string(), contentBase64: z.string() });
export const exportBigSlabsBody = z.strictObject({
  sortField: z.enum(BIG_SLAB_SORT_FIELDS).optional(),
  sortOrder: z.enum(['ascend', 'descend']).optional(),
  ...bigSlabFilterShape,
});

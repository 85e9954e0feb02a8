import { z } from 'zod';
import { int32 } from '../integers.ts';
import { listRequestShape } from '../common.ts';
import { idField, optionalText } from '../materials/common.ts';
import { MATERIAL_LIMITS } from '../materials/enums.ts';
import { PICK_STATES } from './schemas.ts';

/** /materialDetails (issue 13 follow-up): a project's plan slabs, their picks and movements. */
export const materialDetailsBody = z.strictObject({ projectId: idField });
export const materialDetailsRow = z.object({
  layoutId: z.string(),
  planeName: z.string(),
  seq: int32(),
  lengthMm: z.number(),
  widthMm: z.number(),
  state: z.enum(PICK_STATES),
  /** The picked slab, null while to be picked. */
  slab: z
    .object({
      barcode: z.string(),
      blockNo: z.string(),
      bundleNo: z.string(),
      slabNo: z.string(),
      status: z.string(),
    })
    .nullable(),
});
export type MaterialDetailsRow = z.infer<typeof materialDetailsRow>;
export const materialDetailsData = z.object({
  projectId: z.string(),
  name: z.string(),
  orderNo: z.string(),
  material: z.string(),
  thicknessMm: z.number(),
  rows: z.array(materialDetailsRow),
  pickedCount: int32(),
  totalCount: int32(),
});

/** The project's movements, newest first (the history table of the screen). */
export const materialMovementsBody = z.strictObject({
  ...listRequestShape,
  projectId: idField,
  barcode: optionalText(MATERIAL_LIMITS.barcodeMax),
});

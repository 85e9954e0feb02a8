import { z } from 'zod';
import { idSchema, listResponse } from '../common.ts';
import { int32, positiveInt32 } from '../integers.ts';
import { areaString, percentString } from './list.ts';

/*
 * The project detail's material and picking tabs (issue 18): what already exists, gathered.
 * Material: the project's stone and thickness, per plane the accepted plan's slabs, their area
 * and yield, and the remnants its cut slabs left. Picking: each slab picked for a plan slab.
 */

/** webSolutionTabs/getSolutionMaterial */
export const solutionMaterialBody = z.strictObject({ projectId: idSchema });
export const solutionMaterialData = z.object({
  material: z
    .object({ id: z.string(), nameZh: z.string(), nameEn: z.string(), code: z.string() })
    .nullable(),
  thicknessMm: int32(),
  planes: z.array(
    z.object({
      planeId: z.string(),
      planeName: z.string(),
      planSlabCount: int32(),
      slabAreaM2: areaString,
      yieldPercent: percentString,
      pickedCount: int32(),
      cutCount: int32(),
    }),
  ),
  /** Off-cuts of the project's cut slabs, stocked as remnants (at most REMNANTS_MAX). */
  remnants: z.array(
    z.object({
      id: z.string(),
      barcode: z.string(),
      lengthMm: int32(),
      widthMm: int32(),
      areaM2: areaString,
      warehouseName: z.string().nullable(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
  remnantCount: int32(),
});
export type SolutionMaterialData = z.infer<typeof solutionMaterialData>;
export const REMNANTS_MAX = 200;

export const PICK_STATES = ['picked', 'cutting', 'cut'] as const;

/** webSolutionTabs/getSolutionPicks: newest pick first. */
export const solutionPicksBody = z.strictObject({
  projectId: idSchema,
  pageNum: positiveInt32().default(1),
  pageSize: positiveInt32().max(100).default(20),
});
export const solutionPickItem = z.object({
  slabId: z.string(),
  barcode: z.string(),
  blockNo: z.string(),
  bundleNo: z.string(),
  slabNo: z.string(),
  planeName: z.string(),
  seq: int32(),
  warehouseName: z.string().nullable(),
  pickedBy: z.string().nullable(),
  pickedAt: z.string(),
  cutAt: z.string().nullable(),
  state: z.enum(PICK_STATES),
});
export type SolutionPickItem = z.infer<typeof solutionPickItem>;
export const solutionPicksData = listResponse(solutionPickItem);

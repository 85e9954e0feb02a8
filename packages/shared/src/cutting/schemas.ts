import { z } from 'zod';
import { listRequestShape, listResponse } from '../common.ts';
import { idField } from '../crud.ts';
import { int32 } from '../integers.ts';
import { DEVICE_TABLES } from '../materials/enums.ts';
import { areaString, percentString } from '../projects/list.ts';
import { singleLineText } from '../text.ts';

/**
 * Cutting records (issue 17, product-spec §3 "Cutting record"): one row per confirmed cut, written
 * in the cut's own transaction. Areas are m² and lengths metres with two decimals on the wire
 * (stored as integer mm² and mm, docs/adr/0012); yields are net piece area over slab area.
 */
export const CUTTING_PRESETS = ['week', 'month', 'quarter', 'halfYear', 'year'] as const;
export type CuttingPreset = (typeof CUTTING_PRESETS)[number];
export const CUTTING_SORT_FIELDS = ['cutAt', 'yield', 'area', 'cutLength'] as const;
/** A slab cut whole, or a remnant of one (the record's "task type"). */
export const CUT_TASK_TYPES = ['slab', 'remnant'] as const;
export const CUT_RECORD_STATUSES = ['done'] as const;

export const CUTTING_LIMITS = {
  exportRowsMax: 10_000,
  choicesMax: 200,
  /**
   * Factories work on China time (UTC+8): "today", "yesterday" and the month's days are counted
   * there, whatever the server's zone (docs/adr/0017).
   */
  factoryUtcOffsetMinutes: 480,
} as const;

const dayText = singleLineText().regex(/^\d{4}-\d{2}-\d{2}$/, 'cutting.badDay');

/** The filters the list, its totals and the export share. */
export const cuttingFilterShape = {
  preset: z.enum(CUTTING_PRESETS).default('month'),
  /** A custom range of factory days, both included; overrides the preset when both are given. */
  fromDay: dayText.optional(),
  toDay: dayText.optional(),
  deviceId: idField.optional(),
  operatorId: idField.optional(),
  projectId: idField.optional(),
  materialId: idField.optional(),
};
export const cuttingFilterBody = z.strictObject(cuttingFilterShape);
export const cuttingListBody = z.strictObject({
  ...listRequestShape,
  sortField: z.enum(CUTTING_SORT_FIELDS).optional(),
  ...cuttingFilterShape,
});

export const cuttingRecordItem = z.object({
  id: z.string(),
  cutAt: z.string(),
  operatorName: z.string(),
  deviceId: z.string().nullable(),
  deviceCode: z.string().nullable(),
  deviceTable: z.enum(DEVICE_TABLES).nullable(),
  cutLengthM: areaString,
  /** Net area of the pieces cut. */
  areaM2: areaString,
  /** Stone consumed: the slab's area less the remnants it returned to stock. */
  consumptionM2: areaString,
  status: z.enum(CUT_RECORD_STATUSES),
  projectId: z.string().nullable(),
  projectName: z.string().nullable(),
  blockNo: z.string(),
  bundleNo: z.string(),
  slabNo: z.string(),
  /** The cutting plan: the plan slab's number within its plan, and its size. */
  planSeq: int32(),
  planSize: z.string(),
  slabId: z.string(),
  slabArea: areaString,
  pieceCount: int32(),
  /** Net piece area over slab area. */
  yieldPercent: percentString,
  /** Pieces' bounding rectangles over slab area: shown only labelled as such. */
  rectYieldPercent: percentString,
  taskType: z.enum(CUT_TASK_TYPES),
  barcode: z.string(),
  materialName: z.string().nullable(),
});
export type CuttingRecordItem = z.infer<typeof cuttingRecordItem>;
export const cuttingListData = listResponse(cuttingRecordItem);

export const cuttingTotals = z.object({
  slabCount: int32(),
  areaM2: areaString,
  cutLengthM: areaString,
  consumptionM2: areaString,
  /** Net piece area of the range over its slab area (a weighted mean). */
  yieldPercent: percentString,
  fromDay: z.string(),
  toDay: z.string(),
});
export const cuttingTotalsData = cuttingTotals;

const choice = z.object({ id: z.string(), label: z.string() });
export const cuttingChoicesData = z.object({
  devices: z.array(choice),
  operators: z.array(choice),
  projects: z.array(choice),
  materials: z.array(choice),
});

/** A device's cut history on /deviceDetails. */
export const deviceCutsBody = z.strictObject({ ...listRequestShape, deviceId: idField });

/** The three named home calls: figures of a month, yesterday and today. */
export const slabCutDayData = cuttingTotals;
export const monthSlabCutData = cuttingTotals.extend({
  days: z.array(
    z.object({ day: z.string(), slabCount: int32(), areaM2: areaString, cutLengthM: areaString }),
  ),
});

import { z } from 'zod';
import { listRequestShape, listResponse } from '../common.ts';
import { idField, versionField } from '../crud.ts';
import { CUTTING_PRESETS } from '../cutting/schemas.ts';
import { int32, nonNegativeInt32 } from '../integers.ts';
import { singleLineText } from '../text.ts';
import { TWO_DECIMALS } from '../units.ts';

/**
 * Pay and performance (issue 20, docs/adr/0022): each worker's pay for a range of factory days,
 * per kind of work (the five /employeeDetails children), team shares included. Money travels as
 * two-decimal text, computed from integer cents on the server.
 */

/** The five children of /employeeDetails, each one kind of work. */
export const PAY_KINDS = ['cutting', 'secondary', 'board', 'pick', 'quality'] as const;
export type PayKind = (typeof PAY_KINDS)[number];

/** The route name of each kind's screen. */
export const PAY_KIND_ROUTES = {
  cutting: 'employeeDetails.employeeDetails',
  secondary: 'employeeDetails.spEmployeeDetails',
  board: 'employeeDetails.boardEmployeeDetails',
  pick: 'employeeDetails.pickEmployeeDetails',
  quality: 'employeeDetails.qualityEmployeeDetails',
} as const satisfies Record<PayKind, string>;

export const PAY_LIMITS = { exportRowsMax: 10_000, maxRangeDays: 366 } as const;

const dayText = singleLineText().regex(/^\d{4}-\d{2}-\d{2}$/, 'pay.badDay');
const moneyText = z.string();

/** A range: a preset of days up to today (factory clock, UTC+8), or a custom from ≤ to. */
export const payRangeShape = {
  preset: z.enum(CUTTING_PRESETS).default('month'),
  fromDay: dayText.optional(),
  toDay: dayText.optional(),
  /** Only this kind's processes; every kind when absent. */
  kind: z.enum(PAY_KINDS).optional(),
};

export const paySummaryBody = z.strictObject({
  ...listRequestShape,
  ...payRangeShape,
  /** A worker's name contains this. */
  keyword: singleLineText().max(40).optional(),
});
export const payExportBody = z.strictObject({ ...payRangeShape });

export const payWorkerItem = z.object({
  workerId: z.string(),
  workerName: z.string(),
  reportCount: nonNegativeInt32(),
  /** What the worker's own reports are worth, team reports included (before any split). */
  reportedAmount: moneyText,
  /** The worker's own reports at processes where they are in no team. */
  ownAmount: moneyText,
  /** Their shares of their teams' pots. */
  teamAmount: moneyText,
  /** own + team shares: what the worker is paid. */
  totalAmount: moneyText,
});
export type PayWorkerItem = z.infer<typeof payWorkerItem>;

export const paySummaryData = listResponse(payWorkerItem).extend({
  fromDay: z.string(),
  toDay: z.string(),
  /** Σ of every worker's total (equals Σ of the reports' values). */
  grandTotal: moneyText,
  /** The caller sees everyone (the screen's `all` action) or only themself. */
  seesAll: z.boolean(),
});
export type PaySummaryData = z.infer<typeof paySummaryData>;

export const payReportsBody = z.strictObject({
  ...listRequestShape,
  ...payRangeShape,
  /** The caller themself when absent. */
  workerId: idField.optional(),
});
export const payReportItem = z.object({
  id: z.string(),
  reportedAt: z.string(),
  pieceCode: z.string(),
  projectName: z.string(),
  processName: z.string(),
  unit: z.string(),
  /** The quantity priced, in the process's unit: pieces, metres or m² (exact decimal text). */
  quantity: z.string(),
  fee: moneyText,
  amount: moneyText,
  /** The team the report's pay goes to, when the worker is in one at that process. */
  teamName: z.string().nullable(),
});
export const payReportsData = listResponse(payReportItem).extend({
  workerName: z.string(),
  fromDay: z.string(),
  toDay: z.string(),
});

export const payFileData = z.object({ fileName: z.string(), contentBase64: z.string() });

/* Monthly targets (月度标准): one per month and module. */
export const TARGET_MODULES = ['cutting', 'processing', 'kitCheck', 'packing'] as const;
export type TargetModule = (typeof TARGET_MODULES)[number];
export const TARGET_UNITS = ['squareMetre'] as const;
const monthText = singleLineText().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'pay.badMonth');
const targetValue = singleLineText()
  .refine((v) => !v.trim().startsWith('-'), 'pay.targetNegative')
  .refine((v) => TWO_DECIMALS.test(v), 'pay.targetValue')
  .refine((v) => v.length <= 12, 'pay.targetValue');

export const monthTargetListBody = z.strictObject({ month: monthText.optional() });
export const monthTargetItem = z.object({
  id: z.string(),
  month: z.string(),
  module: z.enum(TARGET_MODULES),
  value: z.string(),
  unit: z.enum(TARGET_UNITS),
  version: int32(),
});
export const monthTargetListData = z.object({ list: z.array(monthTargetItem) });
export const createMonthTargetBody = z.strictObject({
  month: monthText,
  module: z.enum(TARGET_MODULES),
  value: targetValue,
  unit: z.enum(TARGET_UNITS).default('squareMetre'),
  requestId: singleLineText().max(64).optional(),
});
export const updateMonthTargetBody = z.strictObject({
  id: idField,
  version: versionField,
  value: targetValue,
});
export const deleteMonthTargetBody = z.strictObject({ id: idField, version: versionField });

/** Home: this month's done area per module against its target, and the cutting figures. */
export const targetProgressItem = z.object({
  module: z.enum(TARGET_MODULES),
  /** m², two decimals; null when no target is set this month. */
  target: z.string().nullable(),
  done: z.string(),
  /** Basis points of the target done (10 000 = 100 %); null without a target. */
  progressBp: nonNegativeInt32().nullable(),
});
export const homeTargetsData = z.object({
  month: z.string(),
  list: z.array(targetProgressItem),
  cutting: z.object({ monthM2: z.string(), yesterdayM2: z.string(), todayM2: z.string() }),
});
export type HomeTargetsData = z.infer<typeof homeTargetsData>;

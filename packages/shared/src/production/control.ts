import { z } from 'zod';
import { int32, positiveInt32 } from '../integers.ts';
import { singleLineText } from '../text.ts';

/**
 * Production control (/newMes, issue 18): every live project (not archived, not terminated, not
 * completed) by plane, with its planned, cut, secondary and boxed progress, the iron frames in
 * circulation, and a late risk from its delivery date against its progress. The screen refreshes
 * the projects a `pieceProgress` live event names (live-events.ts).
 */
export const CONTROL_LIMITS = {
  /** A page of projects carries up to 20 planes each (issue 18: 1,000 projects × 20 planes). */
  pageSizeMax: 50,
  keywordMax: 50,
} as const;

export const RISK_LEVELS = ['high', 'medium', 'low'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

export const productionControlBody = z.strictObject({
  pageNum: positiveInt32().default(1),
  pageSize: positiveInt32().max(CONTROL_LIMITS.pageSizeMax).default(20),
  /** Name, order no., customer or brand contains it. */
  keyword: singleLineText().max(CONTROL_LIMITS.keywordMax).optional(),
  /** Only projects at risk (high or medium). */
  atRiskOnly: z.boolean().optional(),
});
export type ProductionControlBody = z.input<typeof productionControlBody>;

const stageCounts = {
  pieceCount: int32(),
  plannedCount: int32(),
  cutCount: int32(),
  secondaryCount: int32(),
  boxedCount: int32(),
  /** Frames holding pieces of it, not returned (iron_frames: returned = 0, piece_count > 0). */
  framesInCirculation: int32(),
};

export const controlPlane = z.object({
  id: z.string(),
  name: z.string(),
  batch: z.string(),
  ...stageCounts,
});
export type ControlPlane = z.infer<typeof controlPlane>;

export const controlProject = z.object({
  id: z.string(),
  name: z.string(),
  orderNo: z.string(),
  customerName: z.string(),
  productionState: z.enum(['notStarted', 'inProduction', 'completed']),
  createdAt: z.string(),
  deliveryAt: z.string().nullable(),
  /** Whole days from now to delivery (toward zero), negative when overdue; null without a date. */
  daysToDelivery: int32().nullable(),
  overdue: z.boolean(),
  /** Stages done over stages to do (cut + secondary + boxed over 3 × pieces), basis points. */
  progressBp: int32(),
  /** Share of the time from creation to delivery already gone, basis points; null without a date. */
  elapsedBp: int32().nullable(),
  /** elapsed − progress, basis points: above zero the project runs behind its calendar. */
  riskBp: int32(),
  riskLevel: z.enum(RISK_LEVELS),
  ...stageCounts,
  planes: z.array(controlPlane),
});
export type ControlProject = z.infer<typeof controlProject>;

export const productionControlData = z.object({
  list: z.array(controlProject),
  total: int32(),
  pageNum: int32(),
  pageSize: int32(),
  /** Live projects at high risk, whatever the filters (the screen's summary). */
  highRisk: int32(),
  mediumRisk: int32(),
  /** The server's clock when it answered: days and risks were computed at this time. */
  at: z.string(),
});
export type ProductionControlData = z.infer<typeof productionControlData>;

const DAY_MS = 86_400_000;
/** A project this far behind its calendar (elapsed − progress) is red; any lag is amber. */
export const HIGH_RISK_BP = 2_000;
/** Within this many days of delivery and not boxed: amber at least. */
export const NEAR_DELIVERY_DAYS = 3;

export type RiskInput = {
  createdAt: string;
  deliveryAt: string | null;
  pieces: number;
  cut: number;
  secondary: number;
  boxed: number;
};
export type LateRisk = Pick<
  ControlProject,
  'daysToDelivery' | 'overdue' | 'progressBp' | 'elapsedBp' | 'riskBp' | 'riskLevel'
>;

/**
 * A project's late risk at `nowMs`: how much of its time (creation → delivery) is gone, minus
 * how much of its work is done. Overdue and unfinished is high whatever the figures; no delivery
 * date is low (nothing to be late for), sorted last.
 */
export function lateRiskOf(p: RiskInput, nowMs: number): LateRisk {
  const progressBp =
    p.pieces > 0 ? Math.floor((10_000 * (p.cut + p.secondary + p.boxed)) / (3 * p.pieces)) : 0;
  if (!p.deliveryAt)
    return {
      daysToDelivery: null,
      overdue: false,
      progressBp,
      elapsedBp: null,
      riskBp: -10_000,
      riskLevel: 'low',
    };
  const start = Date.parse(p.createdAt);
  const due = Date.parse(p.deliveryAt);
  const span = due - start;
  const elapsedBp =
    span > 0
      ? Math.max(0, Math.min(10_000, Math.round((10_000 * (nowMs - start)) / span)))
      : nowMs >= due
        ? 10_000
        : 0;
  const overdue = nowMs > due && progressBp < 10_000;
  const riskBp = elapsedBp - progressBp;
  // Whole days, toward zero: "due today" within a day either side (`overdue` says which side).
  const daysToDelivery = Math.trunc((due - nowMs) / DAY_MS) || 0;
  const riskLevel: RiskLevel =
    overdue || riskBp >= HIGH_RISK_BP
      ? 'high'
      : riskBp > 0 || (daysToDelivery < NEAR_DELIVERY_DAYS && progressBp < 10_000)
        ? 'medium'
        : 'low';
  return { daysToDelivery, overdue, progressBp, elapsedBp, riskBp, riskLevel };
}

const LEVEL_ORDER: Record<RiskLevel, number> = { high: 0, medium: 1, low: 2 };
/** After every ISO date. */
const NO_DATE = '\uffff';
// Code-unit order: ISO times and ids sort right by it, and a thousand rows sort without ICU.
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Late risk first: overdue (longest overdue first), then by level, then the furthest behind,
 * then the nearest delivery; ids break ties so pages never overlap.
 */
export function compareLateRisk(
  a: LateRisk & { id: string; deliveryAt: string | null },
  b: LateRisk & { id: string; deliveryAt: string | null },
): number {
  if (a.overdue !== b.overdue) return a.overdue ? -1 : 1;
  if (a.overdue && b.overdue && a.daysToDelivery !== b.daysToDelivery)
    return (a.daysToDelivery ?? 0) - (b.daysToDelivery ?? 0);
  return (
    LEVEL_ORDER[a.riskLevel] - LEVEL_ORDER[b.riskLevel] ||
    b.riskBp - a.riskBp ||
    byText(a.deliveryAt ?? NO_DATE, b.deliveryAt ?? NO_DATE) ||
    byText(a.id, b.id)
  );
}

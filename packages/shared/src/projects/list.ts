import { z } from 'zod';
import { int32 } from '../integers.ts';
import { SETTINGS_FIELDS } from './settings.ts';
import { listRequestShape, listResponse } from '../common.ts';
import { isoDateTimeText, singleLineText } from '../text.ts';
import {
  PACKING_LIST_STATES,
  PRODUCTION_STATES,
  PROJECT_LIMITS,
  PROJECT_TABS,
  PROJECT_TYPES,
  REVIEW_STATES,
} from './enums.ts';

const text = (max: number) => singleLineText().trim().max(max, 'common.tooLong').optional();
const isoTime = isoDateTimeText();

export const PROJECT_SORT_FIELDS = [
  'createdAt',
  'updatedAt',
  'deliveryAt',
  'name',
  'orderNo',
] as const;

/** webProduce/getProduceSolutionList (product-spec §7): the project list and the home figures. */
export const projectListBody = z.strictObject({
  ...listRequestShape,
  sortField: z.enum(PROJECT_SORT_FIELDS).optional(),
  tab: z.enum(PROJECT_TABS).default('all'),
  reviewState: z.enum(REVIEW_STATES).optional(),
  /** false (default): live projects; true: the archive. */
  archived: z.boolean().default(false),
  terminated: z.boolean().optional(),
  projectType: z.enum(PROJECT_TYPES).optional(),
  /** Matches name, order number, customer name or brand (contains, case-insensitive). */
  keyword: text(PROJECT_LIMITS.nameMax),
  name: text(PROJECT_LIMITS.nameMax),
  orderNo: text(PROJECT_LIMITS.orderNoMax),
  customerName: text(PROJECT_LIMITS.customerMax),
  customerBrand: text(PROJECT_LIMITS.customerMax),
  createdFrom: isoTime.optional(),
  createdTo: isoTime.optional(),
  deliveryFrom: isoTime.optional(),
  deliveryTo: isoTime.optional(),
});
export type ProjectListBody = z.input<typeof projectListBody>;
/** The list filters without paging, e.g. for URL state. */
export const projectFilterBody = projectListBody.omit({ pageNum: true, pageSize: true });

/** m² with two decimals as a string, exact (api-conventions: areas travel as decimal strings). */
export const areaString = z.string().regex(/^\d+\.\d{2}$/);
/** Percent with two decimals, e.g. "87.25". */
export const percentString = z.string().regex(/^\d+\.\d{2}$/);

/** What approval still lacks; all empty/false when it may go ahead. */
export const approvalMissing = z.object({
  settings: z.array(z.enum(SETTINGS_FIELDS)),
  packingList: z.boolean(),
  /** Names of the planes without an accepted cutting plan. */
  planes: z.array(z.string()),
});
export type ApprovalMissing = z.infer<typeof approvalMissing>;

export const projectItem = z.object({
  id: z.string(),
  name: z.string(),
  orderNo: z.string(),
  customerName: z.string(),
  customerBrand: z.string(),
  deliveryAt: z.string().nullable(),
  projectType: z.enum(PROJECT_TYPES),
  reviewState: z.enum(REVIEW_STATES),
  productionState: z.enum(PRODUCTION_STATES),
  archived: z.boolean(),
  terminated: z.boolean(),
  planeCount: int32(),
  pieceCount: int32(),
  slabCount: int32(),
  totalAreaM2: areaString,
  yieldPercent: percentString,
  packingListState: z.enum(PACKING_LIST_STATES),
  /** List answers only (the detail answer has its own): so a row offers approve only when it can pass. */
  approvalMissing: approvalMissing.optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: int32(),
});
export type ProjectItem = z.infer<typeof projectItem>;
export const projectListData = listResponse(projectItem);
export type ProjectListData = z.infer<typeof projectListData>;

/** webProduce/getRecentSolutionSummary: home figures over the last PROJECT_LIMITS.summaryDays. */
export const recentSummaryData = z.object({
  days: int32(),
  since: z.string(),
  projectCount: int32(),
  byProduction: z.object({
    notStarted: int32(),
    inProduction: int32(),
    completed: int32(),
  }),
  byReview: z.object({
    pending: int32(),
    reviewed: int32(),
    done: int32(),
  }),
  planeCount: int32(),
  pieceCount: int32(),
  slabCount: int32(),
  totalAreaM2: areaString,
  /** Piece area over slab area of the planned projects in the period. */
  yieldPercent: percentString,
});
export type RecentSummaryData = z.infer<typeof recentSummaryData>;

import { z } from 'zod';
import { int32 } from '../integers.ts';
import { targetProgressItem } from '../pay/pay.ts';

/**
 * Digital boards (issue 20, domain.md step 11): workshop TV screens that read what the floor
 * records. Every figure is counted by SQL on each read; a `pieceProgress` live event tells a
 * board to read again. Areas and lengths travel as decimal text (m², m; units.ts); days are
 * factory days (UTC+8, cutting/days.ts), the last `BOARD_DAYS` of them, today included.
 */
export const BOARD_DAYS = 30;
/** How many projects, processes, saws or materials a board ranks (a TV shows no more). */
export const BOARD_TOP = 10;

export const BOARD_NAMES = [
  'masterControl',
  'packing',
  'secondary',
  'materialOpening',
  'totalOpening',
  'kitCompletion',
  'monthlyIndicators',
] as const;
export type BoardName = (typeof BOARD_NAMES)[number];

const m2 = z.string();
const projectRef = { id: z.string(), name: z.string(), orderNo: z.string() };

const stageTotals = {
  liveProjects: int32(),
  pieceCount: int32(),
  plannedCount: int32(),
  cutCount: int32(),
  secondaryCount: int32(),
  boxedCount: int32(),
};
const todayFigures = z.object({
  slabCount: int32(),
  cutAreaM2: m2,
  reportCount: int32(),
  packedCount: int32(),
});

export const masterControlData = z.object({
  ...stageTotals,
  today: todayFigures,
  projects: z.array(
    z.object({
      ...projectRef,
      pieceCount: int32(),
      cutCount: int32(),
      secondaryCount: int32(),
      boxedCount: int32(),
    }),
  ),
});

export const packingBoardData = z.object({
  today: z.object({ packedCount: int32(), packedAreaM2: m2, boxesCreated: int32() }),
  openBoxes: int32(),
  sealedBoxes: int32(),
  days: z.array(z.object({ day: z.string(), packedCount: int32(), packedAreaM2: m2 })),
  projects: z.array(
    z.object({ ...projectRef, pieceCount: int32(), boxedCount: int32(), boxCount: int32() }),
  ),
});

export const secondaryBoardData = z.object({
  todayCount: int32(),
  days: z.array(z.object({ day: z.string(), reportCount: int32() })),
  processes: z.array(z.object({ id: z.string(), name: z.string(), reportCount: int32() })),
});

const cutFigures = {
  slabCount: int32(),
  pieceAreaM2: m2,
  slabAreaM2: m2,
  cutLengthM: m2,
};
export const materialOpeningData = z.object({
  today: z.object(cutFigures),
  days: z.array(z.object({ day: z.string(), ...cutFigures })),
  devices: z.array(z.object({ id: z.string(), name: z.string(), ...cutFigures })),
});

const withYield = { ...cutFigures, yieldPercent: z.string() };
export const totalOpeningData = z.object({
  totals: z.object(withYield),
  materials: z.array(
    z.object({ id: z.string(), nameZh: z.string(), nameEn: z.string(), ...withYield }),
  ),
  projects: z.array(z.object({ ...projectRef, ...withYield })),
});

const kitCounts = {
  pieceCount: int32(),
  /** Scanned at the kit check, their group not complete yet. */
  checkedCount: int32(),
  /** In a group found short. */
  shortCount: int32(),
  /** In a complete set, or past it (packing, packed, shipped). */
  completeCount: int32(),
};
export const kitCompletionData = z.object({
  ...kitCounts,
  projects: z.array(z.object({ ...projectRef, ...kitCounts })),
});

const dayIndicators = {
  slabCount: int32(),
  cutAreaM2: m2,
  reportCount: int32(),
  packedCount: int32(),
  packedAreaM2: m2,
};
export const monthlyIndicatorsData = z.object({
  fromDay: z.string(),
  toDay: z.string(),
  totals: z.object(dayIndicators),
  days: z.array(z.object({ day: z.string(), ...dayIndicators })),
  /**
   * The factory month so far against its monthly targets (月度标准, set under the pay area):
   * each module's done area and target (null when none is set).
   */
  targets: z.object({ month: z.string(), list: z.array(targetProgressItem) }),
});

/** /digitalFactory and /produceData/mesDigitalFactory: the factory at a glance. */
export const digitalFactoryData = z.object({
  ...stageTotals,
  today: todayFigures,
  days: monthlyIndicatorsData.shape.days,
});

export type MasterControlData = z.infer<typeof masterControlData>;
export type PackingBoardData = z.infer<typeof packingBoardData>;
export type SecondaryBoardData = z.infer<typeof secondaryBoardData>;
export type MaterialOpeningData = z.infer<typeof materialOpeningData>;
export type TotalOpeningData = z.infer<typeof totalOpeningData>;
export type KitCompletionData = z.infer<typeof kitCompletionData>;
export type MonthlyIndicatorsData = z.infer<typeof monthlyIndicatorsData>;
export type DigitalFactoryData = z.infer<typeof digitalFactoryData>;

import { CUTTING_LIMITS, type CuttingPreset } from './schemas.ts';

/**
 * Factory days (docs/adr/0017): records are stored with UTC times and counted by the day of the
 * factory's clock, UTC+8, so "today" starts at the factory's midnight.
 */
const OFFSET_MS = CUTTING_LIMITS.factoryUtcOffsetMinutes * 60_000;
const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of the factory day an ISO time falls on. */
export const factoryDay = (iso: string | Date): string =>
  new Date(new Date(iso).getTime() + OFFSET_MS).toISOString().slice(0, 10);

/** The UTC ISO time the factory day starts at. */
export const dayStartIso = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) - OFFSET_MS).toISOString();

export const addDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (0 for the same day). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** "2026-11-27 14:03" on the factory clock. */
export const factoryTime = (iso: string): string =>
  new Date(new Date(iso).getTime() + OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');

const PRESET_DAYS: Record<CuttingPreset, number> = {
  week: 7,
  month: 30,
  quarter: 90,
  halfYear: 182,
  year: 365,
};

export type DayRange = { fromDay: string; toDay: string };

/** The preset's days up to and including today. */
export function presetRange(preset: CuttingPreset, now: Date = new Date()): DayRange {
  const toDay = factoryDay(now);
  return { fromDay: addDays(toDay, 1 - PRESET_DAYS[preset]), toDay };
}

/** The calendar month so far, on the factory clock. */
export function monthSoFar(now: Date = new Date()): DayRange {
  const toDay = factoryDay(now);
  return { fromDay: `${toDay.slice(0, 8)}01`, toDay };
}

/** Longest custom range: a year (the longest preset) and a day of leap slack. */
export const MAX_RANGE_DAYS = 366;

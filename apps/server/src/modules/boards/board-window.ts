// The boards' window: the last BOARD_DAYS factory days (UTC+8, as cutting and work reports
// count them), today included, and the folding of UTC hours into those days.
import { BOARD_DAYS } from '@stone/shared/boards/boards';
import { addDays, dayStartIso, factoryDay } from '@stone/shared/cutting/days';
import { divideRounded, hundredthsText, MM_PER_M } from '@stone/shared/units';

export type BoardWindow = {
  today: string;
  fromDay: string;
  days: string[];
  /** From the first day's factory midnight to the end of today. */
  range: { fromIso: string; toIso: string };
  todayRange: { fromIso: string; toIso: string };
};

export function boardWindow(now: Date = new Date()): BoardWindow {
  const today = factoryDay(now);
  const fromDay = addDays(today, 1 - BOARD_DAYS);
  const end = dayStartIso(addDays(today, 1));
  return {
    today,
    fromDay,
    days: Array.from({ length: BOARD_DAYS }, (_, i) => addDays(fromDay, i)),
    range: { fromIso: dayStartIso(fromDay), toIso: end },
    todayRange: { fromIso: dayStartIso(today), toIso: end },
  };
}

export type HourRow = { hour: string; n: number | string; area?: number | string | null };
export type DayTotal = { n: number; area: number };

/** Rows per UTC hour ('YYYY-MM-DDTHH') summed into factory days. */
export function foldHours(rows: readonly HourRow[]): Map<string, DayTotal> {
  const days = new Map<string, DayTotal>();
  for (const r of rows) {
    const day = factoryDay(`${r.hour}:00:00.000Z`);
    const total = days.get(day) ?? { n: 0, area: 0 };
    total.n += Number(r.n);
    total.area += Number(r.area ?? 0);
    days.set(day, total);
  }
  return days;
}

/** mm as metres with two decimals. */
export const mmToM = (mm: number | string): string =>
  hundredthsText(divideRounded(Math.max(0, Number(mm)), MM_PER_M / 100));

/** Exact figures for the API: areas are integer mm², yields integer basis points. */

const hundredths = (n: number) => `${Math.floor(n / 100)}.${String(n % 100).padStart(2, '0')}`;

/** mm² as m² with two decimals, rounded half up on the exact integer ("12.35"). */
export const mm2ToM2 = (mm2: number | string): string =>
  hundredths(Math.round(Math.max(0, Number(mm2)) / 10_000));

/** Basis points as a percent with two decimals (8725 → "87.25"). */
export const bpToPercent = (bp: number): string => hundredths(Math.max(0, Math.round(bp)));

/** Any ISO time as the canonical UTC form stored in the database, so text comparison works. */
export const toUtcIso = (iso: string): string => new Date(iso).toISOString();

export const isTrue = (flag: number): boolean => flag === 1;

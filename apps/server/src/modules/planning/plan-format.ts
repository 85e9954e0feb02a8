/** Integer basis points (10000 = 100 %) as the percent string the API sends, e.g. "87.25". */
export const bpToPercent = (bp: number): string => (Math.max(0, Math.round(bp)) / 100).toFixed(2);

/** mm² (integer) as m² with two decimals, rounded half up on the exact integer. */
export function mm2ToM2(mm2: number): string {
  const hundredths = Math.round(Math.max(0, mm2) / 10_000);
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

/** A 0–1 fraction as basis points. */
export const toBp = (fraction: number): number => Math.round(fraction * 10_000);

import { BP_PER_WHOLE, hundredthsText, parseHundredths, TWO_DECIMALS } from '@stone/shared/units';

/** A coefficient as typed, in basis points, or null when it is not one (0 < x ≤ 100, 2 decimals). */
export function coefficientBp(text: string | undefined): number | null {
  const v = (text ?? '').trim();
  if (!TWO_DECIMALS.test(v)) return null;
  const bp = parseHundredths(v);
  return bp > 0 && bp <= BP_PER_WHOLE ? bp : null;
}

/** What is left of 100 % once `adding` more basis points join a team totalling `totalText`. */
export function remainingBp(totalText: string, adding = 0): number {
  return BP_PER_WHOLE - parseHundredths(totalText) - adding;
}

export const percentText = (bp: number) => hundredthsText(bp);

/** The antd form rule of a coefficient field. */
export const coefficientRule = (message: string) => ({
  validator: (_: unknown, value: string | undefined) =>
    coefficientBp(value) === null ? Promise.reject(new Error(message)) : Promise.resolve(),
});

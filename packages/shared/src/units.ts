/**
 * Units and money, in one place for server and web (docs/adr/0012). Stored and computed as
 * integers so sums stay exact on both databases: lengths in millimetres, areas in mm², yields
 * and progress in basis points (10 000 = 100 %), two-decimal quantities (rack values) and money
 * in hundredths (money: integer cents, 分). Texts with two decimals ("12.34") travel in JSON.
 * Conversions happen here and nowhere else.
 */

export const MM2_PER_M2 = 1_000_000;
export const MM_PER_M = 1_000;
export const BP_PER_WHOLE = 10_000;

/** `n / d` rounded half away from zero, exactly, for integers `n` and positive `d`. */
export function divideRounded(n: number, d: number): number {
  const q = Math.trunc(n / d);
  const r = n - q * d;
  if (2 * Math.abs(r) >= d) return q + Math.sign(n);
  return q;
}

/** 1234 → "12.34", -5 → "-0.05": an integer count of hundredths as text with two decimals. */
export function hundredthsText(hundredths: number): string {
  const sign = hundredths < 0 ? '-' : '';
  const abs = Math.abs(hundredths);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Digits with at most two decimals, the form every exact decimal input takes (product-spec §5). */
export const TWO_DECIMALS = /^\d+(\.\d{1,2})?$/;

/** "12.5" → 1250, exactly (no binary float on the way). The text must match TWO_DECIMALS. */
export function parseHundredths(text: string): number {
  if (!TWO_DECIMALS.test(text)) throw new RangeError(`not a two-decimal number: ${text}`);
  const [whole = '0', frac = ''] = text.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

/** mm² as m² with two decimals, rounded half up on the exact integer (123 456 789 → "123.46"). */
export const mm2ToM2 = (mm2: number | string | bigint): string =>
  hundredthsText(divideRounded(Math.max(0, Number(mm2)), MM2_PER_M2 / 100));

/**
 * An exact quantity `amount / per` (`per` a power of ten) as decimal text, at least two decimals
 * and no rounding: 4003 mm per 1000 → "4.003", 480 000 mm² per 1 000 000 → "0.48". Settlement
 * lines print the quantity they were priced on (docs/adr/0020), so a reader's check adds up.
 */
export function exactDecimalText(amount: number, per: number): string {
  const digits = Math.round(Math.log10(per));
  const abs = Math.abs(amount);
  let frac =
    digits > 0
      ? String(abs % per)
          .padStart(digits, '0')
          .replace(/0+$/, '')
      : '';
  if (frac.length < 2) frac = frac.padEnd(2, '0');
  return `${amount < 0 ? '-' : ''}${Math.trunc(abs / per)}.${frac}`;
}

/** Basis points as a percent with two decimals (8725 → "87.25"). */
export const bpToPercent = (bp: number): string => hundredthsText(Math.max(0, Math.round(bp)));

/** A 0–1 fraction as basis points (0.87254 → 8725). */
export const fractionToBp = (fraction: number): number => Math.round(fraction * BP_PER_WHOLE);

/** `part / whole` in basis points, rounded half up; 0 when there is no whole. */
export const ratioToBp = (part: number, whole: number): number =>
  whole > 0 ? divideRounded(part * BP_PER_WHOLE, whole) : 0;

/* Money: integer cents. */

/** An amount of money in cents (分): always an integer. */
export type Cents = number;

/** "12.34" → 1234. The text must match TWO_DECIMALS (validate with the shared schema first). */
export const parseMoney = (text: string): Cents => parseHundredths(text);

/** 1234 → "12.34". */
export const formatMoney = (cents: Cents): string => hundredthsText(cents);

/**
 * What a quantity costs at a unit price, rounded half up to the cent. The quantity is exact:
 * `amount` of `per`-ths of the price's unit (metres as mm: per 1000; m² as mm²: per 1 000 000;
 * pieces: per 1). BigInt keeps every intermediate exact however large the product.
 */
export function priceTimes(unitCents: Cents, amount: number, per = 1): Cents {
  const product = BigInt(unitCents) * BigInt(amount);
  const d = BigInt(per);
  let q = product / d;
  const r = product % d;
  if (2n * (r < 0n ? -r : r) >= d) q += product < 0n ? -1n : 1n;
  return Number(q);
}

/**
 * `total` cents (≥ 0) split in proportion to integer `weights` (e.g. team coefficients in basis
 * points), by largest remainder:
 * every part is a whole cent and the parts always add up to `total` exactly. Ties go to the
 * earlier weight, so the same input always gives the same split.
 */
export function splitByWeights(total: Cents, weights: readonly number[]): Cents[] {
  const sum = weights.reduce((a, w) => a + w, 0);
  if (weights.length === 0) return [];
  if (sum <= 0 || total < 0) throw new RangeError('a split needs a total ≥ 0 and weights > 0');
  const shares = weights.map((w, i) => {
    const exact = BigInt(total) * BigInt(w);
    const floor = exact / BigInt(sum);
    return { i, floor: Number(floor), rest: exact - floor * BigInt(sum) };
  });
  let left = total - shares.reduce((a, s) => a + s.floor, 0);
  const byRest = [...shares].sort((a, b) =>
    b.rest > a.rest ? 1 : b.rest < a.rest ? -1 : a.i - b.i,
  );
  const parts = shares.map((s) => s.floor);
  for (const s of byRest) {
    if (left <= 0) break;
    parts[s.i] = (parts[s.i] as number) + 1;
    left -= 1;
  }
  return parts;
}

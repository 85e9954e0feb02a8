/** Orders (issue 19): an OEM order (代工) or a finished-product order (成品). */
export const ORDER_TYPES = ['oem', 'product'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const ORDER_LIMITS = {
  nameMax: 64,
  textMax: 64,
  keywordMax: 40,
  /** Projects added to an order in one call. */
  addMax: 100,
  /** Rows of the project picker. */
  choicesMax: 50,
  /** Digits before the decimal point of a unit price (per m²): up to 99,999,999.99. */
  priceIntDigits: 8,
} as const;

/** Order numbers: `DD` + the factory day + a sequence of that day (`DD20261127-0001`). */
export const orderNumber = (day: string, seq: number) =>
  `DD${day.replaceAll('-', '')}-${String(seq).padStart(4, '0')}`;

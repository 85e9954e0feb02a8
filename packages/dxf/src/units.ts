/** Units a caller may force; every one is converted to mm. */
export const LENGTH_UNITS = ['mm', 'cm', 'm', 'inch', 'ft'] as const;
export type LengthUnit = (typeof LENGTH_UNITS)[number];

export const MM_PER_UNIT: Record<LengthUnit, number> = {
  mm: 1,
  cm: 10,
  m: 1000,
  inch: 25.4,
  ft: 304.8,
};

/** `$INSUNITS` codes we convert; 0 means unitless and anything else is reported unsupported. */
const INSUNITS_TO_UNIT: Record<number, LengthUnit> = {
  1: 'inch',
  2: 'ft',
  4: 'mm',
  5: 'cm',
  6: 'm',
};

export type DeclaredUnits = LengthUnit | 'unknown' | 'unsupported';

export function unitFromInsunits(code: number | undefined): DeclaredUnits {
  if (code === undefined || code === 0) return 'unknown';
  return INSUNITS_TO_UNIT[code] ?? 'unsupported';
}

export function isLengthUnit(value: string): value is LengthUnit {
  return (LENGTH_UNITS as readonly string[]).includes(value);
}

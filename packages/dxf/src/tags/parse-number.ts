import { DxfError } from '../errors.ts';

/** Parses a DXF numeric value strictly: NaN, infinities and overflow are typed errors. */
export function parseDxfNumber(raw: string, where: string): number {
  const value = Number(raw);
  if (Number.isFinite(value) && raw.trim() !== '') return value;
  if (/^\s*[-+]?(nan|inf|infinity|[\d.]+e[-+]?\d+)\s*$/i.test(raw)) {
    throw new DxfError('DXF_NON_FINITE_NUMBER', { value: raw.trim(), where });
  }
  throw new DxfError('DXF_MALFORMED', { where, detail: `"${raw.trim()}" is not a number` });
}

// What one work report is worth (docs/adr/0022), pure so a property test can drive it. The value
// is frozen on the report when it is written (work-reports.repository.ts), at the fee then in
// force, so pay and its drill-down read it and never recompute it.
//
// A report is worth its quantity in the process's unit × the process fee, rounded half up to the
// cent once (`priceTimes`). Quantities are those of the settlement documents (ADR 0020).
import type { ProcessUnit } from '@stone/shared/processes/enums';
import { MM2_PER_M2, MM_PER_M, priceTimes, type Cents } from '@stone/shared/units';

/** Exact integers of one piece: its net area (mm²) and its rectangle's perimeter (mm). */
export type PieceSize = { areaMm2: number; perimeterMm: number };

/** The divisor that turns the unit's integer quantity into the priced unit. */
export const PER_OF_UNIT: Record<ProcessUnit, number> = {
  perSquareMetre: MM2_PER_M2,
  perMetre: MM_PER_M,
  perPiece: 1,
};

/** A report's quantity as the settlement documents count it (ADR 0020): pieces, mm or mm². */
export const quantityOf = (unit: ProcessUnit, piece: PieceSize): number =>
  unit === 'perSquareMetre' ? piece.areaMm2 : unit === 'perMetre' ? piece.perimeterMm : 1;

/** One report's value, rounded once. */
export const reportValue = (unit: ProcessUnit, feeCents: Cents, piece: PieceSize): Cents =>
  priceTimes(feeCents, quantityOf(unit, piece), PER_OF_UNIT[unit]);

/**
 * A stored piece's whole-mm size. Widths are stored as doubles: the perimeter is rounded once, as
 * the SQL twin does (`cast(round(2 * (w + h)) as bigint)`), so both give the same integers.
 */
export const pieceSizeOf = (s: {
  width_mm: number;
  height_mm: number;
  area_mm2: number;
}): PieceSize => ({
  perimeterMm: Math.round(2 * (Number(s.width_mm) + Number(s.height_mm))),
  areaMm2: Math.round(Number(s.area_mm2)),
});

/** Units a process may carry; anything else (a row written before units were checked) is per piece. */
export const unitOf = (unit: string): ProcessUnit =>
  unit === 'perMetre' || unit === 'perSquareMetre' ? unit : 'perPiece';

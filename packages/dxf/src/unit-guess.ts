import { MM_PER_UNIT } from './units.ts';

/** Units a person picks for a drawing that declares none (issue 23): the ones stone shops draw in. */
export const GUESSABLE_UNITS = ['mm', 'cm', 'm', 'inch'] as const;
export type GuessableUnit = (typeof GUESSABLE_UNITS)[number];

/**
 * The longest side of a typical stone piece, in mm: a vanity top, a tread, a wall panel. The
 * guess picks the unit that brings the drawing's median piece nearest to it (on a log scale,
 * so 10× too big and 10× too small weigh the same).
 */
const TYPICAL_SIDE_MM = 800;
/** Past these, no unit makes the median piece look like stone: no guess rather than a wild one. */
const PLAUSIBLE_SIDE_MM = { min: 20, max: 6_000 } as const;

type Sized = { width: number; height: number };

/**
 * Guesses the units of a drawing read without any (sizes as drawn) from its pieces' sizes,
 * or null when there is nothing to go by or no unit makes them plausible.
 */
export function guessUnits(pieces: readonly Sized[]): GuessableUnit | null {
  const sides = pieces
    .map((p) => Math.max(p.width, p.height))
    .filter((side) => Number.isFinite(side) && side > 0)
    .sort((a, b) => a - b);
  if (sides.length === 0) return null;
  const median = sides[Math.floor(sides.length / 2)] as number;
  let best: GuessableUnit | null = null;
  let bestDistance = Infinity;
  for (const unit of GUESSABLE_UNITS) {
    const sideMm = median * MM_PER_UNIT[unit];
    if (sideMm < PLAUSIBLE_SIDE_MM.min || sideMm > PLAUSIBLE_SIDE_MM.max) continue;
    const distance = Math.abs(Math.log(sideMm / TYPICAL_SIDE_MM));
    if (distance < bestDistance) {
      best = unit;
      bestDistance = distance;
    }
  }
  return best;
}

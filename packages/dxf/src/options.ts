import type { LengthUnit } from './units.ts';

export type ReadDxfOptions = {
  /** Endpoints closer than this (mm) are joined when chaining loose segments. */
  chainTolerance?: number;
  /** Largest distance (mm) between an arc and its tessellated chords. */
  chordTolerance?: number;
  /** Read the drawing in these units, whatever (or whether) it declares. */
  units?: LengthUnit;
  maxFileBytes?: number;
  maxEntities?: number;
  maxVerticesPerPolyline?: number;
  maxBlockDepth?: number;
  maxExpandedEntities?: number;
  timeBudgetMs?: number;
};

export type ResolvedOptions = Required<Omit<ReadDxfOptions, 'units'>> & {
  units: LengthUnit | undefined;
};

/** Defaults sized for real factory drawings (a few MB) with headroom for large site plans. */
export const DEFAULT_OPTIONS: ResolvedOptions = {
  chainTolerance: 0.01,
  chordTolerance: 0.1,
  units: undefined,
  maxFileBytes: 200 * 1024 * 1024,
  maxEntities: 5_000_000,
  maxVerticesPerPolyline: 1_000_000,
  maxBlockDepth: 16,
  maxExpandedEntities: 5_000_000,
  timeBudgetMs: 60_000,
};

export function resolveOptions(options: ReadDxfOptions = {}): ResolvedOptions {
  const defined = Object.fromEntries(
    Object.entries(options).filter(([, value]) => value !== undefined),
  ) as ReadDxfOptions;
  return { ...DEFAULT_OPTIONS, ...defined };
}

// Turns a plane's pieces and its project's settings into the planner's problem. Pieces are
// planned as their bounding rectangles (the saw cuts a rectangle first; outlines and holes are
// secondary processing), one planner piece per engineering slab so each placement names its row.
import type { PlannerMode, Problem, SlabInput } from '@stone/planner';
import type { ProjectSettings } from '@stone/shared/projects/settings';
import { FLOW_LIMITS } from '@stone/shared/material-flows/schemas';

export type PlanPiece = { id: string; code: string; width: number; height: number };

/** The first piece no slab size can hold in either orientation, after trimming the edges. */
export function findOversizedPiece(
  settings: ProjectSettings,
  pieces: PlanPiece[],
): PlanPiece | null {
  const usable = settings.slabSizes.map((s) => ({
    l: s.lengthMm - 2 * settings.trimMm,
    w: s.widthMm - 2 * settings.trimMm,
  }));
  const fits = (p: PlanPiece) =>
    usable.some((u) => (p.width <= u.l && p.height <= u.w) || (p.height <= u.l && p.width <= u.w));
  return pieces.find((p) => !fits(p)) ?? null;
}

/** Slab ids are positions in the settings ("S1", …): two sizes may be equal. */
export const slabIdOf = (index: number): string => `S${index + 1}`;

export function buildProblem(
  settings: ProjectSettings,
  pieces: PlanPiece[],
  timeBudgetMs: number,
  /** Real slabs from stock (planning with inventory) instead of the settings' nominal sizes. */
  inventory: SlabInput[] | null = null,
): Problem {
  const mode: PlannerMode = settings.plannerMode;
  return {
    units: 'mm',
    mode,
    // Bridge saws cut strips, stacks and pieces: three stages plus a trim cut.
    maxStages: mode === 'guillotine' ? 3 : null,
    kerf: settings.kerfMm,
    trim: settings.trimMm,
    // Free regions this large are kept in the layout: a confirmed cut stocks them as remnants.
    minRemnant: { width: FLOW_LIMITS.minRemnantMm, height: FLOW_LIMITS.minRemnantMm },
    timeLimitMs: timeBudgetMs,
    // Fixed, so the same plane and budget give comparable runs.
    seed: 1,
    slabs:
      inventory ??
      settings.slabSizes.map((s, i) => ({
        id: slabIdOf(i),
        width: s.lengthMm,
        height: s.widthMm,
        count: s.count ?? null,
        defects: [],
      })),
    pieces: pieces.map((p) => ({
      id: p.id,
      width: p.width,
      height: p.height,
      quantity: 1,
      rotatable: true,
      label: p.code,
    })),
  };
}

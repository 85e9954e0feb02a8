// Turns a plane's pieces and its project's settings into the planner's problem. Pieces are
// planned as their bounding rectangles (the saw cuts a rectangle first; outlines and holes are
// secondary processing), one planner piece per engineering slab so each placement names its row;
// yields count each piece's net area (issue 23).
import type { PlannerMode, Problem, SlabInput } from '@stone/planner';
import type { ProjectSettings } from '@stone/shared/projects/settings';
import { FLOW_LIMITS } from '@stone/shared/material-flows/schemas';
import { toPlannerSize } from '../../lib/planner-axes.ts';

/**
 * `area`: net area in mm² (holes and arcs subtracted), what the piece adds to a yield;
 * `rotationLocked`: the vein fixes its drawn orientation (issue 24).
 */
export type PlanPiece = {
  id: string;
  code: string;
  width: number;
  height: number;
  area: number;
  rotationLocked?: boolean;
};

/** Slab ids are positions in the settings ("S1", …): two sizes may be equal. */
export const slabIdOf = (index: number): string => `S${index + 1}`;

/**
 * The slabs to plan on: real slabs from stock (planning with inventory), or else the settings'
 * nominal sizes, as many of each as the settings allow.
 */
export const plannerSlabs = (
  settings: ProjectSettings,
  inventory: SlabInput[] | null,
): SlabInput[] =>
  inventory ??
  settings.slabSizes.map((s, i) => ({
    id: slabIdOf(i),
    ...toPlannerSize(s),
    count: s.count ?? null,
    defects: [],
  }));

/**
 * The first piece no slab can hold, after trimming the edges: in either orientation, or only as
 * drawn when its rotation is locked (the planner would otherwise leave it unplaced silently).
 */
export function findOversizedPiece(
  slabs: SlabInput[],
  trimMm: number,
  pieces: PlanPiece[],
): PlanPiece | null {
  const usable = slabs.map((s) => ({ width: s.width - 2 * trimMm, height: s.height - 2 * trimMm }));
  const fits = (p: PlanPiece) =>
    usable.some(
      (u) =>
        (p.width <= u.width && p.height <= u.height) ||
        (!p.rotationLocked && p.height <= u.width && p.width <= u.height),
    );
  return pieces.find((p) => !fits(p)) ?? null;
}

export function buildProblem(
  settings: ProjectSettings,
  pieces: PlanPiece[],
  timeBudgetMs: number,
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
    slabs: plannerSlabs(settings, inventory),
    pieces: pieces.map((p) => ({
      id: p.id,
      width: p.width,
      height: p.height,
      quantity: 1,
      rotatable: true,
      ...(p.rotationLocked ? { rotationLocked: true } : {}),
      label: p.code,
      // Yields count the true piece; the planner still places its bounding rectangle.
      area: p.area,
    })),
  };
}

// Checks an answer against its problem without trusting, or reusing, the planner's geometry:
// sizes, rotation, usable area, kerf gaps, defects, quantities, guillotine cut replay, remnants,
// yields, cut lengths and stats are all recomputed here from the public answer alone.
import type { Answer, Placement, Problem, Rect, SlabLayout } from './types.ts';
import { netAreaOf } from './shape.ts';
import { checkCuts } from './validate-cuts.ts';

const TOL = 1e-6;

export type ValidationResult = { ok: boolean; errors: string[] };

const near = (a: number, b: number, scale = 1): boolean =>
  Math.abs(a - b) <= TOL * Math.max(1, scale);

/** Net area of a slab's pieces (holes and arcs subtracted), from the problem's own pieces. */
function netAreaOn(problem: Problem, layout: SlabLayout): number {
  let area = 0;
  for (const p of layout.placements) {
    const piece = problem.pieces.find((q) => q.id === p.pieceId);
    area += piece ? netAreaOf(piece) : p.width * p.height;
  }
  return area;
}

/** Open rectangles overlap after growing `a` by `grow` on every side. */
function overlapGrown(a: Rect, b: Rect, grow: number): boolean {
  return (
    a.x - grow < b.x + b.width - TOL &&
    b.x < a.x + a.width + grow - TOL &&
    a.y - grow < b.y + b.height - TOL &&
    b.y < a.y + a.height + grow - TOL
  );
}

function checkPlacement(
  problem: Problem,
  p: Placement,
  W: number,
  H: number,
  where: string,
  errors: string[],
): void {
  const piece = problem.pieces.find((q) => q.id === p.pieceId);
  if (!piece) {
    errors.push(`${where}: unknown piece ${p.pieceId}`);
    return;
  }
  const [w, h] = p.rotated ? [piece.height, piece.width] : [piece.width, piece.height];
  if (!near(p.width, w) || !near(p.height, h))
    errors.push(`${where}: size ${p.width}×${p.height} is not ${w}×${h}`);
  if (p.rotated && piece.rotationLocked === true)
    errors.push(`${where}: piece ${p.pieceId} is rotation-locked (vein) but placed rotated`);
  else if (p.rotated && !piece.rotatable)
    errors.push(`${where}: piece ${p.pieceId} may not be rotated`);
  const t = problem.trim;
  if (
    p.x < t - TOL ||
    p.y < t - TOL ||
    p.x + p.width > W - t + TOL ||
    p.y + p.height > H - t + TOL
  ) {
    errors.push(`${where}: outside the usable area`);
  }
}

function checkSlab(problem: Problem, layout: SlabLayout, s: number, errors: string[]): number {
  const slab = problem.slabs.find((x) => x.id === layout.slabId);
  if (!slab) {
    errors.push(`slab ${s}: unknown slab ${layout.slabId}`);
    return 0;
  }
  const { kerf } = problem;
  layout.placements.forEach((p, i) => {
    const where = `slab ${s} piece ${i}`;
    checkPlacement(problem, p, slab.width, slab.height, where, errors);
    for (const d of slab.defects)
      if (overlapGrown(d, p, kerf / 2)) errors.push(`${where}: over a defect`);
    for (let j = i + 1; j < layout.placements.length; j++) {
      const q = layout.placements[j] as Placement;
      if (overlapGrown(p, q, kerf)) errors.push(`${where} and piece ${j}: closer than the kerf`);
    }
  });
  const min = problem.minRemnant;
  layout.remnants.forEach((r, i) => {
    const where = `slab ${s} remnant ${i}`;
    const t = problem.trim;
    if (
      r.x < t - TOL ||
      r.y < t - TOL ||
      r.x + r.width > slab.width - t + TOL ||
      r.y + r.height > slab.height - t + TOL
    ) {
      errors.push(`${where}: outside the usable area`);
    }
    if (!min) errors.push(`${where}: no minRemnant was asked for`);
    else if (!(
      (r.width >= min.width - TOL && r.height >= min.height - TOL) ||
      (r.width >= min.height - TOL && r.height >= min.width - TOL)
    )) {
      errors.push(`${where}: smaller than minRemnant`);
    }
    if (layout.placements.some((p) => overlapGrown(p, r, kerf)))
      errors.push(`${where}: overlaps a piece`);
    if (slab.defects.some((d) => overlapGrown(d, r, 0))) errors.push(`${where}: contains a defect`);
    for (let j = i + 1; j < layout.remnants.length; j++) {
      if (overlapGrown(r, layout.remnants[j] as Rect, 0))
        errors.push(`${where}: overlaps remnant ${j}`);
    }
  });
  const area = netAreaOn(problem, layout);
  if (!near(layout.yield, area / (slab.width * slab.height)))
    errors.push(`slab ${s}: yield ${layout.yield} is wrong`);
  if (problem.mode === 'free') {
    if (layout.cuts.length > 0) errors.push(`slab ${s}: free layouts carry no guillotine cuts`);
    return layout.placements.reduce((a, p) => a + 2 * (p.width + p.height), 0);
  }
  const replay = checkCuts({
    width: slab.width,
    height: slab.height,
    trim: problem.trim,
    kerf,
    maxStages: problem.maxStages,
    placements: layout.placements,
    cuts: layout.cuts,
  });
  for (const e of replay.errors) errors.push(`slab ${s}: ${e}`);
  return replay.length;
}

/** The reported leftover of the last slab must really be empty, usable stone (issue 24). */
function checkLastRemnant(problem: Problem, answer: Answer, errors: string[]): void {
  const r = answer.stats.lastSlabRemnant;
  if (!r) return;
  const layout = answer.slabs.at(-1);
  const slab = layout && problem.slabs.find((x) => x.id === layout.slabId);
  if (!layout || !slab) {
    errors.push('stats.lastSlabRemnant: there is no last slab');
    return;
  }
  const t = problem.trim;
  if (
    !(r.width > 0 && r.height > 0) ||
    r.x < t - TOL ||
    r.y < t - TOL ||
    r.x + r.width > slab.width - t + TOL ||
    r.y + r.height > slab.height - t + TOL
  )
    errors.push('stats.lastSlabRemnant: outside the usable area');
  if (layout.placements.some((p) => overlapGrown(p, r, problem.kerf)))
    errors.push('stats.lastSlabRemnant: closer than the kerf to a piece');
  const min = problem.minRemnant;
  if (
    min &&
    !(
      (r.width >= min.width - TOL && r.height >= min.height - TOL) ||
      (r.width >= min.height - TOL && r.height >= min.width - TOL)
    )
  )
    errors.push('stats.lastSlabRemnant: smaller than minRemnant');
}

export function validateAnswer(problem: Problem, answer: Answer): ValidationResult {
  const errors: string[] = [];
  checkLastRemnant(problem, answer, errors);
  let cutLength = 0;
  let pieceArea = 0;
  let slabArea = 0;
  answer.slabs.forEach((layout, s) => {
    cutLength += checkSlab(problem, layout, s, errors);
    const slab = problem.slabs.find((x) => x.id === layout.slabId);
    if (slab) {
      pieceArea += netAreaOn(problem, layout);
      slabArea += slab.width * slab.height;
    }
  });
  for (const slab of problem.slabs) {
    const used = answer.slabs.filter((l) => l.slabId === slab.id).length;
    if (slab.count !== null && used > slab.count)
      errors.push(`slab ${slab.id}: ${used} used, only ${slab.count} exist`);
  }
  for (const piece of problem.pieces) {
    const placed = answer.slabs.reduce(
      (n, l) => n + l.placements.filter((p) => p.pieceId === piece.id).length,
      0,
    );
    const missing = answer.unplaced.filter((u) => u.pieceId === piece.id).length;
    if (placed + missing !== piece.quantity) {
      errors.push(
        `piece ${piece.id}: ${placed} placed + ${missing} unplaced ≠ quantity ${piece.quantity}`,
      );
    }
  }
  for (const u of answer.unplaced) {
    if (!problem.pieces.some((p) => p.id === u.pieceId))
      errors.push(`unplaced: unknown piece ${u.pieceId}`);
  }
  const st = answer.stats;
  if (st.slabsUsed !== answer.slabs.length)
    errors.push(`stats.slabsUsed ${st.slabsUsed} ≠ ${answer.slabs.length}`);
  if (!near(st.yield, slabArea > 0 ? pieceArea / slabArea : 0))
    errors.push(`stats.yield ${st.yield} is wrong`);
  const last = answer.slabs.slice(0, -1);
  const areaOf = (l: SlabLayout): number => {
    const slab = problem.slabs.find((x) => x.id === l.slabId);
    return slab ? slab.width * slab.height : 0;
  };
  const lastSlabArea = last.reduce((a, l) => a + areaOf(l), 0);
  const lastPieceArea = last.reduce((a, l) => a + netAreaOn(problem, l), 0);
  const expectedExLast = lastSlabArea > 0 ? lastPieceArea / lastSlabArea : st.yield;
  if (!near(st.yieldExcludingLast, expectedExLast))
    errors.push(`stats.yieldExcludingLast ${st.yieldExcludingLast} is wrong`);
  if (!near(st.cutLengthMm, cutLength, cutLength))
    errors.push(`stats.cutLengthMm ${st.cutLengthMm} ≠ ${cutLength}`);
  if (answer.unplaced.length === 0 && st.lowerBound > st.slabsUsed) {
    errors.push(`stats.lowerBound ${st.lowerBound} exceeds the ${st.slabsUsed} slabs used`);
  }
  return { ok: errors.length === 0, errors };
}

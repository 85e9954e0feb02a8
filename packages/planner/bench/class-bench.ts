// The 500-instance 2bp-class benchmark in three modes, with the npm peers on the same instances.
import { parseProblem } from '../src/parse-problem.ts';
import { planLayout } from '../src/plan.ts';
import type { Problem } from '../src/types.ts';
import { validateAnswer } from '../src/validate.ts';
import type { BoundsRow, ClassInstance } from './load-2bp.ts';
import { runGuillotinePacker, runMaxRectsPacker } from './peers.ts';

export type ModeName = 'guillotine-rotation' | 'guillotine-fixed' | 'free-rotation';

export const MODES: Record<
  ModeName,
  { mode: Problem['mode']; rotation: boolean; bks: string; lb: string; peer: string }
> = {
  'guillotine-rotation': {
    mode: 'guillotine',
    rotation: true,
    bks: 'bks_3stage_R',
    lb: 'LB_rotation_simple',
    peer: 'guillotine-packer',
  },
  'guillotine-fixed': {
    mode: 'guillotine',
    rotation: false,
    bks: 'bks_3stage_O',
    lb: 'L2_martello_vigo_oriented',
    peer: 'guillotine-packer',
  },
  'free-rotation': {
    mode: 'free',
    rotation: true,
    bks: 'best_R_F',
    lb: 'LB_rotation_simple',
    peer: 'maxrects-packer',
  },
};

export type InstanceResult = {
  name: string;
  cls: number;
  ours: number;
  peer: number | null;
  lb: number;
  bks: number;
  timeMs: number;
  invalid: string[];
};

export type ScaleOptions = { scaleTo: number; kerf: number; trim: number } | null;

export function classProblem(
  inst: ClassInstance,
  mode: ModeName,
  timeMs: number,
  scale: ScaleOptions,
  seed = 1,
): Problem {
  const m = MODES[mode];
  // Scaled run: the usable width becomes scaleTo - 2·trim so every original piece still fits.
  const f = scale ? (scale.scaleTo - 2 * scale.trim) / inst.W : 1;
  const size = (v: number): number => (scale ? Math.max(1, Math.round(v * f)) : v);
  return parseProblem({
    units: 'mm',
    mode: m.mode,
    maxStages: m.mode === 'guillotine' ? 3 : null,
    kerf: scale?.kerf ?? 0,
    trim: scale?.trim ?? 0,
    minRemnant: null,
    timeLimitMs: timeMs,
    seed,
    slabs: [
      {
        id: 'bin',
        width: scale ? scale.scaleTo : inst.W,
        height: scale ? scale.scaleTo : inst.H,
        count: null,
        defects: [],
      },
    ],
    pieces: inst.items.map((it, i) => ({
      id: `i${i}`,
      width: size(it.w),
      height: size(it.h),
      quantity: 1,
      rotatable: m.rotation,
    })),
  });
}

export function runInstance(
  inst: ClassInstance,
  bounds: BoundsRow | undefined,
  mode: ModeName,
  timeMs: number,
  opts: { peers: boolean; scale: ScaleOptions; maxIterations?: number },
): InstanceResult {
  const m = MODES[mode];
  const problem = classProblem(inst, mode, timeMs, opts.scale);
  const answer = planLayout(
    problem,
    opts.maxIterations ? { maxIterations: opts.maxIterations, timeLimitMs: 1e9 } : {},
  );
  const invalid = validateAnswer(problem, answer).errors;
  if (answer.unplaced.length > 0) invalid.push(`${answer.unplaced.length} unplaced`);
  let peer: number | null = null;
  if (opts.peers && !opts.scale) {
    const result =
      m.peer === 'maxrects-packer'
        ? runMaxRectsPacker(problem, m.rotation)
        : runGuillotinePacker(problem, m.rotation);
    const freeProblem: Problem = { ...problem, mode: 'free', maxStages: null };
    const peerErrors = validateAnswer(freeProblem, result.answer).errors;
    if (peerErrors.length > 0) invalid.push(`peer: ${peerErrors[0]}`);
    peer = result.bins;
  }
  return {
    name: inst.name,
    cls: inst.cls,
    ours: answer.stats.slabsUsed,
    peer,
    lb: Math.max(bounds?.[m.lb] ?? 0, answer.stats.lowerBound),
    bks: bounds?.[m.bks] ?? 0,
    timeMs: answer.stats.timeMs,
    invalid,
  };
}

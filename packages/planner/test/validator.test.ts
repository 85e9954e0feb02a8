import { describe, expect, it } from 'vitest';
import type { Answer, Cut, Placement, Problem, SlabLayout } from '../src/types.ts';
import { validateAnswer } from '../src/validate.ts';
import { makeProblem, piece } from './helpers.ts';

// Two 50×100 pieces side by side on a 100×100 slab: one vertical stage-1 cut at x = 50.
function twoHalves(
  overrides: Partial<SlabLayout> = {},
  problem: Partial<Problem> = {},
): [Problem, Answer] {
  const p = makeProblem({ pieces: [piece('h', 50, 100, 2, false)], ...problem });
  const placements: Placement[] = [
    { pieceId: 'h', x: 0, y: 0, width: 50, height: 100, rotated: false },
    { pieceId: 'h', x: 50, y: 0, width: 50, height: 100, rotated: false },
  ];
  const cuts: Cut[] = [{ stage: 1, orientation: 'vertical', x: 50, y: 0, length: 100 }];
  const slab: SlabLayout = {
    slabId: 'S',
    slabWidth: 100,
    slabHeight: 100,
    trim: 0,
    kerf: 0,
    defects: [],
    labels: {},
    placements,
    cuts,
    remnants: [],
    yield: 1,
    ...overrides,
  };
  const stats = {
    slabsUsed: 1,
    yield: 1,
    yieldExcludingLast: 1,
    lowerBound: 1,
    cutLengthMm: 100,
    timeMs: 0,
    iterations: 0,
  };
  return [p, { slabs: [slab], unplaced: [], stats }];
}

const errorsOf = (p: Problem, a: Answer): string[] => validateAnswer(p, a).errors;

describe('validateAnswer', () => {
  it('accepts a correct layout', () => {
    const [p, a] = twoHalves();
    expect(errorsOf(p, a)).toEqual([]);
  });

  it('catches overlapping pieces', () => {
    const [p, a] = twoHalves();
    a.slabs[0]!.placements[1]!.x = 40;
    expect(errorsOf(p, a).join()).toMatch(/closer than the kerf/);
  });

  it('catches a kerf violation', () => {
    const [p, a] = twoHalves({}, { kerf: 4, pieces: [piece('h', 48, 100, 2, false)] });
    const s = a.slabs[0]!;
    s.placements = [
      { pieceId: 'h', x: 0, y: 0, width: 48, height: 100, rotated: false },
      { pieceId: 'h', x: 50, y: 0, width: 48, height: 100, rotated: false },
    ];
    s.cuts = [{ stage: 1, orientation: 'vertical', x: 49, y: 0, length: 100 }];
    s.yield = 0.96;
    a.stats = { ...a.stats, yield: 0.96, yieldExcludingLast: 0.96 };
    expect(errorsOf(p, a).join()).toMatch(/closer than the kerf/);
    s.placements[1]!.x = 52;
    s.cuts[0]!.x = 50;
    // One kerf (48..52) between the pieces, the cut centred in it: valid.
    expect(errorsOf(p, a)).toEqual([]);
    s.cuts[0]!.x = 49;
    expect(errorsOf(p, a).join()).toMatch(/crosses piece/);
  });

  it('catches a piece over a defect, kerf included', () => {
    const [p, a] = twoHalves({}, { kerf: 0 });
    p.slabs[0]!.defects = [{ x: 10, y: 10, width: 1, height: 1 }];
    expect(errorsOf(p, a).join()).toMatch(/over a defect/);
  });

  it('catches a non-guillotine (pinwheel) layout', () => {
    const p = makeProblem({ pieces: [piece('a', 60, 40, 2, false), piece('b', 40, 60, 2, false)] });
    const placements: Placement[] = [
      { pieceId: 'a', x: 0, y: 0, width: 60, height: 40, rotated: false },
      { pieceId: 'b', x: 60, y: 0, width: 40, height: 60, rotated: false },
      { pieceId: 'a', x: 40, y: 60, width: 60, height: 40, rotated: false },
      { pieceId: 'b', x: 0, y: 40, width: 40, height: 60, rotated: false },
    ];
    const [, a] = twoHalves({ placements, cuts: [], yield: 0.96 });
    a.stats = { ...a.stats, yield: 0.96, yieldExcludingLast: 0.96, cutLengthMm: 0 };
    expect(errorsOf(p, a).join()).toMatch(/never separated/);
    a.slabs[0]!.cuts = [{ stage: 1, orientation: 'vertical', x: 60, y: 0, length: 100 }];
    expect(errorsOf(p, a).join()).toMatch(/crosses piece/);
  });

  it('catches wrong stage numbers and too many stages', () => {
    const p = makeProblem({ maxStages: 2, pieces: [piece('q', 50, 50, 3, false)] });
    const placements: Placement[] = [
      { pieceId: 'q', x: 0, y: 0, width: 50, height: 50, rotated: false },
      { pieceId: 'q', x: 0, y: 50, width: 50, height: 50, rotated: false },
      { pieceId: 'q', x: 50, y: 0, width: 50, height: 50, rotated: false },
    ];
    const cuts: Cut[] = [
      { stage: 1, orientation: 'vertical', x: 50, y: 0, length: 100 },
      { stage: 2, orientation: 'horizontal', x: 0, y: 50, length: 50 },
      { stage: 2, orientation: 'horizontal', x: 50, y: 50, length: 50 },
    ];
    const [, a] = twoHalves({ placements, cuts, yield: 0.75 });
    a.stats = { ...a.stats, yield: 0.75, yieldExcludingLast: 0.75, cutLengthMm: 200 };
    expect(errorsOf(p, a)).toEqual([]);
    a.slabs[0]!.cuts[1]!.stage = 3;
    expect(errorsOf(p, a).join()).toMatch(/wrong orientation/);
    a.slabs[0]!.cuts[1]!.stage = 1;
    expect(errorsOf(p, a).join()).toMatch(/stage 1 inside a stage 1 region|wrong orientation/);
    // A genuine third stage on a two-piece region is beyond a 2-stage limit (a trim is not).
    const deep = makeProblem({
      maxStages: 2,
      pieces: [piece('r', 25, 50, 2, false), piece('q', 50, 50, 2, false)],
    });
    const [, b] = twoHalves({
      placements: [
        { pieceId: 'q', x: 0, y: 0, width: 50, height: 50, rotated: false },
        { pieceId: 'q', x: 50, y: 0, width: 50, height: 50, rotated: false },
        { pieceId: 'r', x: 0, y: 50, width: 25, height: 50, rotated: false },
        { pieceId: 'r', x: 25, y: 50, width: 25, height: 50, rotated: false },
      ],
      cuts: [
        { stage: 1, orientation: 'horizontal', x: 0, y: 50, length: 100 },
        { stage: 2, orientation: 'vertical', x: 50, y: 0, length: 50 },
        { stage: 2, orientation: 'vertical', x: 50, y: 50, length: 50 },
        { stage: 3, orientation: 'horizontal', x: 0, y: 50, length: 0 },
      ],
      yield: 0.75,
    });
    b.slabs[0]!.cuts.pop();
    b.slabs[0]!.cuts.push({ stage: 3, orientation: 'vertical', x: 25, y: 50, length: 50 });
    b.stats = { ...b.stats, yield: 0.75, yieldExcludingLast: 0.75, cutLengthMm: 250 };
    expect(errorsOf(deep, b).join()).toMatch(/wrong orientation/);
    b.slabs[0]!.cuts[3]!.stage = 2;
    expect(errorsOf(deep, b)).toEqual([]);
    b.slabs[0]!.cuts[3]!.stage = 4;
    expect(errorsOf(deep, b).join()).toMatch(/exceeds 2 stages/);
  });

  it('catches bad yields, cut lengths, quantities and rotation', () => {
    const [p, a] = twoHalves();
    a.slabs[0]!.yield = 0.9;
    expect(errorsOf(p, a).join()).toMatch(/yield 0.9 is wrong/);
    const [p2, b] = twoHalves();
    b.stats.cutLengthMm = 150;
    expect(errorsOf(p2, b).join()).toMatch(/cutLengthMm/);
    const [p3, c] = twoHalves();
    c.slabs[0]!.placements.pop();
    expect(errorsOf(p3, c).join()).toMatch(/quantity 2/);
    const [p4, d] = twoHalves();
    d.slabs[0]!.placements[0] = { pieceId: 'h', x: 0, y: 0, width: 100, height: 50, rotated: true };
    expect(errorsOf(p4, d).join()).toMatch(/may not be rotated/);
  });

  it('catches pieces outside the trimmed area and slabs beyond their count', () => {
    const [p, a] = twoHalves({}, { trim: 1 });
    expect(errorsOf(p, a).join()).toMatch(/outside the usable area/);
    const [p2, b] = twoHalves();
    p2.slabs[0]!.count = 0;
    expect(errorsOf(p2, b).join()).toMatch(/only 0 exist/);
  });
});

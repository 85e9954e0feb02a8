// Issue 24: the knapsack plate fill (strip-knapsack.ts, plate-fill.ts) and the slabs kept as
// their own layout (planned-bin.ts). Geometry is checked directly on the shelf bins, and end to
// end through the planner and the validator.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EPS, buildModel } from '../src/model.ts';
import type { BinType, Item } from '../src/model.ts';
import { parseProblem } from '../src/parse-problem.ts';
import { planLayout } from '../src/plan.ts';
import { fillFrame, fillPlate } from '../src/plate-fill.ts';
import { replan } from '../src/planned-bin.ts';
import { createRng } from '../src/rng.ts';
import type { ShelfBin } from '../src/shelf-packer.ts';
import { classesOf, createStripPlanner } from '../src/strip-knapsack.ts';
import type { Problem } from '../src/types.ts';
import { validateAnswer } from '../src/validate.ts';
import { makeProblem, piece, slab } from './helpers.ts';

function modelOf(problem: Problem): { items: Item[]; type: BinType } {
  const model = buildModel(parseProblem(problem));
  const type = model.types[0];
  if (!type) throw new Error('no slab');
  return { items: model.items, type };
}

/** Overlaps, out-of-plate pieces, pieces over a defect, turned locked pieces, stack structure. */
function problemsOf(bin: ShelfBin): string[] {
  const out: string[] = [];
  const { w: W, h: H, defects } = bin.type;
  const ps = bin.placed;
  ps.forEach((p, i) => {
    if (p.x < -EPS || p.y < -EPS || p.x + p.w > W + EPS || p.y + p.h > H + EPS)
      out.push(`piece ${i} outside`);
    if (p.rotated && !p.item.rotatable) out.push(`piece ${i} turned but locked`);
    const size = p.rotated ? [p.item.h, p.item.w] : [p.item.w, p.item.h];
    if (Math.abs((size[0] ?? 0) - p.w) > EPS || Math.abs((size[1] ?? 0) - p.h) > EPS)
      out.push(`piece ${i} resized`);
    for (const d of defects)
      if (
        p.x < d.x + d.w - EPS &&
        d.x < p.x + p.w - EPS &&
        p.y < d.y + d.h - EPS &&
        d.y < p.y + p.h - EPS
      )
        out.push(`piece ${i} over a defect`);
    for (let j = 0; j < i; j++) {
      const q = ps[j];
      if (
        q &&
        p.x < q.x + q.w - EPS &&
        q.x < p.x + p.w - EPS &&
        p.y < q.y + q.h - EPS &&
        q.y < p.y + p.h - EPS
      )
        out.push(`pieces ${j} and ${i} overlap`);
    }
  });
  for (const strip of bin.strips)
    for (const stack of strip.stacks)
      for (const p of stack.items)
        if (
          Math.abs(p.x - stack.x) > EPS ||
          p.w > stack.w + EPS ||
          p.y < strip.y - EPS ||
          p.y + p.h > strip.y + strip.h + EPS
        )
          out.push('piece outside its stack');
  return out;
}

describe('strip knapsack', () => {
  it('fills the width exactly when the widths add up', () => {
    // 100 wide: 45 + 30 + 25 fills it; greedy by size (45, 45) would leave 10.
    const { items } = modelOf(
      makeProblem({
        pieces: [
          piece('a', 45, 20, 2, false),
          piece('b', 30, 20, 1, false),
          piece('c', 25, 20, 1, false),
        ],
      }),
    );
    const classes = classesOf(items);
    const avail = new Int32Array(classes.list.map((c) => c.items.length));
    const strip = createStripPlanner(classes)(avail, 100, 20);
    const width = strip.stacks.reduce((s, st) => s + st.w, 0);
    expect(width).toBe(100);
    expect(strip.h).toBe(20);
    // The counts are read, not spent.
    expect([...avail]).toEqual(classes.list.map((c) => c.items.length));
  });

  it('never plans more pieces of a size than there are', () => {
    const { items } = modelOf(makeProblem({ pieces: [piece('a', 10, 10, 3, false)] }));
    const classes = classesOf(items);
    const avail = new Int32Array(classes.list.map((c) => c.items.length));
    const strip = createStripPlanner(classes)(avail, 100, 30);
    expect(strip.stacks.reduce((s, st) => s + st.parts.length, 0)).toBe(3);
  });
});

describe('plate fill', () => {
  it('keeps every piece off the defects, inside the plate and its stack, locks honoured', () => {
    const arb = fc.record({
      seed: fc.integer({ min: 0, max: 1000 }),
      pieces: fc.array(
        fc.record({
          width: fc.integer({ min: 4, max: 70 }),
          height: fc.integer({ min: 4, max: 55 }),
          quantity: fc.integer({ min: 1, max: 6 }),
          locked: fc.boolean(),
        }),
        { minLength: 1, maxLength: 10 },
      ),
      defects: fc.array(
        fc.record({
          x: fc.integer({ min: 0, max: 98 }),
          y: fc.integer({ min: 0, max: 98 }),
          width: fc.integer({ min: 1, max: 5 }),
          height: fc.integer({ min: 1, max: 5 }),
        }),
        { maxLength: 4 },
      ),
      transposed: fc.boolean(),
    });
    fc.assert(
      fc.property(arb, ({ seed, pieces, defects, transposed }) => {
        const { items, type } = modelOf(
          makeProblem({
            slabs: [slab('S', 100, transposed ? 60 : 100, { defects })],
            pieces: pieces.map((p, i) => ({
              ...piece(`p${i}`, p.width, p.height, p.quantity),
              rotationLocked: p.locked,
            })),
          }),
        );
        const bin = fillPlate(fillFrame(items), type, 3, createRng(seed));
        expect(problemsOf(bin)).toEqual([]);
        expect(new Set(bin.placed.map((p) => p.item)).size).toBe(bin.placed.length);
      }),
      { numRuns: 150, seed: 2425 },
    );
  });

  it('a re-planned slab keeps the pieces that stay where they were', () => {
    const { items, type } = modelOf(
      makeProblem({
        slabs: [slab('S', 100, 100, { defects: [{ x: 50, y: 50, width: 2, height: 2 }] })],
        pieces: [piece('a', 30, 20, 6), piece('b', 15, 45, 4), piece('c', 12, 12, 5)],
      }),
    );
    const plan = fillPlate(fillFrame(items), type, 3, createRng(1));
    const kept = plan.placed.slice(1).map((p) => p.item);
    const smaller = replan(plan, kept, type, 3);
    expect(smaller && problemsOf(smaller)).toEqual([]);
    for (const p of smaller?.placed ?? []) {
      const before = plan.placed.find((q) => q.item === p.item);
      expect(before && [before.x, before.y, before.w, before.h]).toEqual([p.x, p.y, p.w, p.h]);
    }
    // Putting the piece back goes through the shelf packer's gaps and stays valid.
    const back = replan(
      smaller as ShelfBin,
      plan.placed.map((p) => p.item),
      type,
      3,
    );
    if (back) expect(problemsOf(back)).toEqual([]);
  });

  it('end to end: slabs with small defects, some pieces locked, all valid', () => {
    const defects = [
      { x: 33, y: 61, width: 1, height: 1 },
      { x: 70, y: 12, width: 2, height: 1 },
      { x: 5, y: 90, width: 1, height: 2 },
    ];
    const problem = makeProblem({
      slabs: [slab('S', 100, 100, { defects })],
      pieces: [
        { ...piece('v', 41, 23, 7), rotationLocked: true },
        piece('a', 27, 19, 9),
        piece('b', 13, 37, 8),
        piece('c', 9, 11, 12),
      ],
    });
    const answer = planLayout(parseProblem(problem), { maxIterations: 30, timeLimitMs: 5000 });
    expect(validateAnswer(problem, answer).errors).toEqual([]);
    expect(answer.unplaced).toEqual([]);
    const turned = answer.slabs.flatMap((s) => s.placements.filter((p) => p.rotated));
    expect(turned.filter((p) => p.pieceId.startsWith('v'))).toEqual([]);
  });
});

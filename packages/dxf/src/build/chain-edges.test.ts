import { describe, expect, it } from 'vitest';
import { chainEdges } from './chain-edges.ts';
import type { WorldPath } from './primitives.ts';

const edge = (...xy: number[]): WorldPath => {
  const path: number[] = [];
  for (let i = 0; i < xy.length; i += 2) path.push(xy[i] ?? 0, xy[i + 1] ?? 0, 0);
  return { path, isClosed: false, layer: 'L' };
};

describe('chaining loose segments', () => {
  it('closes a square drawn as four lines in any direction', () => {
    const { loops, chains } = chainEdges(
      [edge(0, 0, 1, 0), edge(1, 1, 1, 0), edge(1, 1, 0, 1), edge(0, 0, 0, 1)],
      0.01,
    );
    expect(loops).toHaveLength(1);
    expect(loops[0]?.path).toHaveLength(12);
    expect(chains).toHaveLength(0);
  });
  it('reports a T junction as ambiguous instead of guessing a loop', () => {
    const { loops, chains } = chainEdges(
      [edge(0, 0, 1, 0), edge(1, 0, 1, 1), edge(1, 1, 0, 1), edge(0, 1, 0, 0), edge(1, 0, 2, 0)],
      0.01,
    );
    expect(loops).toHaveLength(0);
    expect(chains).toEqual([
      expect.objectContaining({ kind: 'ambiguous', degree: 3, at: { x: 1, y: 0 } }),
    ]);
  });
  it('reports an open chain with its free end', () => {
    const { chains } = chainEdges([edge(0, 0, 1, 0), edge(1, 0, 1, 1)], 0.01);
    expect(chains).toEqual([expect.objectContaining({ kind: 'open', edgeCount: 2 })]);
  });
});

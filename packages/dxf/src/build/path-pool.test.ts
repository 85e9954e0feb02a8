import { describe, expect, it } from 'vitest';
import { PathPool } from './path-pool.ts';

const pathOf = (pool: PathPool, k: number) => {
  const at = pool.starts[k] as number;
  return [...pool.data.subarray(at, at + (pool.sizes[k] as number) * 3)];
};

describe('PathPool', () => {
  it('keeps every path whole when it grows past the size it guessed from the file', () => {
    const pool = new PathPool(0);
    const paths = Array.from({ length: 3000 }, (_, k) => [k, 0, 0.5, k + 1, 0, 0, k, 1, 0]);
    for (const path of paths) pool.add(path, path.length, `L${paths.indexOf(path) % 3}`);
    expect(pool.count).toBe(3000);
    expect(pathOf(pool, 0)).toEqual(paths[0]);
    expect(pathOf(pool, 2999)).toEqual(paths[2999]);
    expect(pool.layers[2999]).toBe('L2');
  });

  it('copies only the length asked for, scaled and mirrored, from a reused buffer', () => {
    const pool = new PathPool(1000);
    const buffer = Float64Array.from([1, 2, 0.25, 3, 4, 0, 99, 99, 99]);
    pool.add(buffer, 6, '0', 10, true);
    buffer.fill(0); // the reader reuses its buffer: the pool must not see it change
    expect(pathOf(pool, 0)).toEqual([-10, 20, -0.25, -30, 40, 0]);
  });

  it('rescales coordinates read before the header, never the bulges', () => {
    const pool = new PathPool(1000);
    pool.add([1, 2, 0.5, 3, 4, 0], 6, '0');
    pool.rescale(25.4);
    expect(pathOf(pool, 0)).toEqual([25.4, 50.8, 0.5, 76.19999999999999, 101.6, 0]);
  });
});

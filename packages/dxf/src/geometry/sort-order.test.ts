import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderByDescending } from './sort-order.ts';

describe('orderByDescending', () => {
  it('orders like a stable comparator sort, largest first', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(fc.double({ min: 0, max: 1e12, noNaN: true }), fc.constantFrom(0, 1, 2.5)),
        ),
        (values) => {
          const expected = values
            .map((_, id) => id)
            .sort((a, b) => (values[b] ?? 0) - (values[a] ?? 0) || a - b);
          expect([...orderByDescending(Float64Array.from(values))]).toEqual(expected);
        },
      ),
    );
  });

  it('keeps the order across the chunks it works in', () => {
    // Many ties and more values than one chunk: the stable tie order must survive the passes.
    const values = Float64Array.from({ length: 10_000 }, (_, i) => (i * 7919) % 101);
    const expected = [...values.keys()].sort((a, b) => values[b]! - values[a]! || a - b);
    expect([...orderByDescending(values)]).toEqual(expected);
  });

  it('refuses negative and NaN values instead of misordering them', () => {
    expect(() => orderByDescending(Float64Array.from([1, -1]))).toThrow(RangeError);
    expect(() => orderByDescending(Float64Array.from([NaN]))).toThrow(RangeError);
  });
});

import { inChunks } from './chunks.ts';

const DIGIT_BITS = 16;
const BUCKETS = 1 << DIGIT_BITS;

/**
 * Ids 0 … n-1 ordered by value, largest first, equal values in id order: a stable LSD radix
 * sort on the bit pattern, which orders non-negative doubles as their values. A comparator
 * sort of a hundred thousand outlines costs tens of milliseconds; this costs a few.
 */
export function orderByDescending(values: Float64Array): Int32Array {
  const n = values.length;
  for (let i = 0; i < n; i++) {
    if (!((values[i] as number) >= 0)) throw new RangeError('orderByDescending takes values ≥ 0');
  }
  // Little-endian halves: word 2i is the low half of value i, 2i+1 the high half.
  const copy = Float64Array.from(values);
  const words = new Uint32Array(copy.buffer, copy.byteOffset, n * 2);
  let order = new Int32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  let next = new Int32Array(n);
  const counts = new Int32Array(BUCKETS);
  for (let pass = 0; pass < 4; pass++) {
    const half = pass >> 1;
    const shift = (pass & 1) * DIGIT_BITS;
    counts.fill(0);
    inChunks(n, (from, to) => countDigits(words, from, to, half, shift, counts));
    let sum = 0;
    for (let b = 0; b < BUCKETS; b++) {
      const count = counts[b] as number;
      counts[b] = sum;
      sum += count;
    }
    const source = order;
    const target = next;
    inChunks(n, (from, to) => scatter(words, source, target, from, to, half, shift, counts));
    [order, next] = [next, order];
  }
  return order;
}

/** Complemented digits: ascending order of ~bits is descending order of the values. */
function digitOf(words: Uint32Array, id: number, half: number, shift: number): number {
  return (~(words[id * 2 + half] as number) >>> shift) & (BUCKETS - 1);
}

function countDigits(
  words: Uint32Array,
  from: number,
  to: number,
  half: number,
  shift: number,
  counts: Int32Array,
): void {
  for (let i = from; i < to; i++) {
    const digit = digitOf(words, i, half, shift);
    counts[digit] = (counts[digit] as number) + 1;
  }
}

function scatter(
  words: Uint32Array,
  order: Int32Array,
  next: Int32Array,
  from: number,
  to: number,
  half: number,
  shift: number,
  counts: Int32Array,
): void {
  for (let k = from; k < to; k++) {
    const id = order[k] as number;
    const digit = digitOf(words, id, half, shift);
    const slot = counts[digit] as number;
    next[slot] = id;
    counts[digit] = slot + 1;
  }
}

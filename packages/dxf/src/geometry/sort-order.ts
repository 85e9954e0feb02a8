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
    // Passes 0 and 1 take the two 16-bit digits of the low word, 2 and 3 those of the high word.
    const digits: Digits = { words, half: pass >> 1, shift: (pass & 1) * DIGIT_BITS };
    counts.fill(0);
    inChunks(n, (from, to) => countDigits(digits, counts, from, to));
    let sum = 0;
    for (let b = 0; b < BUCKETS; b++) {
      const count = counts[b] as number;
      counts[b] = sum;
      sum += count;
    }
    const source = order;
    const target = next;
    inChunks(n, (from, to) => scatter(digits, counts, source, target, from, to));
    [order, next] = [next, order];
  }
  return order;
}

/** Which 16 bits of each value a pass sorts by. */
type Digits = { words: Uint32Array; half: number; shift: number };

/** Complemented digits: ascending order of ~bits is descending order of the values. */
function digitOf({ words, half, shift }: Digits, id: number): number {
  return (~(words[id * 2 + half] as number) >>> shift) & (BUCKETS - 1);
}

function countDigits(digits: Digits, counts: Int32Array, from: number, to: number): void {
  for (let i = from; i < to; i++) {
    const digit = digitOf(digits, i);
    counts[digit] = (counts[digit] as number) + 1;
  }
}

function scatter(
  digits: Digits,
  counts: Int32Array,
  order: Int32Array,
  next: Int32Array,
  from: number,
  to: number,
): void {
  for (let k = from; k < to; k++) {
    const id = order[k] as number;
    const digit = digitOf(digits, id);
    const slot = counts[digit] as number;
    next[slot] = id;
    counts[digit] = slot + 1;
  }
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DxfError, readDxf } from '../src/index.ts';
import { listSamples, readSample } from './sample-files.ts';

// Small samples only, so thousands of runs fit in a few seconds on a shared 2-core machine.
const MAX_SAMPLE_BYTES = 26_000;
const RUNS = 2000;
const PER_FILE_MS = 2000;
const LIMITS = { maxEntities: 50_000, maxExpandedEntities: 100_000, timeBudgetMs: PER_FILE_MS };

const samples = listSamples()
  .map((name) => readSample(name))
  .filter((bytes) => bytes.length <= MAX_SAMPLE_BYTES);

const INSERTIONS = [
  'nan',
  '1e400',
  '999999999',
  '-1',
  '\0',
  '0\nEOF',
  '0\nSECTION',
  '90\n-5',
  '0\nINSERT\n2\n*',
];

type Mutation =
  | { kind: 'flip'; at: number; bit: number }
  | { kind: 'truncate'; at: number }
  | { kind: 'duplicate'; from: number; length: number; to: number }
  | { kind: 'insert'; at: number; text: string };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({
    kind: fc.constant('flip' as const),
    at: fc.nat(),
    bit: fc.integer({ min: 0, max: 7 }),
  }),
  fc.record({ kind: fc.constant('truncate' as const), at: fc.nat() }),
  fc.record({
    kind: fc.constant('duplicate' as const),
    from: fc.nat(),
    length: fc.integer({ min: 1, max: 4000 }),
    to: fc.nat(),
  }),
  fc.record({
    kind: fc.constant('insert' as const),
    at: fc.nat(),
    text: fc.constantFrom(...INSERTIONS),
  }),
);

function mutate(source: Uint8Array, mutations: Mutation[]): Uint8Array {
  let bytes = source;
  for (const m of mutations) {
    const size = Math.max(bytes.length, 1);
    if (m.kind === 'flip') {
      bytes = Uint8Array.from(bytes);
      const at = m.at % size;
      bytes[at] = (bytes[at] ?? 0) ^ (1 << m.bit);
    } else if (m.kind === 'truncate') {
      bytes = bytes.subarray(0, m.at % size);
    } else if (m.kind === 'duplicate') {
      const from = m.from % size;
      const slice = bytes.subarray(from, from + m.length);
      const to = m.to % size;
      bytes = concat(bytes.subarray(0, to), slice, bytes.subarray(to));
    } else {
      // Insert at a line start, so the text replaces the structure a parser expects there.
      const at = bytes.indexOf(10, m.at % size) + 1;
      const text = new TextEncoder().encode(`${m.text}\n`);
      bytes = concat(bytes.subarray(0, at), text, bytes.subarray(at));
    }
  }
  return bytes;
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

describe('fuzz: mutated samples give a result or a typed error, quickly', () => {
  it(`survives ${RUNS} mutated files`, () => {
    expect(samples.length).toBeGreaterThan(8);
    const heapBefore = process.memoryUsage().heapUsed;
    const outcomes = { results: 0, errors: new Map<string, number>() };
    fc.assert(
      fc.property(
        fc.nat({ max: samples.length - 1 }),
        fc.array(mutation, { minLength: 1, maxLength: 4 }),
        (index, mutations) => {
          const bytes = mutate(samples[index] ?? new Uint8Array(), mutations);
          // A mutation that slows the reader ends in its own budget error (timeBudgetMs).
          try {
            const result = readDxf(bytes, LIMITS);
            expect(Array.isArray(result.pieces)).toBe(true);
            for (const piece of result.pieces) expect(Number.isFinite(piece.areaMm2)).toBe(true);
            outcomes.results++;
          } catch (error) {
            if (!(error instanceof DxfError)) throw error;
            outcomes.errors.set(error.code, (outcomes.errors.get(error.code) ?? 0) + 1);
          }
        },
      ),
      { numRuns: RUNS, seed: 20261121 },
    );
    // Both outcomes must actually occur, or the mutations are not biting.
    expect(outcomes.results).toBeGreaterThan(RUNS / 10);
    expect(outcomes.errors.size).toBeGreaterThan(2);
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(512 * 1024 * 1024);
  });
});

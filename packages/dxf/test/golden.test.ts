import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { goldenSummary } from './golden-summary.ts';
import { listSamples, readSample, SHARED_SAMPLES_DIR } from './sample-files.ts';

const GOLDEN_DIR = fileURLToPath(new URL('./golden/', import.meta.url));
// UPDATE_GOLDEN=1 rewrites the stored summaries; review the diff before committing it.
const isUpdating = process.env.UPDATE_GOLDEN === '1';

describe('golden summaries of the test-owned samples', () => {
  const samples = listSamples();

  it('finds the fixtures beside the tests', () => {
    expect(samples.length).toBeGreaterThanOrEqual(20);
  });

  for (const name of samples) {
    it(name, () => expectGoldenSummary(name, readSample(name)));
  }
});

// The corpus is larger than the repo should carry; CI has it beside the checkout.
describe.skipIf(!SHARED_SAMPLES_DIR)(
  'golden summaries of every shared sample (needs ../shared/dxf-samples)',
  () => {
    const samples = SHARED_SAMPLES_DIR ? listSamples(SHARED_SAMPLES_DIR) : [];

    it('finds the shared samples beside the checkout', () => {
      expect(samples.length).toBeGreaterThanOrEqual(30);
    });

    for (const name of samples) {
      it(name, () => expectGoldenSummary(name, readSample(name, SHARED_SAMPLES_DIR)));
    }
  },
);

function expectGoldenSummary(name: string, bytes: Uint8Array) {
  const actual = goldenSummary(bytes);
  const goldenPath = `${GOLDEN_DIR}${name.replaceAll('/', '__')}.json`;
  if (isUpdating || !existsSync(goldenPath)) {
    writeFileSync(goldenPath, `${JSON.stringify(actual, null, 2)}\n`);
    if (!isUpdating) throw new Error(`golden file was missing and has been written: ${goldenPath}`);
  }
  const expected: unknown = JSON.parse(readFileSync(goldenPath, 'utf8'));
  // Numbers were rounded when stored; a value on a rounding edge may land one step away.
  expect(differences(actual, expected)).toEqual([]);
}

/** Paths where actual and golden differ; numbers may differ by 1e-6 relative or 0.11 absolute. */
function differences(actual: unknown, expected: unknown, path = '$'): string[] {
  if (typeof actual === 'number' && typeof expected === 'number') {
    const slack = Math.max(0.11, Math.abs(expected) * 1e-6);
    return Math.abs(actual - expected) <= slack ? [] : [`${path}: ${actual} ≠ ${expected}`];
  }
  if (Array.isArray(actual) && Array.isArray(expected)) {
    if (actual.length !== expected.length) {
      return [`${path}: length ${actual.length} ≠ ${expected.length}`];
    }
    return actual.flatMap((item, i) => differences(item, expected[i], `${path}[${i}]`));
  }
  if (isRecord(actual) && isRecord(expected)) {
    const keys = [...new Set([...Object.keys(actual), ...Object.keys(expected)])];
    return keys.flatMap((key) => differences(actual[key], expected[key], `${path}.${key}`));
  }
  return Object.is(actual, expected)
    ? []
    : [`${path}: ${JSON.stringify(actual)} ≠ ${JSON.stringify(expected)}`];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

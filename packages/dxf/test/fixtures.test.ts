import { describe, expect, it } from 'vitest';
import { readDxf } from '../src/index.ts';
import { listSamples, readSample, SHARED_SAMPLES_DIR } from './sample-files.ts';
import { dropSections, TRIMMED_SECTIONS } from './trim-sections.ts';

/** What the reader returns, without the one field that changes from run to run. */
function readStable(bytes: Uint8Array) {
  const result = readDxf(bytes);
  return { ...result, stats: { ...result.stats, durationMs: 0 } };
}

// Guards the copies in test/fixtures: a fixture edited by hand would make the tests prove
// something about a file nobody else has.
describe.skipIf(!SHARED_SAMPLES_DIR)(
  'test-owned samples match the shared originals (needs ../shared/dxf-samples)',
  () => {
    // Listed only when the corpus is there, so a clone without it reports one skipped test.
    const names = SHARED_SAMPLES_DIR ? listSamples() : [];

    it('has the fixtures to compare', () => {
      expect(names.length).toBeGreaterThanOrEqual(20);
    });

    for (const name of names) {
      it(name, () => {
        const fixture = Buffer.from(readSample(name));
        const original = readSample(name, SHARED_SAMPLES_DIR);
        if (fixture.equals(original)) return;
        // Otherwise it is the original without the bulk sections, and reads exactly the same.
        expect(fixture.equals(dropSections(original, TRIMMED_SECTIONS))).toBe(true);
        expect(fixture.length).toBeLessThan(original.length);
        expect(readStable(fixture)).toEqual(readStable(original));
      });
    }
  },
);

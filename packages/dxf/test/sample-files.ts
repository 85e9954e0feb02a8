import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findSharedFolder } from './shared-dir.ts';

/** The samples the tests own: copies of the shared ones they are about (fixtures/README.md). */
export const FIXTURES_DIR = fileURLToPath(new URL('./fixtures/', import.meta.url));

/** The whole shared corpus, undefined when ../shared is absent (corpus-wide tests then skip). */
export const SHARED_SAMPLES_DIR = findSharedFolder('dxf-samples');

/** Every .dxf under a samples folder, as paths relative to it ("synthetic/x.dxf"). */
export function listSamples(dir: string = FIXTURES_DIR): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.toLowerCase().endsWith('.dxf'))
    .map((name) => name.split('\\').join('/'))
    .sort();
}

export function readSample(name: string, dir: string = FIXTURES_DIR): Uint8Array {
  return readFileSync(join(dir, name));
}

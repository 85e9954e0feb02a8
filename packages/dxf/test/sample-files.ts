import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The shared samples live beside the checkout: <checkout>/../shared/dxf-samples. */
export const SAMPLES_DIR = fileURLToPath(
  new URL('../../../../shared/dxf-samples/', import.meta.url),
);

/** Every .dxf under the samples folder, as paths relative to it ("synthetic/x.dxf"). */
export function listSamples(): string[] {
  return readdirSync(SAMPLES_DIR, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.toLowerCase().endsWith('.dxf'))
    .map((name) => name.split('\\').join('/'))
    .sort();
}

export function readSample(name: string): Uint8Array {
  return readFileSync(SAMPLES_DIR + name);
}

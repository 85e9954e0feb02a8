/**
 * Gzipped size of the JS and CSS the sign-in page loads: the entry chunk, the lazily loaded
 * login screen, and every chunk they import statically (read from dist/.vite/manifest.json).
 * Usage: tsx apps/web/scripts/measure-login-bundle.ts [--json] [--budget-kb 300]
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

const LOGIN_SCREEN = 'src/features/auth/components/login-page.tsx';
const DIST = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

export function collectFiles(manifest: Manifest, roots: string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk ${key}`);
    files.add(chunk.file);
    chunk.css?.forEach((css) => files.add(css));
    chunk.imports?.forEach(visit);
  };
  roots.forEach(visit);
  return [...files];
}

function main(): void {
  const manifestPath = join(DIST, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    console.error(`No ${manifestPath}: run "npm run build -w apps/web" first.`);
    process.exit(2);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('manifest has no entry chunk');
  const files = collectFiles(manifest, [entry, LOGIN_SCREEN]);
  const sizes = files.map((file) => {
    const bytes = readFileSync(join(DIST, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  const totalGzip = sizes.reduce((sum, s) => sum + s.gzip, 0);
  const totalRaw = sizes.reduce((sum, s) => sum + s.raw, 0);
  const budgetArg = process.argv.indexOf('--budget-kb');
  const budgetKb = budgetArg > 0 ? Number(process.argv[budgetArg + 1]) : 300;
  const totalKb = totalGzip / 1024;
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ files: sizes, totalGzip, totalRaw, budgetKb }, null, 2));
  } else {
    for (const s of sizes.sort((a, b) => b.gzip - a.gzip)) {
      console.log(`${(s.gzip / 1024).toFixed(1).padStart(8)} KB  ${s.file}`);
    }
    console.log(
      `sign-in page JS+CSS: ${totalKb.toFixed(1)} KB gzipped (${(totalRaw / 1024).toFixed(0)} KB raw), budget ${budgetKb} KB`,
    );
  }
  if (totalKb > budgetKb) process.exit(1);
}

main();

/**
 * Gzipped size of the JS and CSS the sign-in page loads: the entry chunk, antd's texts of the
 * page's language, the lazily loaded login screen, and every chunk they import statically (read
 * from dist/.vite/manifest.json).
 * Usage: tsx apps/web/scripts/measure-login-bundle.ts [--json] [--budget-kb 250]
 * (WEB_DIST_DIR measures another build folder than apps/web/dist.)
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

type ManifestChunk = {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
};
export type Manifest = Record<string, ManifestChunk>;
export type FileSize = { file: string; raw: number; gzip: number };

export const LOGIN_SCREEN = 'src/features/auth/components/login-page.tsx';
/** Ant Design's texts of the page's language (zh by default), loaded before the first paint. */
export const FIRST_LOCALE = '../../node_modules/antd/locale/zh_CN.js';
/** What a signed-in screen needs besides its own chunk: the gate, the layout, the route table. */
export const SHELL = [
  'src/app/auth-gate.tsx',
  'src/layout/app-layout.tsx',
  'src/app/route-screen.tsx',
];
export const DIST =
  process.env.WEB_DIST_DIR ?? resolve(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

export function readManifest(dist = DIST): Manifest {
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    console.error(`No ${manifestPath}: run "npm run build -w apps/web" first.`);
    process.exit(2);
  }
  return JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
}

export function entryKey(manifest: Manifest): string {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('manifest has no entry chunk');
  return entry;
}

export function sizesOf(files: string[], dist = DIST): FileSize[] {
  return files.map((file) => {
    const bytes = readFileSync(join(dist, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
}

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
  const manifest = readManifest();
  const sizes = sizesOf(collectFiles(manifest, [entryKey(manifest), FIRST_LOCALE, LOGIN_SCREEN]));
  const totalGzip = sizes.reduce((sum, s) => sum + s.gzip, 0);
  const totalRaw = sizes.reduce((sum, s) => sum + s.raw, 0);
  const budgetArg = process.argv.indexOf('--budget-kb');
  const budgetKb = budgetArg > 0 ? Number(process.argv[budgetArg + 1]) : 250;
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

if (process.argv[1] === fileURLToPath(import.meta.url)) main();

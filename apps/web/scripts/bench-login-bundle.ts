/**
 * `npm run bench -w apps/web`: builds, then records in docs/benchmarks.md what the sign-in page
 * loads (budget 250 KB gzipped), the signed-in shell (budget 450 KB), each screen's own chunk,
 * and bytes on the wire and time to content of a cold load in Chromium (scripts/bench-wire.ts).
 * BENCH_WIRE=0 skips the browser part.
 */
import { cpus, loadavg } from 'node:os';
import { writeBenchSection } from '../../../scripts/write-bench-section.ts';
import { measureWire, type WireRow } from './bench-wire.ts';
import {
  collectFiles,
  DIST,
  entryKey,
  FIRST_LOCALE,
  LOGIN_SCREEN,
  readManifest,
  SHELL,
  sizesOf,
  type FileSize,
} from './measure-login-bundle.ts';

const LOGIN_BUDGET_KB = 250;
const SHELL_BUDGET_KB = 450;
const SCREEN = /^src\/features\/[^/]+\/screens\/[^/]+\.tsx$/;

const kb = (n: number) => (n / 1024).toFixed(1);
const total = (sizes: FileSize[]) => sizes.reduce((sum, s) => sum + s.gzip, 0);
const verdict = (bytes: number, budgetKb: number) =>
  `${kb(bytes)} KB gzipped; budget ${budgetKb} KB: ${bytes / 1024 <= budgetKb ? 'met' : 'NOT met'}`;

const manifest = readManifest();
const entry = entryKey(manifest);
const login = sizesOf(collectFiles(manifest, [entry, FIRST_LOCALE, LOGIN_SCREEN]));
const shell = sizesOf(collectFiles(manifest, [entry, FIRST_LOCALE, ...SHELL]));
const shellFiles = new Set(shell.map((s) => s.file));
// A screen's own chunk and CSS, and what it imports beyond the shell (shared with other screens).
const screens = Object.keys(manifest)
  .filter((key) => SCREEN.test(key))
  .sort()
  .map((key) => {
    const chunk = manifest[key];
    const own = sizesOf([chunk?.file ?? '', ...(chunk?.css ?? [])].filter(Boolean));
    const extra = sizesOf(collectFiles(manifest, [key]).filter((f) => !shellFiles.has(f)));
    return `| ${key.replace('src/features/', '')} | ${kb(total(own))} | ${kb(total(extra))} |`;
  });

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load average ${(loadavg()[0] ?? 0).toFixed(1)} at the start`;
const wire: WireRow[] = process.env.BENCH_WIRE === '0' ? [] : await measureWire(DIST);
const body = [
  `Production build, gzip level 9 (the server sends the build's precompressed \`.br\`/\`.gz\`). Machine: ${machine}. Date: ${new Date().toISOString().slice(0, 10)}.`,
  '',
  `**Sign-in page** (entry + antd's zh texts + login screen + their static imports, ${login.length} files): ${verdict(total(login), LOGIN_BUDGET_KB)}.`,
  '',
  '| file | KB gzipped |',
  '|---|---|',
  ...login.sort((a, b) => b.gzip - a.gzip).map((f) => `| ${f.file} | ${kb(f.gzip)} |`),
  '',
  `**App shell after sign-in** (entry + auth gate + layout + route table, ${shell.length} files): ${verdict(total(shell), SHELL_BUDGET_KB)}.`,
  '',
  '**Each screen**: its own chunk (JS + CSS), and everything it loads beyond the shell (its own chunk plus chunks shared with other screens), KB gzipped.',
  '',
  '| screen | own chunk | beyond the shell |',
  '|---|---|---|',
  ...screens,
  ...(wire.length
    ? [
        '',
        '**Cold load in Chromium** (/usr/bin/chromium, fresh context, HTTP/1.1 over loopback; CDP throttling for 40 ms / 10 Mbps). Chromium offers brotli over HTTPS only, so over plain HTTP it takes the `.gz` twins; "identity" asks for no compression, as before issue 24. Time to content: the sign-in form, or the home screen\'s chart, visible.',
        '',
        '| page | network | encoding | requests | KB on the wire | time to content ms |',
        '|---|---|---|---|---|---|',
        ...wire.map(
          (r) =>
            `| ${r.page} | ${r.network} | ${r.encoding} | ${r.requests} | ${r.wireKb.toFixed(0)} | ${r.contentMs.toFixed(0)} |`,
        ),
      ]
    : []),
].join('\n');
console.log(body);
writeBenchSection(
  'web-login-bundle',
  'Web: what the sign-in page and each screen load (`npm run bench -w apps/web`)',
  body,
);

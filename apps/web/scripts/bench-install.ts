/**
 * `tsx apps/web/scripts/bench-install.ts [--install-seconds N] [--note TEXT]`: records the size
 * of the installed dependencies in docs/benchmarks.md. The install time is measured outside
 * (a fresh clone, `time npm ci`) and passed in; without it the table says it was not measured.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import { writeBenchSection } from '../../../scripts/write-bench-section.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const arg = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};

const megabytes = (dir: string) =>
  Number(execFileSync('du', ['-sm', dir], { encoding: 'utf8' }).split('\t')[0]);

// Installed packages as npm counts them: every node_modules entry of the lock file.
const lock = JSON.parse(readFileSync(resolve(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { link?: boolean }>;
};
const packages = Object.entries(lock.packages).filter(
  ([path, entry]) => path.includes('node_modules/') && !entry.link,
).length;
const size = megabytes(resolve(ROOT, 'node_modules'));
const seconds = arg('--install-seconds');
const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`;

const body = [
  `Machine: ${machine}. Date: ${new Date().toISOString().slice(0, 10)}.`,
  '',
  '| what | value |',
  '|---|---|',
  `| node_modules (du -sm, root) | ${size} MB |`,
  `| packages installed (package-lock entries) | ${packages} |`,
  `| fresh \`npm ci\` | ${seconds ? `${seconds} s` : 'not measured this run'} |`,
  ...(arg('--note') ? ['', arg('--note') ?? ''] : []),
].join('\n');
console.log(body);
writeBenchSection('install', 'Install size (`tsx apps/web/scripts/bench-install.ts`)', body);

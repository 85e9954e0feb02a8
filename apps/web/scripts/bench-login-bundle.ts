/**
 * `npm run bench -w apps/web`: builds, measures what the sign-in page loads, and records it in
 * docs/benchmarks.md (budget: 300 KB gzipped; other screens load lazily).
 */
import { execFileSync } from 'node:child_process';
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import { writeBenchSection } from '../../../scripts/write-bench-section.ts';

type Report = {
  files: { file: string; gzip: number }[];
  totalGzip: number;
  totalRaw: number;
  budgetKb: number;
};

const script = resolve(import.meta.dirname, 'measure-login-bundle.ts');
let output: string;
try {
  output = execFileSync(process.execPath, ['--import', 'tsx', script, '--json'], {
    encoding: 'utf8',
  });
} catch (error) {
  // Over budget exits 1 but still prints the report, which is what we record.
  output = String((error as { stdout?: string }).stdout ?? '');
}
const report = JSON.parse(output) as Report;
const kb = (n: number) => (n / 1024).toFixed(1);
const rows = report.files
  .sort((a, b) => b.gzip - a.gzip)
  .map((f) => `| ${f.file} | ${kb(f.gzip)} |`);
const total = report.totalGzip / 1024;
const body = [
  `Production build, gzip level 9. Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}. Date: ${new Date().toISOString().slice(0, 10)}.`,
  '',
  '| file | KB gzipped |',
  '|---|---|',
  ...rows,
  '',
  `Total ${total.toFixed(1)} KB gzipped (${kb(report.totalRaw)} KB raw); budget ${report.budgetKb} KB: ${total <= report.budgetKb ? 'met' : 'NOT met'}.`,
].join('\n');
console.log(body);
writeBenchSection(
  'web-login-bundle',
  'Web: what the sign-in page loads (`npm run bench -w apps/web`)',
  body,
);

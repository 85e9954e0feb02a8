import { execFileSync } from 'node:child_process';
import { cpus, loadavg, tmpdir } from 'node:os';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateLargeDxf } from './generate-large-dxf.ts';

/**
 * npm run bench -w packages/dxf: generates a ~50 MB drawing in a temp dir (never committed),
 * then reads it with readDxf and parses it with dxf-parser, each in a fresh child process so
 * one's heap cannot inflate the other's peak RSS. Writes the figures to BENCHMARKS.md.
 */
const TARGET_BYTES = 50 * 1024 * 1024;
const CHILD = fileURLToPath(new URL('./measure-child.ts', import.meta.url));
const REPORT = fileURLToPath(new URL('../BENCHMARKS.md', import.meta.url));
const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));

type Measure = {
  mode: string;
  ms: number;
  cpuMs: number;
  maxRssMb: number;
  [key: string]: number | string;
};

function measure(mode: string, file: string): Measure {
  const stdout = execFileSync(process.execPath, ['--import', 'tsx', CHILD, mode, file], {
    cwd: PACKAGE_DIR,
    encoding: 'utf8',
    maxBuffer: 1 << 20,
    // dxf-parser needs more than the default heap on a file this size.
    env: { ...process.env, NODE_OPTIONS: '--max-old-space-size=4096' },
  });
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as Measure;
}

function cpuModel(): string {
  try {
    const info = readFileSync('/proc/cpuinfo', 'utf8');
    return /model name\s*:\s*(.+)/.exec(info)?.[1]?.trim() ?? cpus()[0]?.model ?? 'unknown';
  } catch {
    return cpus()[0]?.model ?? 'unknown';
  }
}

const dir = mkdtempSync(join(tmpdir(), 'dxf-bench-'));
try {
  const file = join(dir, 'large.dxf');
  const bytes = await generateLargeDxf(file, TARGET_BYTES);
  console.log(`generated ${(bytes / 1e6).toFixed(1)} MB`);
  const baseline = measure('baseline', file);
  const ours = measure('readDxf', file);
  const theirs = measure('dxf-parser', file);
  console.log({ baseline, ours, theirs });
  const row = (m: Measure) =>
    `| ${m.mode} | ${(m.ms / 1000).toFixed(2)} s | ${(m.cpuMs / 1000).toFixed(2)} s | ${m.maxRssMb.toFixed(0)} MB | ${(m.maxRssMb - baseline.maxRssMb).toFixed(0)} MB |`;
  const timeRatio = theirs.ms / ours.ms;
  const cpuRatio = theirs.cpuMs / ours.cpuMs;
  const memoryRatio = (theirs.maxRssMb - baseline.maxRssMb) / (ours.maxRssMb - baseline.maxRssMb);
  const report = [
    '# @stone/dxf benchmark',
    '',
    '`npm run bench -w packages/dxf` (bench/read-large.bench.ts). Each reader runs in its own',
    'child process (`node --import tsx`); peak memory is `process.resourceUsage().maxRSS`.',
    '"Above baseline" subtracts a child that loads the same modules and the file but parses nothing.',
    '',
    `- Date: ${new Date().toISOString()}`,
    `- Machine: ${cpus().length} cores (nproc), ${cpuModel()}`,
    `- Node: ${process.version}`,
    `- Input: generated drawing, ${(bytes / 1e6).toFixed(1)} MB, AC1032, ${ours.pieces} pieces (${ours.holes} holes), rounded LWPOLYLINE slabs with bulges, CIRCLE holes, TEXT labels, block INSERTs with ATTRIB`,
    '',
    `- Load average when the run ended: ${loadavg()
      .map((v) => v.toFixed(1))
      .join(', ')}`,
    '',
    '| Reader | Wall time | CPU time | Peak RSS | Above baseline |',
    '|---|---|---|---|---|',
    row(baseline),
    row({ ...ours, mode: 'readDxf (to pieces: parse, expand, chain, nest, label)' }),
    row({ ...theirs, mode: `dxf-parser (parse only, ${theirs.entities} entities)` }),
    '',
    `readDxf takes ${(1 / timeRatio).toFixed(2)}× dxf-parser's wall time and ${(1 / cpuRatio).toFixed(2)}× its CPU time`,
    `(target ≤ 0.125×), and ${(1 / memoryRatio).toFixed(2)}× its memory above baseline (target ≤ 0.2×).`,
    '',
    'The machine is shared with other jobs (see the load average), so wall times mostly measure the',
    'queue; CPU time is the fairer comparison. Where the time goes (profiled on a 10 MB cut):',
    'parsing ~35 %, tessellation and outline bookkeeping ~15 %, nesting and labelling ~15 %, and',
    'young-generation GC the rest: nearly everything allocated per outline survives to the end, so',
    'each scavenge copies it. Closing the gap to the target needs pooled coordinate storage (one large',
    'Float64Array per few MB instead of an array per outline) and lazily built public pieces.',
    '',
  ].join('\n');
  writeFileSync(REPORT, report);
  console.log(report);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

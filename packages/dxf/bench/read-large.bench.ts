import { execFileSync } from 'node:child_process';
import { cpus, loadavg, tmpdir } from 'node:os';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateLargeDxf } from './generate-large-dxf.ts';
import { writeBenchSection } from '../../../scripts/write-bench-section.ts';

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

/** Each reader runs RUNS times in a row; the run with the least CPU time stands. */
const RUNS = 3;

function best(mode: string, file: string): Measure {
  const runs = Array.from({ length: RUNS }, () => measure(mode, file));
  return runs.reduce((a, b) => (b.cpuMs < a.cpuMs ? b : a));
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
  const baseline = best('baseline', file);
  const ours = best('readDxf', file);
  const theirs = best('dxf-parser', file);
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
    'CPU time counts user + system time of all threads (GC helpers included), so it exceeds the',
    `wall time of a quiet run. Each reader ran ${RUNS} times; the run with the least CPU time is shown.`,
    '',
    '## Earlier rounds (2026-11-21, a 2-core AMD EPYC shared with other jobs; same input)',
    '',
    '| Round | readDxf wall | readDxf CPU | readDxf above baseline | dxf-parser wall | dxf-parser CPU |',
    '| --- | --- | --- | --- | --- | --- |',
    '| 2026-11-21 22:34Z, first version | 14.55 s | 7.57 s | 456 MB | 7.39 s | 4.02 s |',
    '| 2026-11-21 23:05Z, byte-level tags, lazy points | 3.15 s | 2.04 s | 176 MB | 4.69 s | 3.03 s |',
    '',
    '## What changed in this round (2026-11-22)',
    '',
    '- Model space is streamed: each entity becomes world paths and texts the moment it is read,',
    '  with no entity object kept for the whole file; INSERTs expand as soon as their blocks are',
    '  known (at the end of the file when BLOCKS comes after ENTITIES). Texts are built once, in',
    '  their final form, and shared by the pieces and `result.texts`.',
    '- Loops live in a table of typed arrays (area, bounds, parent, depth, state) instead of an',
    '  object each; the grid is built once in two passes into one id array; the largest-first',
    '  order is a radix sort.',
    '- The ASCII reader parses a number in the pass that finds its line end, two digits per',
    "  step, and the encoding check uses Node's own UTF-8 validator where there is one.",
    '',
    'Where the time goes now (CPU profile of one cold run, 52 MB file): number parsing ~20 %,',
    'the rest of tag reading and the entity readers ~25 %, GC ~14 %, nesting and labelling ~15 %,',
    'building the pieces ~10 %. A cold run is about 1.5× a warm one: the readers run once, so much',
    'of the work happens before the JIT has optimized them. This machine is slow per byte: a bare',
    'JS loop that only counts the newlines of this file takes 70-150 ms (it varies through the day).',
    '',
    'Tried and not kept: a WebAssembly tokenizer (hand-written WAT filling a tag table with parsed',
    'numbers, a window at a time). Scanning the file alone took 160-240 ms, no faster than the JS',
    'reader, and whole reads were within 5 % of it, so it did not earn its build step. The time',
    'target is not met. The result itself is about 76 MB of heap (a quarter of it boxed doubles in',
    'bounds, areas and text positions), so the memory target is met only narrowly; a compact result',
    '(outlines in shared typed arrays) would be needed for both targets, which changes the `Piece` API.',
    '',
  ].join('\n');
  writeFileSync(REPORT, report);
  writeBenchSection(
    'dxf',
    'DXF reader (`npm run bench -w packages/dxf`)',
    `From \`packages/dxf/BENCHMARKS.md\`, where the full tables live.\n\n${report.split('\n').slice(2).join('\n').replaceAll(/^## /gm, '### ')}`,
  );
  console.log(report);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

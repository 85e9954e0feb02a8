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

function measure(mode: string, file: string, reads = 1): Measure {
  const stdout = execFileSync(
    process.execPath,
    ['--import', 'tsx', CHILD, mode, file, `${reads}`],
    {
      cwd: PACKAGE_DIR,
      encoding: 'utf8',
      maxBuffer: 1 << 20,
      // dxf-parser needs more than the default heap on a file this size.
      env: { ...process.env, NODE_OPTIONS: '--max-old-space-size=4096' },
    },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as Measure;
}

/** The phases after parsing, warm, summed from the hand-timed table in the report below. */
const POST_PARSE_WARM_MS = 86;

/** Each reader runs RUNS times in a row; the run with the least CPU time stands. */
const RUNS = 3;
const WARM_READS = 3;

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
  const floor = best('bare-scan', file);
  // The last of several reads in one process: what a server that has read drawings before sees.
  const oursWarm = measure('readDxf', file, WARM_READS);
  const theirsWarm = measure('dxf-parser', file, WARM_READS);
  console.log({ baseline, ours, theirs, floor, oursWarm, theirsWarm });
  const row = (m: Measure) =>
    `| ${m.mode} | ${(m.ms / 1000).toFixed(2)} s | ${(m.cpuMs / 1000).toFixed(2)} s | ${m.maxRssMb.toFixed(0)} MB | ${(m.maxRssMb - baseline.maxRssMb).toFixed(0)} MB |`;
  const timeRatio = theirs.ms / ours.ms;
  const targetMs = theirs.ms / 8;
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
    row({ ...floor, mode: 'bare scan (bench/bare-scan.ts: lines, group codes, coordinates)' }),
    '',
    `readDxf takes ${(1 / timeRatio).toFixed(2)}× dxf-parser's wall time and ${(1 / cpuRatio).toFixed(2)}× its CPU time`,
    `(target ≤ 0.125×), and ${(1 / memoryRatio).toFixed(2)}× its memory above baseline (target ≤ 0.2×).`,
    '',
    `Warm, the last of ${WARM_READS} reads in one process (a server that has read drawings before: code`,
    `optimized, heap grown): readDxf ${(oursWarm.ms / 1000).toFixed(2)} s, dxf-parser ${(theirsWarm.ms / 1000).toFixed(2)} s, ${(oursWarm.ms / theirsWarm.ms).toFixed(2)}×.`,
    'The targets are judged on the first read in a fresh process, above.',
    '',
    'CPU time counts user + system time of all threads (GC helpers included), so it exceeds the',
    `wall time of a quiet run. Each reader ran ${RUNS} times; the run with the least CPU time is shown.`,
    '',
    '## Earlier rounds (same generated input)',
    '',
    '| Round | Machine | readDxf wall | readDxf CPU | readDxf above baseline | dxf-parser wall | Ratio |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    '| 2026-11-21 22:34Z, first version | AMD EPYC, shared | 14.55 s | 7.57 s | 456 MB | 7.39 s | 1.97× |',
    '| 2026-11-21 23:05Z, byte-level tags, lazy points | AMD EPYC, shared | 3.15 s | 2.04 s | 176 MB | 4.69 s | 0.67× |',
    '| 2026-11-22 00:41Z, streamed model space, loop table | Intel Xeon | 1.63 s | 2.23 s | 120 MB | 3.48 s | 0.47× |',
    '| 2026-11-22 02:23Z, the same code on this machine | AMD EPYC | 0.61 s | 0.87 s | 121 MB | 1.60 s | 0.38× |',
    '',
    '## What changed in this round (2026-11-22, second round)',
    '',
    '- Closed paths go from a reused vertex buffer straight into one growing `Float64Array` (the',
    '  path pool) with a start and a size per path: no array per polyline. Such an array was',
    '  allocated for small integers and converted to doubles on its first coordinate, and a',
    '  parse without it ran 255 → 161 ms on a fresh process.',
    '- Contours read their path, points, bounds and area from the pool and the loop table on',
    '  demand (getters; JSON gives them in full), instead of an array, a bounds object and boxed',
    '  doubles per outline built for every piece.',
    '- Arc bounds, areas and midpoints need at most one atan per arc instead of five or more',
    '  trigonometric calls (loop table: 74 → 25-30 ms).',
    '- Long one-off loops (radix sort, grid, loop table, nesting, labels) run a chunk of 2 048 items',
    '  per call. V8 optimizes a loop that runs once only by on-stack replacement, loop by loop, so',
    '  such a pass ran mostly in the baseline tier: the radix sort of 98 000 areas took 30-50 ms on',
    '  a fresh process and 5 ms warm; in chunks it takes 9-12 ms.',
    "- Labels are decoded by Node's Buffer over the file's memory instead of a subarray view and a",
    '  TextDecoder call each (80 000 labels: 16-28 → 4-6 ms), and the label parser no longer',
    '  creates a RegExp per piece.',
    '',
    '## Where the time goes now',
    '',
    'Phases of one read (2026-11-22, timed by hand, fresh process, then warm):',
    '',
    '| Phase | Fresh process | Warm |',
    '| --- | --- | --- |',
    '| parse: tags, numbers, entity readers, block expansion | 200 ms | 150 ms |',
    '| loop table: area, bounds, orientation of 98 000 loops | 25 ms | 15 ms |',
    '| nesting: sort by area, grid, containment | 90 ms | 30-38 ms |',
    '| texts to loops | 11 ms | 9 ms |',
    '| holes and texts linked per piece, pieces sorted | 11 ms | 11 ms |',
    '| 78 000 piece objects and labels | 25-35 ms | 18 ms |',
    '',
    'GC is spread over all of them (50-65 ms on a fresh process). The gap between the two columns',
    'is start-up, not work: the readers run in the baseline tier until TurboFan code is ready',
    '(readLwPolyline alone takes 18 ms to compile, on the second core), unoptimized code boxes every',
    'double it computes, and the young generation grows from 1 MB while the result is built.',
    '',
    '## Why the time target is not met',
    '',
    `On this machine dxf-parser parses the file in ${(theirs.ms / 1000).toFixed(2)} s, so the target is ${targetMs.toFixed(0)} ms for`,
    'the whole read to pieces on a fresh process. The budget does not add up:',
    '',
    '- A bare JS loop that only finds every line, reads each group code and parses the coordinate',
    `  values (the bare scan row: no entities, no checks) takes ${floor.ms.toFixed(0)} ms on a fresh process.`,
    `- The phases after parsing take ${POST_PARSE_WARM_MS} ms even warm (table above).`,
    `- That leaves ${Math.max(0, targetMs - floor.ms - POST_PARSE_WARM_MS).toFixed(0)} ms for reading 168 000 entities, 560 000 polyline vertices`,
    '  and 78 000 texts into geometry, which takes about 80 ms warm.',
    '',
    'Two threads cannot close the gap on this 2-core machine. One read already uses 0.55 s of CPU',
    'for 0.38 s of wall time: V8 compiles and collects on the second core. Two reads started at',
    'once in two processes took 540-600 ms each instead of 370 ms. A read split over both cores',
    'would therefore take at least 0.55 s / 2 ≈ 0.28 s, before the cost of starting a worker.',
    '',
    'V8 flags change nothing measurable (fresh process, 2 runs each): default 371-399 ms,',
    '`--max-semi-space-size=32` 386-395, `--min-semi-space-size=16` 372-375, `--maglev` 362-378,',
    '`--no-lazy-feedback-allocation` 357-368, `--always-sparkplug` 357-373. A larger file does not',
    'help either: at 100 MB readDxf took 0.71 s against 3.05 s, 0.23×.',
    '',
    'Tried and not kept: a WebAssembly tokenizer (hand-written WAT filling a tag table with parsed',
    'numbers, a window at a time). Scanning alone was no faster than the JS reader, and whole reads',
    'were within 5 % of it. Considered and not done:',
    '',
    '- Reading in two worker threads: a worker needs 30-50 ms to start and loads the modules again,',
    '  the pieces still have to be built on one thread, and a server would rather read two drawings',
    '  at once than one on both cores.',
    '- Pieces with getters for their numbers (no boxed double per field): object spread would then',
    '  silently drop `areaMm2`, `width` and `height`, a trap for every caller.',
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

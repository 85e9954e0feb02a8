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

/** Each reader runs RUNS times in a row; the run with the least CPU time stands. */
const RUNS = 2;

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
    "The machine is shared with other engineers' jobs (see the load average), so wall times mostly",
    'measure the queue; CPU time (user + system, GC helper threads included) is the fairer',
    `comparison. Each reader ran ${RUNS} times; the run with the least CPU time is shown.`,
    '',
    '## Before this round (same machine, 2026-11-21T22:34Z, one run each)',
    '',
    '| Reader | Wall time | CPU time | Peak RSS | Above baseline |',
    '|---|---|---|---|---|',
    '| readDxf | 14.55 s | 7.57 s | 587 MB | 456 MB |',
    '| dxf-parser | 7.39 s | 4.02 s | 725 MB | 594 MB |',
    '',
    '## What changed and where the time goes now',
    '',
    '- Numbers: the byte-level parser now takes every mantissa up to 2^53 (16-17 digit CAD output),',
    '  not only 15 digits; before, most coordinates fell back to decoding a string and Number().',
    '- Tags: a plain Uint8Array view (subarray() on a Buffer built a Buffer per text), newline',
    '  scanning in a loop, a cache for short repeated values (entity types, layer names, handles),',
    '  UTF-8 validation four bytes at a time.',
    '- Outlines are tessellated only when asked for: `Contour.points` is an enumerable property',
    '  computed on first read and then kept; containment tests answer from the chords when that is',
    '  certain and otherwise tessellate into one shared buffer. The points were ~45 % of the result',
    '  (9.2 M numbers here); this benchmark never reads them, a caller that does pays for them then:',
    "  reading every outline's and hole's `points` after readDxf added ~0.5 s CPU on this file in a",
    '  separate check (same day, same machine), with the same peak RSS (the peak comes earlier).',
    '- Nesting/labelling: no Map or array per piece, a dense grid index that allocates nothing per',
    '  query, no per-call tuples; probes built only for loops that are actually tested.',
    '- Parsing: LWPOLYLINE vertices sized from the declared count, no per-entity extrusion arrays',
    '  or spread objects.',
    '',
    'Where the CPU time goes now (phase timings, 52 MB file): parsing ~40 % (tag scanning and number',
    'parsing about half of it, per-entity objects the rest), nesting, labelling and building pieces',
    '~35 %, block expansion ~10 %, measuring outlines ~8 %; GC is spread through all of them (about',
    'a quarter of the CPU): raw entities, world paths, loops and pieces are JS objects that survive',
    "several scavenges. The target (1/8 of dxf-parser's CPU, 1/5 of its memory) is not reached;",
    'getting there needs a streaming design: expanding model-space entities while parsing instead of',
    'keeping raw entities, and outlines in pooled Float64Arrays until the public pieces are built.',
    '',
  ].join('\n');
  writeFileSync(REPORT, report);
  console.log(report);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

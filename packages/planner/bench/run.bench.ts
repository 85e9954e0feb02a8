// npm run bench -w packages/planner [-- --classes 1,2 --limit 10 --time 1000 --modes guillotine-rotation
//   --no-peers --no-roadef --no-stone --no-classes --roadef-names A2,B7 --roadef-lock --json out.json]
// Runs our planner and the npm peers on the 2bp-class set (three modes), the ROADEF 2018 defect
// instances and a stone-like scaled run; every layout goes through our validator.
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { MODES, runInstance } from './class-bench.ts';
import type { InstanceResult, ModeName } from './class-bench.ts';
import { loadBounds, loadClass } from './load-2bp.ts';
import { bestKnownWaste, roadefSummary, runRoadef } from './roadef-bench.ts';
import type { RoadefResult } from './roadef-bench.ts';
import { quantile, table } from './stats.ts';

const DATA = fileURLToPath(new URL('../../../../shared/bench-data/', import.meta.url));

const { values } = parseArgs({
  options: {
    classes: { type: 'string', default: '1,2,3,4,5,6,7,8,9,10' },
    limit: { type: 'string', default: '50' },
    offset: { type: 'string', default: '0' },
    time: { type: 'string', default: '1000' },
    modes: { type: 'string', default: Object.keys(MODES).join(',') },
    'no-peers': { type: 'boolean', default: false },
    'no-roadef': { type: 'boolean', default: false },
    'no-stone': { type: 'boolean', default: false },
    'no-classes': { type: 'boolean', default: false },
    'roadef-limit': { type: 'string', default: '35' },
    /** Comma-separated subset, e.g. A2,B7 (default: all 35). */
    'roadef-names': { type: 'string' },
    /** Also run ROADEF with every piece rotation-locked (vein) and report the yield cost. */
    'roadef-lock': { type: 'boolean', default: false },
    json: { type: 'string' },
    iters: { type: 'string' },
  },
});

const classes = (values.classes ?? '').split(',').map(Number);
const limit = Number(values.limit);
const offset = Number(values.offset);
const time = Number(values.time);
const modes = (values.modes ?? '').split(',') as ModeName[];
const dir2bp = `${DATA}2bp-class`;
const bounds = loadBounds(dir2bp);
const instances = classes.flatMap((c) => loadClass(dir2bp, c).slice(offset, offset + limit));

console.log(`# planner bench — ${new Date().toISOString()}`);
console.log(
  `machine: ${cpus().length} × ${cpus()[0]?.model ?? '?'}, node ${process.version}; time limit ${time} ms/instance\n`,
);

function summaryRow(label: string, rs: InstanceResult[]): (string | number)[] {
  const ours = rs.reduce((s, r) => s + r.ours, 0);
  const hasPeer = rs.every((r) => r.peer !== null);
  const peer = hasPeer ? rs.reduce((s, r) => s + (r.peer ?? 0), 0) : NaN;
  const w = rs.filter((r) => r.peer !== null && r.ours < r.peer).length;
  const t = rs.filter((r) => r.peer !== null && r.ours === r.peer).length;
  const l = rs.filter((r) => r.peer !== null && r.ours > r.peer).length;
  const times = rs.map((r) => r.timeMs);
  return [
    label,
    rs.length,
    ours,
    hasPeer ? peer : '-',
    hasPeer ? (ours / peer).toFixed(4) : '-',
    hasPeer ? `${w}/${t}/${l}` : '-',
    rs.reduce((s, r) => s + r.ours - r.lb, 0),
    rs.reduce((s, r) => s + r.ours - r.bks, 0),
    rs.reduce((s, r) => s + r.bks, 0),
    Math.round(quantile(times, 0.5)),
    Math.round(quantile(times, 0.95)),
    rs.filter((r) => r.invalid.length > 0).length,
  ];
}

const HEADER = [
  'class',
  'n',
  'ours',
  'peer',
  'ours/peer',
  'W/T/L',
  '>LB',
  '>BKS',
  'BKS',
  'med ms',
  'p95 ms',
  'invalid',
];
const report: Record<string, unknown> = {
  date: new Date().toISOString(),
  time,
  node: process.version,
  cpus: cpus().length,
};

function runClasses(
  mode: ModeName,
  scale: Parameters<typeof runInstance>[4]['scale'],
  label: string,
): InstanceResult[] {
  const results: InstanceResult[] = [];
  for (const inst of instances) {
    const r = runInstance(inst, bounds.get(inst.name), mode, time, {
      peers: !values['no-peers'],
      scale,
      maxIterations: values.iters ? Number(values.iters) : undefined,
    });
    if (r.invalid.length > 0)
      console.log(`INVALID ${label} ${inst.name}: ${r.invalid.slice(0, 3).join('; ')}`);
    results.push(r);
  }
  const rows = classes.map((c) =>
    summaryRow(
      String(c),
      results.filter((r) => r.cls === c),
    ),
  );
  rows.push(summaryRow('total', results));
  console.log(`## ${label} (peer: ${scale ? 'none' : MODES[mode].peer})\n`);
  console.log(`${table(HEADER, rows)}\n`);
  return results;
}

if (!values['no-classes']) {
  for (const mode of modes) report[mode] = runClasses(mode, null, mode);
}
if (!values['no-stone']) {
  const scale = { scaleTo: 3200, kerf: 4, trim: 10 };
  report.stone = runClasses(
    'guillotine-rotation',
    scale,
    'stone-like: 3200 mm slab, 4 mm kerf, 10 mm trim, guillotine + rotation',
  );
}
function roadefRun(names: string[], lockAll: boolean): RoadefResult[] {
  const dir = `${DATA}roadef2018-defects`;
  const best = bestKnownWaste(dir);
  const results: RoadefResult[] = [];
  for (const name of names) {
    const r = runRoadef(dir, name, Math.max(time, 3000), best, {
      lockAll,
      maxIterations: values.iters ? Number(values.iters) : undefined,
    });
    if (r.invalid.length > 0)
      console.log(`INVALID roadef ${name}: ${r.invalid.slice(0, 3).join('; ')}`);
    results.push(r);
  }
  const rows = results.map((r) => [
    r.name,
    r.items,
    r.slabs,
    (r.yield * 100).toFixed(1),
    r.waste,
    r.bestWaste,
    (r.waste / r.bestWaste).toFixed(2),
    r.remnantArea,
    r.timeMs,
    r.invalid.length > 0 ? 'INVALID' : 'ok',
  ]);
  const sum = roadefSummary(results);
  const label = lockAll ? ' — every piece rotation-locked' : '';
  console.log(`## ROADEF 2018 (defects; indicative, see notes)${label}\n`);
  console.log(
    `${table(['inst', 'items', 'slabs', 'yield %', 'waste', 'best waste', 'ratio', 'last remnant mm²', 'ms', 'valid'], rows)}\n`,
  );
  console.log(
    `total: ${sum.slabs} plates, yield ${(sum.yield * 100).toFixed(2)} %, waste ${sum.waste} vs ${sum.bestWaste} best known = ${sum.ratio.toFixed(3)}×, median ratio ${sum.median.toFixed(2)}, ${sum.above2} above 2×, ${sum.invalid} invalid\n`,
  );
  return results;
}

if (!values['no-roadef']) {
  const all = [
    ...Array.from({ length: 20 }, (_, i) => `A${i + 1}`),
    ...Array.from({ length: 15 }, (_, i) => `B${i + 1}`),
  ];
  const names = values['roadef-names']
    ? values['roadef-names'].split(',')
    : all.slice(0, Number(values['roadef-limit']));
  report.roadef = roadefRun(names, false);
  if (values['roadef-lock']) {
    const locked = roadefRun(names, true);
    report.roadefLocked = locked;
    const free = roadefSummary(report.roadef as RoadefResult[]);
    const fixed = roadefSummary(locked);
    console.log(
      `locking every piece: ${free.slabs} → ${fixed.slabs} plates, yield ${(free.yield * 100).toFixed(2)} % → ${(fixed.yield * 100).toFixed(2)} % (${((fixed.yield - free.yield) * 100).toFixed(2)} points), waste ${(fixed.waste / free.waste).toFixed(3)}× the unlocked run\n`,
    );
  }
}
if (values.json) writeFileSync(values.json, JSON.stringify(report, null, 1));

import { readFileSync } from 'node:fs';
import DxfParser from 'dxf-parser';
import { readDxf } from '../src/index.ts';
import { bareScan } from './bare-scan.ts';

/**
 * Runs one reader in its own process so each peak RSS is its own. Prints one JSON line.
 * `baseline` loads the same modules and the file but parses nothing; `bare-scan` runs the floor
 * of bare-scan.ts. With READS > 1 the reader reads the file that many times and the last read is
 * measured: the steady state of a server process, where the code is optimized and the heap has
 * grown (its peak RSS then means nothing).
 */
const [mode, file, readsArgument] = process.argv.slice(2);
if (!file || !mode) {
  throw new Error('usage: measure-child.ts readDxf|dxf-parser|bare-scan|baseline FILE [READS]');
}
const reads = Number(readsArgument ?? 1);

const bytes = readFileSync(file);
let detail: Record<string, number> = {};
function read(): void {
  if (mode === 'readDxf') {
    const result = readDxf(bytes, { maxFileBytes: 1 << 30 });
    detail = {
      pieces: result.pieces.length,
      holes: result.pieces.reduce((n, p) => n + p.holes.length, 0),
    };
  } else if (mode === 'bare-scan') {
    detail = { sum: bareScan(bytes) };
  } else if (mode === 'dxf-parser') {
    // dxf-parser takes a string; decoding is part of what it needs, so it is timed too.
    const parsed = new DxfParser().parseSync(bytes.toString('utf8'));
    detail = { entities: parsed?.entities.length ?? 0 };
  }
}
for (let k = 1; k < reads; k++) read();
const started = performance.now();
const cpuStarted = process.cpuUsage();
read();
const ms = performance.now() - started;
const cpu = process.cpuUsage(cpuStarted);
// CPU time as well as wall time: on a shared machine the wall clock mostly measures the queue.
const cpuMs = (cpu.user + cpu.system) / 1000;
const maxRssMb = process.resourceUsage().maxRSS / 1024;
process.stdout.write(`${JSON.stringify({ mode, ms, cpuMs, maxRssMb, ...detail })}\n`);

// While a large DXF is read through the worker (again and again), how slow do other API calls
// get? Runs the app in a child process, loads webUser/getCurMcUserInfo at a steady rate, first
// alone and then during the reads, and compares p99. `--mb 50` is the issue 12 figure; `--small`
// runs a quick proof and leaves docs/benchmarks.md alone.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { writeBenchSection } from '../../../scripts/write-bench-section.ts';
import { generateLargeDxf } from '../../../packages/dxf/bench/generate-large-dxf.ts';
import { benchArgs } from './bench-args.ts';

const args = benchArgs({ mb: 50, seconds: 20, rate: 200, connections: 10 });
const PORT = 18103;
const dir = mkdtempSync(join(tmpdir(), 'stone-dxf-bench-'));
const file = join(dir, 'large.dxf');
const bytes = await generateLargeDxf(file, args.mb * 1024 * 1024);

const reads: string[] = [];
function start(): Promise<ChildProcess> {
  const script = resolve(import.meta.dirname, 'serve-dxf-read.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script, String(PORT)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  return new Promise((ok, fail) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        if (line.includes('ready')) ok(child);
        if (line.startsWith('read-done')) reads.push(line.slice('read-done '.length));
      }
    });
    child.on('exit', (code) => fail(new Error(`server exited with ${code}`)));
  });
}

const server = await start();
const base = `http://127.0.0.1:${PORT}/api/v1/`;
const login = await fetch(`${base}webAuth/loginByPassword`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ account: 'admin', password: 'Bench1234' }),
});
const token = ((await login.json()) as { data: { token: string } }).data.token;

async function load() {
  const result = await autocannon({
    url: `${base}webUser/getCurMcUserInfo`,
    method: 'POST',
    connections: args.connections,
    overallRate: args.rate,
    duration: args.seconds,
    headers: { 'content-type': 'application/json', authorization: token, 'accept-language': 'en' },
    body: '{}',
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    n: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
  };
}

const quiet = await load();
server.stdin?.write(`read ${file}\n`);
const busy = await load();
server.stdin?.write('stop\n');
// Let the read in flight finish so its time is reported too.
while (reads.length === 0) await new Promise((r) => setTimeout(r, 200));
server.kill();
rmSync(dir, { recursive: true, force: true });

const readMs = reads.map((r) => Number(r.split(' ')[0]));
const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`;
const section = [
  `A ${(bytes / 1024 / 1024).toFixed(1)} MB drawing (packages/dxf's generator: rounded slabs, holes, labels, block inserts) read through readDxfInWorker in a loop inside the server process; meanwhile webUser/getCurMcUserInfo at ${args.rate} requests/s over ${args.connections} connections for ${args.seconds} s (autocannon in the bench process, server in a child). Machine: ${machine}. Date: ${new Date().toISOString().slice(0, 10)}.`,
  '',
  '| load | requests | p50 ms | p99 ms | max ms |',
  '|---|---|---|---|---|',
  `| API alone | ${quiet.n} | ${quiet.p50} | ${quiet.p99} | ${quiet.max} |`,
  `| API while the DXF is read | ${busy.n} | ${busy.p50} | ${busy.p99} | ${busy.max} |`,
  '',
  `Reads: ${reads.length}, ${readMs.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', ')} (pieces: ${reads[0]?.split(' ')[1] ?? '?'}). Target p99 < 50 ms while reading: ${busy.p99 < 50 ? 'met' : 'NOT met'}.`,
].join('\n');
console.log(section);
if (!args.small)
  writeBenchSection(
    'server-dxf-load',
    'Server: API latency while a large DXF is read (`npm run bench:dxf-load -w apps/server`)',
    section,
  );

import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { writeBenchSection } from '../../../scripts/write-bench-section.ts';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
/**
 * The three servers run side by side and are loaded in turn, ROUNDS times for DURATION_S/ROUNDS
 * seconds each: on a shared machine a load spike then hits all three alike, not one of them.
 */
const ROUNDS = 5;
const here = import.meta.dirname;

// A bench that fails midway must not leave a server holding its port for the next run.
const children: ChildProcess[] = [];
process.on('exit', () => children.forEach((child) => child.kill()));

function start(script: string, port: number, ...args: string[]): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', resolve(here, script), String(port), ...args],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  children.push(child);
  return new Promise((ok, fail) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && ok(child));
    child.on('exit', (code) => fail(new Error(`${script} exited with ${code}`)));
  });
}

/** The answer's bytes as they leave the server (fetch would decompress them). */
function fetchRaw(url: string, headers: Record<string, string>) {
  return new Promise<{ body: Buffer; encoding: string }>((ok, fail) => {
    const req = request(url, { method: 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        ok({
          body: Buffer.concat(chunks),
          encoding: String(res.headers['content-encoding'] ?? ''),
        }),
      );
    });
    req.on('error', fail);
    req.end('{}');
  });
}

type Round = { rps: number; p50: number; p99: number; cpuUs: number };

/**
 * CPU time (user + system) a process has used, in µs, from /proc (Linux; NaN elsewhere). Divided
 * by the requests served it gives each server's cost per request, which, unlike requests/s and
 * p99, does not move with what else runs on a shared machine.
 */
function cpuMicros(pid: number | undefined): number {
  const file = `/proc/${pid}/stat`;
  if (pid === undefined || !existsSync(file)) return NaN;
  const fields = readFileSync(file, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10_000; // clock ticks of 10 ms
}

async function loadOnce(
  url: string,
  headers: Record<string, string>,
  server?: ChildProcess,
): Promise<Round> {
  const cpuBefore = cpuMicros(server?.pid);
  const result = await autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION_S / ROUNDS,
    headers,
    body: '{}',
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuUs: (cpuMicros(server?.pid) - cpuBefore) / result.requests.total,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

/** Mean requests/s over the rounds; latency percentiles and CPU per request as the median round's. */
function summarize(rounds: Round[]): Round {
  return {
    rps: rounds.reduce((sum, r) => sum + r.rps, 0) / rounds.length,
    p50: median(rounds.map((r) => r.p50)),
    p99: median(rounds.map((r) => r.p99)),
    cpuUs: median(rounds.map((r) => r.cpuUs)),
  };
}

const loadAtStart = loadavg()[0] ?? 0;
const hello = await start('serve-hello.ts', 18101);
const app = await start('serve-app.ts', 18102);
const login = await fetch('http://127.0.0.1:18102/api/v1/webAuth/loginByPassword', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ account: 'admin', password: 'Bench1234' }),
});
const token = ((await login.json()) as { data: { token: string } }).data.token;
const userInfoUrl = 'http://127.0.0.1:18102/api/v1/webUser/getCurMcUserInfo';
// What Chromium sends with the web's call (lib/api-client.ts): it takes gzip, so the answer
// (about 4 KB of JSON) leaves gzipped, and the yardstick below writes those same bytes.
const userInfoHeaders = {
  'content-type': 'application/json',
  accept: 'application/json, text/plain, */*',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'accept-language': 'en',
  authorization: token,
  cookie: `language=en; stone_token=${token}`,
  origin: 'http://127.0.0.1:18102',
  referer: 'http://127.0.0.1:18102/index',
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
};
const sample = await fetchRaw(userInfoUrl, userInfoHeaders);
// The same bytes, with the same encoding, from a bare Fastify (serve-bytes.ts).
const bytesFile = join(mkdtempSync(join(tmpdir(), 'bench-bytes-')), 'answer.bin');
writeFileSync(bytesFile, sample.body);
const bytes = await start('serve-bytes.ts', 18103, bytesFile, sample.encoding);
const answerBytes = sample.body.length;

const targets = {
  hello: {
    url: 'http://127.0.0.1:18101/hello',
    headers: { 'content-type': 'application/json' },
    server: hello,
  },
  app: { url: userInfoUrl, headers: userInfoHeaders, server: app },
  bytes: { url: 'http://127.0.0.1:18103/bytes', headers: userInfoHeaders, server: bytes },
};
const rounds: Record<keyof typeof targets, Round[]> = { hello: [], app: [], bytes: [] };
// One unrecorded round each first: JIT, caches and SQLite pages warm up.
for (const target of Object.values(targets)) await loadOnce(target.url, target.headers);
for (let i = 0; i < ROUNDS; i++) {
  for (const [name, target] of Object.entries(targets)) {
    rounds[name as keyof typeof targets].push(
      await loadOnce(target.url, target.headers, target.server),
    );
  }
}
[hello, app, bytes].forEach((child) => child.kill());
const helloStats = summarize(rounds.hello);
const appStats = summarize(rounds.app);
const bytesStats = summarize(rounds.bytes);

const ratio = appStats.rps / bytesStats.rps;
const encoded = sample.encoding ? `${sample.encoding}, ` : '';
const cpu = (stats: Round) => (Number.isNaN(stats.cpuUs) ? 'n/a' : stats.cpuUs.toFixed(1));
const rows = [
  `| server | requests/s | p50 ms | p99 ms | server CPU µs/request |`,
  `|---|---|---|---|---|`,
  `| bare Fastify hello-world | ${helloStats.rps.toFixed(0)} | ${helloStats.p50} | ${helloStats.p99} | ${cpu(helloStats)} |`,
  `| webUser/getCurMcUserInfo (SQLite, session + membership + plan), the browser's headers | ${appStats.rps.toFixed(0)} | ${appStats.p50} | ${appStats.p99} | ${cpu(appStats)} |`,
  `| bare Fastify writing the same ${answerBytes} bytes (${encoded}the user info as sent) | ${bytesStats.rps.toFixed(0)} | ${bytesStats.p50} | ${bytesStats.p99} | ${cpu(bytesStats)} |`,
  '',
  `Against the same bytes from bare Fastify: ${ratio.toFixed(2)} (target ≥ 0.5): ${ratio >= 0.5 ? 'met' : 'NOT met'}; p99 ${appStats.p99} ms (target < 10 ms): ${appStats.p99 < 10 ? 'met' : 'NOT met'}.`,
  `Against hello-world: ${(appStats.rps / helloStats.rps).toFixed(2)}.`,
  `CPU per request against the same bytes from bare Fastify: ${(bytesStats.cpuUs / appStats.cpuUs).toFixed(2)}; against hello-world: ${(helloStats.cpuUs / appStats.cpuUs).toFixed(2)} (each server's own CPU time from /proc over the requests it served: the ratio of requests/s if the servers had a core to themselves; it moves far less than requests/s and p99 with the load on the machine).`,
];
const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`;
const section = [
  `${CONNECTIONS} connections, autocannon in the bench process, each server in its own child process, loopback; the three servers loaded in turn, ${ROUNDS} rounds of ${DURATION_S / ROUNDS} s each after a warm-up round (requests/s: mean of the rounds; p50/p99: median round). Machine: ${machine}, load average ${loadAtStart.toFixed(1)} at the start. Date: ${new Date().toISOString().slice(0, 10)}.`,
  '',
  ...rows,
].join('\n');
console.log(section);
writeBenchSection(
  'server-http',
  'Server: HTTP throughput (`npm run bench -w apps/server`)',
  section,
);

import { spawn, type ChildProcess } from 'node:child_process';
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { writeBenchSection } from '../../../scripts/write-bench-section.ts';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
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

async function load(url: string, headers: Record<string, string>, body: string) {
  const result = await autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers,
    body,
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const hello = await start('serve-hello.ts', 18101);
const helloStats = await load(
  'http://127.0.0.1:18101/hello',
  { 'content-type': 'application/json' },
  '{}',
);
hello.kill();

const app = await start('serve-app.ts', 18102);
const login = await fetch('http://127.0.0.1:18102/api/v1/webAuth/loginByPassword', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ account: 'admin', password: 'Bench1234' }),
});
const token = ((await login.json()) as { data: { token: string } }).data.token;
const userInfoUrl = 'http://127.0.0.1:18102/api/v1/webUser/getCurMcUserInfo';
const userInfoHeaders = {
  'content-type': 'application/json',
  authorization: token,
  'accept-language': 'en',
};
const answerBytes = (
  await (
    await fetch(userInfoUrl, { method: 'POST', headers: userInfoHeaders, body: '{}' })
  ).arrayBuffer()
).byteLength;
const appStats = await load(userInfoUrl, userInfoHeaders, '{}');
app.kill();

const bytes = await start('serve-bytes.ts', 18103, String(answerBytes));
const bytesStats = await load(
  'http://127.0.0.1:18103/bytes',
  { 'content-type': 'application/json' },
  '{}',
);
bytes.kill();

const ratio = appStats.rps / helloStats.rps;
const rows = [
  `| server | requests/s | p50 ms | p99 ms |`,
  `|---|---|---|---|`,
  `| bare Fastify hello-world | ${helloStats.rps.toFixed(0)} | ${helloStats.p50} | ${helloStats.p99} |`,
  `| webUser/getCurMcUserInfo (SQLite, session + membership + plan) | ${appStats.rps.toFixed(0)} | ${appStats.p50} | ${appStats.p99} |`,
  `| bare Fastify writing a fixed ${answerBytes}-byte body (the user info's size) | ${bytesStats.rps.toFixed(0)} | ${bytesStats.p50} | ${bytesStats.p99} |`,
  '',
  `Ratio ${ratio.toFixed(2)} (target ≥ 0.4): ${ratio >= 0.4 ? 'met' : 'NOT met'}; p99 ${appStats.p99} ms (target < 20 ms): ${appStats.p99 < 20 ? 'met' : 'NOT met'}.`,
  `Against the same bytes from bare Fastify: ${(appStats.rps / bytesStats.rps).toFixed(2)} (what the app's own work costs, apart from moving its answer).`,
];
const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`;
const section = [
  `${CONNECTIONS} connections, ${DURATION_S} s each, autocannon in the bench process, each server in its own child process, loopback. Machine: ${machine}. Date: ${new Date().toISOString().slice(0, 10)}.`,
  '',
  ...rows,
].join('\n');
console.log(section);
writeBenchSection(
  'server-http',
  'Server: HTTP throughput (`npm run bench -w apps/server`)',
  section,
);

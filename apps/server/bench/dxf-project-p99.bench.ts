// Issue 22: while the largest project allowed becomes a project (once, then twice at once), while its detail
// opens and while its packing list is generated, how slow do other calls get? The app runs in a
// child process; this process uploads a generated drawing of unlabelled squares, then keeps
// webProduce/getProduceSolutionList (a database read) and webUser/getCurMcUserInfo going at a
// steady rate during each phase, with their p99 and the server's own event-loop delay. SQLite always, PostgreSQL too when DATABASE_URL is set.
//   npm run bench:dxf-project -w apps/server -- [--pieces 20000] [--planes 5] [--rate 100] [--small]
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { PROJECT_LIMITS } from '@stone/shared/projects/enums';
import { writeBenchSection } from '../../../scripts/write-bench-section.ts';
import { benchArgs, percentile } from './bench-args.ts';

// The largest project a factory can start: full planes up to the project's piece limit.
const args = benchArgs({
  pieces: PROJECT_LIMITS.piecesPerPlaneMax,
  planes: PROJECT_LIMITS.piecesPerProjectMax / PROJECT_LIMITS.piecesPerPlaneMax,
  rate: 100,
  quietSeconds: 5,
});
const pieces = args.small ? 2_000 : args.pieces;
const planeCount = args.small ? 2 : args.planes;
const PORT = 18104;
const base = `http://127.0.0.1:${PORT}/api/v1/`;
const dir = mkdtempSync(join(tmpdir(), 'stone-dxf-project-'));

/** Unlabelled 10 mm squares on an 11 mm grid, written in chunks (about 90 bytes a piece). */
async function writeSquares(path: string, count: number) {
  const out = createWriteStream(path);
  out.write('0\nSECTION\n2\nHEADER\n9\n$INSUNITS\n70\n4\n0\nENDSEC\n0\nSECTION\n2\nENTITIES\n');
  let chunk = '';
  for (let i = 0; i < count; i++) {
    const x = (i % 800) * 11;
    const y = Math.floor(i / 800) * 11;
    chunk += `0\nLWPOLYLINE\n8\n0\n90\n4\n70\n1\n10\n${x}\n20\n${y}\n10\n${x + 10}\n20\n${y}\n10\n${x + 10}\n20\n${y + 10}\n10\n${x}\n20\n${y + 10}\n`;
    if (chunk.length > 1 << 20) {
      if (!out.write(chunk)) await new Promise<void>((r) => out.once('drain', () => r()));
      chunk = '';
    }
  }
  out.write(`${chunk}0\nENDSEC\n0\nEOF\n`);
  await new Promise((r) => out.end(r));
}

let lagWaiter: ((line: string) => void) | null = null;
/** The server, once it prints "ready TOKEN", with the owner's session token. */
function start(extra: string[]): Promise<{ server: ChildProcess; token: string }> {
  const script = resolve(import.meta.dirname, 'serve-dxf-project.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script, String(PORT), ...extra], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  return new Promise((ok, fail) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        if (line.startsWith('ready ')) ok({ server: child, token: line.slice(6).trim() });
        if (line.startsWith('lag ')) lagWaiter?.(line);
      }
    });
    child.on('exit', (code) => fail(new Error(`server exited with ${code}`)));
  });
}

type Envelope<T> = { result: boolean; code: number; msg: string; data: T };
/** 20 keep-alive connections, as a browser fleet would hold: a stalled server queues calls
 * here (and the wait counts in their latency) instead of opening thousands of sockets. */
const loadAgent = new Agent({ keepAlive: true, maxSockets: 20 });
/** The phase's own calls, never queued behind the load. */
const workAgent = new Agent({ keepAlive: true });
function post<T>(
  token: string,
  path: string,
  body: unknown,
  agent = workAgent,
): Promise<Envelope<T>> {
  return new Promise((ok, fail) => {
    const req = request(
      base + path,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          authorization: token,
          'accept-language': 'en',
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => ok(JSON.parse(Buffer.concat(chunks).toString()) as Envelope<T>));
        res.on('error', fail);
      },
    );
    req.on('error', fail);
    req.end(JSON.stringify(body));
  });
}

type Figures = { n: number; p50: number; p99: number; max: number };
const figures = (latencies: number[]): Figures => {
  const sorted = latencies.sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? 0,
  };
};

/** The server's event-loop delay since the last ask: p99 and max, ms. */
function askLag(server: ChildProcess): Promise<{ p99: number; max: number }> {
  return new Promise((ok) => {
    lagWaiter = (line) => {
      const [, p99, max] = line.split(' ');
      ok({ p99: Number(p99), max: Number(max) });
    };
    server.stdin?.write('lag\n');
  });
}

/**
 * Other users' calls at a steady rate until `work` settles, their latencies in ms: the project
 * list (a database read) and the user info (the session read cache, which a write clears).
 */
async function during<T>(server: ChildProcess, token: string, work: () => Promise<T>) {
  await askLag(server);
  const calls = { list: [] as number[], user: [] as number[] };
  const inFlight: Promise<void>[] = [];
  let running = true;
  const started = performance.now();
  const send = (path: string, body: unknown, into: number[]) => {
    const sent = performance.now();
    inFlight.push(
      post(token, path, body, loadAgent).then((r) => {
        if (!r.result) throw new Error(r.msg);
        into.push(performance.now() - sent);
      }),
    );
  };
  const loader = (async () => {
    while (running) {
      send('webProduce/getProduceSolutionList', { pageSize: 20 }, calls.list);
      send('webUser/getCurMcUserInfo', {}, calls.user);
      await new Promise((r) => setTimeout(r, 1000 / args.rate));
    }
  })();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  running = false;
  await loader;
  await Promise.all(inFlight);
  const lag = await askLag(server);
  return { result, seconds, lag, list: figures(calls.list), user: figures(calls.user) };
}

async function runOn(label: string, extra: string[], file: string) {
  const { server, token } = await start(extra);
  try {
    const bytes = readFileSync(file);
    const upload = async () => {
      const form = new FormData();
      form.set('purpose', 'dxf');
      form.set('file', new Blob([bytes]), 'huge.dxf');
      const up = await fetch(`${base}webAttachment/uploadFile`, {
        method: 'POST',
        headers: { authorization: token },
        body: form,
      });
      return ((await up.json()) as Envelope<{ fileId: string }>).data.fileId;
    };
    // A project may not name one file twice: each plane gets its own upload, made beforehand.
    const uploads = async () => {
      const ids: string[] = [];
      for (let i = 0; i < planeCount; i++) ids.push(await upload());
      return ids;
    };
    const create = async (name: string, fileIds: string[]) => {
      const res = await post<{ id: string }>(token, 'webProduce/createSolution', {
        name,
        planes: fileIds.map((fileId, i) => ({ name: `N${i + 1}`, fileId })),
      });
      if (!res.result) throw new Error(`create: ${res.msg}`);
      return res.data.id;
    };
    const [first, second, third] = [await uploads(), await uploads(), await uploads()];
    const rows: string[] = [];
    const row = (what: string, m: Awaited<ReturnType<typeof during>>) => {
      const f = (x: Figures) =>
        `${x.n} | ${x.p50.toFixed(0)} | ${x.p99.toFixed(0)} | ${x.max.toFixed(0)}`;
      rows.push(
        `| ${label} | ${what} | ${m.seconds.toFixed(1)} | ${m.lag.p99} / ${m.lag.max} | ${f(m.list)} | ${f(m.user)} |`,
      );
      console.log(rows.at(-1));
    };
    const pause = () => new Promise((r) => setTimeout(r, args.quietSeconds * 1000));
    await during(server, token, pause); // warm-up: JIT, statement caches, pool connections
    row('nothing else', await during(server, token, pause));
    const one = await during(server, token, () => create('Huge 1', first));
    row('createSolution ×1', one);
    const two = await during(server, token, () =>
      Promise.all([create('Huge 2', second), create('Huge 3', third)]),
    );
    row('createSolution ×2 at once', two);
    let answerBytes = 0;
    const opens = await during(server, token, async () => {
      for (let i = 0; i < 5; i++) {
        const res = await fetch(`${base}webProduce/getSolutionDetail`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: token },
          body: JSON.stringify({ id: one.result }),
        });
        answerBytes = (await res.arrayBuffer()).byteLength;
      }
    });
    row(`getSolutionDetail ×5 in a row (${(answerBytes / 1024).toFixed(1)} KB each)`, opens);
    const detail = await post<{ project: { version: number } }>(
      token,
      'webProduce/getSolutionDetail',
      { id: one.result },
    );
    const packing = await during(server, token, async () => {
      const res = await post<{ boxCount: number }>(token, 'webProduce/generatePackingList', {
        id: one.result,
        version: detail.data.project.version,
      });
      if (!res.result) throw new Error(`packing: ${res.msg}`);
    });
    row('generatePackingList', packing);
    return rows;
  } finally {
    server.kill();
  }
}

const file = join(dir, 'huge.dxf');
await writeSquares(file, pieces);
const mb = readFileSync(file).byteLength / 1024 / 1024;
const rows = process.env.BENCH_PG_ONLY ? [] : await runOn('SQLite', [], file);
const url = process.env.DATABASE_URL;
if (url) {
  const schema = `bench_dxf_project_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  try {
    rows.push(...(await runOn('PostgreSQL', [url, schema], file)));
  } finally {
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}
rmSync(dir, { recursive: true, force: true });

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`;
const section = [
  `Projects of ${planeCount} planes, each a ${mb.toFixed(1)} MB drawing of ${pieces.toLocaleString('en')} unlabelled squares (every piece a "no code" warning; ${(planeCount * pieces).toLocaleString('en')} pieces a project, the most PROJECT_LIMITS allows), created while webProduce/getProduceSolutionList (database) and webUser/getCurMcUserInfo (session, from the read cache a write clears) each run at ${args.rate} calls/s; the event-loop delay is the server's own (perf_hooks monitorEventLoopDelay, 5 ms resolution) over the phase (server in a child process, fetch from the bench process). "Seconds" is how long the phase's own work took. Machine: ${machine}. Date: ${new Date().toISOString().slice(0, 10)}.`,
  '',
  '| database | during | seconds | event-loop delay p99 / max ms | list calls | p50 ms | p99 ms | max ms | user-info calls | p50 ms | p99 ms | max ms |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ...rows,
].join('\n');
console.log(section);
if (!args.small)
  writeBenchSection(
    'server-dxf-project',
    'Server: other calls while a huge DXF project is created, opened and packed (`npm run bench:dxf-project -w apps/server`)',
    section,
  );

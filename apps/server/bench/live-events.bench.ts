import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { writeBenchSection } from '../../../scripts/write-bench-section.ts';
import { buildApp } from '../src/app.ts';
import type { AppDeps } from '../src/context.ts';
import { closeDeps, createDeps } from '../src/create-deps.ts';
import { publishPieceProgress } from '../src/events/piece-progress.ts';
import { createSession } from '../src/modules/auth/session.service.ts';
import { EVENT_STREAM_PATH } from '../src/modules/events/events.module.ts';
import { connectEventStream, streamBenchConfig } from './event-stream-client.ts';
import { benchArgs, percentile } from './bench-args.ts';
import { insertBenchOwner } from './bench-owner.ts';

/*
 * Live events to control screens (issue 18: an event reaches a connected screen in < 1 s p99
 * with 200 screens, both databases). 200 clients hold GET webEvent/stream open over real HTTP
 * on a listening server, as the web's fetch reader does; the bench publishes `pieceProgress`
 * events as the shop floor's writes do (publishPieceProgress after a commit) and times each
 * event from publish to its arrival at every client. On PostgreSQL the events are published by a
 * second instance (its own deps on the same schema), so each one travels as a NOTIFY to the
 * instance the screens are connected to. Clients run in the server's process: the figures
 * include their parsing, a pessimistic setting.
 *   npm run bench:live -w apps/server -- [--clients 200] [--events 100] [--gap 50] [--small]
 */
const args = benchArgs({ clients: 200, events: 100, gap: 50 });
const clients = args.small ? 20 : args.clients;
const events = args.small ? 20 : args.events;

type Result = { p50: number; p99: number; max: number; received: number };

const configFor = (env: Record<string, string>) => streamBenchConfig('live', env);

async function runOn(env: Record<string, string>): Promise<Result> {
  const deps = await createDeps(configFor(env));
  // On PostgreSQL a second instance publishes: its events reach the screens' one by NOTIFY.
  const publisher: AppDeps = env.DATABASE_URL ? await createDeps(configFor(env)) : deps;
  const { orgId, userId } = await insertBenchOwner(deps.db, {
    username: `bench${randomBytes(3).toString('hex')}`,
    phone: '13800000009',
    orgName: 'Bench Stone Works',
  });
  const app = await buildApp(deps);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const url = `http://127.0.0.1:${address.port}${EVENT_STREAM_PATH}`;
  const token = await createSession(deps, userId, orgId);
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const closers = await Promise.all(
    Array.from({ length: clients }, () =>
      connectEventStream(url, token, (projectId) => {
        const at = sentAt.get(projectId);
        if (at !== undefined) latencies.push(performance.now() - at);
      }),
    ),
  );
  // Warm-up: the NOTIFY link and every stream carry one event before timing starts.
  publishPieceProgress(publisher, orgId, { kind: 'report', projectId: 'warm-up', planeIds: [] });
  await new Promise((r) => setTimeout(r, 500));
  for (let i = 0; i < events; i++) {
    const projectId = `bench-${i}`;
    sentAt.set(projectId, performance.now());
    publishPieceProgress(publisher, orgId, { kind: 'cut', projectId, planeIds: ['p'] });
    await new Promise((r) => setTimeout(r, args.gap));
  }
  const deadline = Date.now() + 5_000;
  while (latencies.length < clients * events && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 50));
  for (const close of closers) close();
  await app.close();
  if (publisher !== deps) await closeDeps(publisher);
  await closeDeps(deps);
  rmSync(deps.config.DATA_DIR, { recursive: true, force: true });
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    max: latencies.at(-1) ?? 0,
    received: latencies.length,
  };
}

const results: [string, Result][] = [['SQLite (in-process bus)', await runOn({})]];
const pgUrl = process.env.DATABASE_URL;
if (pgUrl) {
  const schema = `bench_live_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  try {
    results.push([
      'PostgreSQL (NOTIFY from a second instance)',
      await runOn({ DATABASE_URL: pgUrl, DATABASE_SCHEMA: schema }),
    ]);
  } finally {
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}
const section = [
  `${clients} screens connected to GET webEvent/stream over HTTP, ${events} \`pieceProgress\` events published ${args.gap} ms apart after a warm-up; latency from publish to arrival at each screen (${clients * events} arrivals expected). Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}. Date: ${new Date().toISOString().slice(0, 10)}. Load average after the run (machine shared): ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}. Target: p99 < 1 s with 200 screens, both databases (issue 18).`,
  '',
  '| bus | arrivals | p50 ms | p99 ms | max ms |',
  '|---|---|---|---|---|',
  ...results.map(
    ([name, r]) =>
      `| ${name} | ${r.received} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.max.toFixed(1)} |`,
  ),
].join('\n');
console.log(`\n${section}`);
if (!args.small)
  writeBenchSection(
    'live-events',
    `Live events to ${clients} control screens (\`npm run bench:live -w apps/server\`)`,
    section,
  );
process.exit(0);

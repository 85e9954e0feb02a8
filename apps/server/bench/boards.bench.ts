import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { sql } from 'kysely';
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
import { BOARD_MIN_INTERVAL_MS } from '../src/modules/boards/board-cache.ts';
import { seedBoards } from './boards-seed.ts';

/*
 * Digital boards (issue 20: 200 boards on the SSE stream, an event reaches every one in < 1 s
 * p99, both databases; each board read fast at the bench data size). Over real HTTP on a
 * listening server: `boards` clients hold webEvent/stream open; `pieceProgress` events are
 * published as the floor's writes do (on PostgreSQL by a second instance, so each travels as a
 * NOTIFY) and timed from publish to arrival at every board. Then `tvs` of those boards read
 * their board again on events, as the screens do (use-board-live.ts), and the time from publish to the fresh
 * figures is measured (screens share one computation per change, board-cache.ts). Last, each
 * board read alone, `calls` times, each after an event so it computes.
 *   npm run bench:boards -w apps/server -- [--boards 200] [--events 50] [--gap 250] [--tvs 20]
 *     [--calls 30] [--projects 200] [--small]
 */
const args = benchArgs({ boards: 200, events: 50, gap: 250, tvs: 20, calls: 30, projects: 200 });
const boards = args.small ? 20 : args.boards;
const events = args.small ? 10 : args.events;
const calls = args.small ? 5 : args.calls;
const size = {
  projects: args.small ? 20 : args.projects,
  planesPer: 20,
  reports: args.small ? 5_000 : 60_000,
  packed: args.small ? 2_000 : 30_000,
};
const READS = [
  'webMesBoard/getMasterControl',
  'webMesBoard/getPacking',
  'webMesBoard/getSecondary',
  'webMesBoard/getMaterialOpening',
  'webMesBoard/getTotalOpening',
  'webMesBoard/getKitCompletion',
  'webMesBoard/getMonthlyIndicators',
  'webDigitalFactory/getOverview',
] as const;

type Stat = { p50: number; p99: number; max: number; n: number };
const stat = (values: number[]): Stat => {
  const s = [...values].sort((a, b) => a - b);
  return { p50: percentile(s, 0.5), p99: percentile(s, 0.99), max: s.at(-1) ?? 0, n: s.length };
};
/** As apps/web/src/features/boards/use-board-live.ts. */
const BOARD_REFETCH_DELAY_MS = 300;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

const configFor = (env: Record<string, string>) => streamBenchConfig('boards', env);

type Run = { arrival: Stat; fresh: Stat; reads: [string, Stat][] };

async function runOn(env: Record<string, string>): Promise<Run> {
  const deps = await createDeps(configFor(env));
  const publisher: AppDeps = env.DATABASE_URL ? await createDeps(configFor(env)) : deps;
  const { orgId, userId } = await insertBenchOwner(deps.db, {
    username: `bench${randomBytes(3).toString('hex')}`,
    phone: '13800000009',
    orgName: 'Bench Stone Works',
  });
  const seedStart = performance.now();
  await seedBoards(deps, orgId, userId, size);
  if (deps.dialect === 'postgres') await sql`analyze`.execute(deps.db);
  console.log(
    `${deps.dialect}: seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
  );
  const app = await buildApp(deps);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const base = `http://127.0.0.1:${address.port}`;
  const token = await createSession(deps, userId, orgId);
  const read = async (path: string) => {
    const res = await fetch(`${base}/api/v1/${path}`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: '{}',
    });
    const answer = (await res.json()) as { code: number; msg: string };
    if (answer.code !== 0) throw new Error(`${path}: ${answer.msg}`);
  };

  // 1. Arrival at every board, and the fresh figures on `tvs` boards that read on each event.
  const sentAt = new Map<string, number>();
  const arrivals: number[] = [];
  const fresh: number[] = [];
  const reading = new Set<Promise<void>>();
  /**
   * A TV as the web's useBoardLive: the first event of a burst schedules one read
   * BOARD_REFETCH_DELAY_MS later, which covers every event that arrived before it started.
   */
  const tv = (path: string) => {
    let waiting: number[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    return (at: number) => {
      waiting.push(at);
      if (timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        const covered = waiting;
        waiting = [];
        const done = read(path).then(() => {
          for (const sent of covered) fresh.push(performance.now() - sent);
        });
        reading.add(done);
        void done.finally(() => reading.delete(done));
      }, BOARD_REFETCH_DELAY_MS);
    };
  };
  const closers = await Promise.all(
    Array.from({ length: boards }, (_, i) => {
      const onTv = i < args.tvs ? tv(READS[i % READS.length]!) : undefined;
      return connectEventStream(`${base}${EVENT_STREAM_PATH}`, token, (projectId) => {
        const at = sentAt.get(projectId);
        if (at === undefined) return;
        arrivals.push(performance.now() - at);
        onTv?.(at);
      });
    }),
  );
  publishPieceProgress(publisher, orgId, { kind: 'report', projectId: 'warm-up', planeIds: [] });
  await pause(500);
  for (let i = 0; i < events; i++) {
    const projectId = `bench-${i}`;
    sentAt.set(projectId, performance.now());
    publishPieceProgress(publisher, orgId, { kind: 'cut', projectId, planeIds: ['p'] });
    await pause(args.gap);
  }
  const deadline = Date.now() + 10_000;
  while (arrivals.length < boards * events && Date.now() < deadline) await pause(50);
  await Promise.all([...reading]);
  for (const close of closers) close();

  // 2. Each board read alone: after a change, once the cache lets it compute (board-cache.ts).
  const times = new Map<string, number[]>(READS.map((path) => [path, []]));
  for (const path of READS) await read(path);
  for (let c = 0; c < calls; c++) {
    publishPieceProgress(deps, orgId, { kind: 'report', projectId: 'read', planeIds: [] });
    await pause(BOARD_MIN_INTERVAL_MS + 50);
    for (const path of READS) {
      const t0 = performance.now();
      await read(path);
      times.get(path)!.push(performance.now() - t0);
    }
  }
  const reads = READS.map((path): [string, Stat] => [path, stat(times.get(path)!)]);
  await app.close();
  if (publisher !== deps) await closeDeps(publisher);
  await closeDeps(deps);
  rmSync(deps.config.DATA_DIR, { recursive: true, force: true });
  return { arrival: stat(arrivals), fresh: stat(fresh), reads };
}

const results: [string, Run][] = [['SQLite', await runOn({})]];
const pgUrl = process.env.DATABASE_URL;
if (pgUrl) {
  const schema = `bench_boards_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  try {
    results.push(['PostgreSQL', await runOn({ DATABASE_URL: pgUrl, DATABASE_SCHEMA: schema })]);
  } finally {
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}
const ms = (s: Stat) => `${s.p50.toFixed(1)} / ${s.p99.toFixed(1)} / ${s.max.toFixed(1)}`;
const cols = results.map(([db]) => `${db} p50 / p99 / max ms`).join(' | ');
const section = [
  `${boards} boards connected to GET webEvent/stream over HTTP; ${events} \`pieceProgress\` events published ${args.gap} ms apart after a warm-up (on PostgreSQL by a second instance, through NOTIFY). ${args.tvs} of the boards read their board again on events (the seven boards and the overview in turn) as the screens do: the first event of a burst schedules one read ${BOARD_REFETCH_DELAY_MS} ms later; the time is from each event's publish to the end of the read that covers it. Data: ${size.projects} live projects × ${size.planesPer} planes (and as many finished), ${(size.projects * size.planesPer * 40).toLocaleString('en')} pieces, ${size.reports.toLocaleString('en')} work reports and ${size.packed.toLocaleString('en')} packed pieces over 30 days, 6,000 cutting day rows. Each read alone: ${calls} calls per board over HTTP, each after an event and the cache's ${BOARD_MIN_INTERVAL_MS} ms interval, so it computes its figures (board-cache.ts shares them between screens until the next change). Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}. Date: ${new Date().toISOString().slice(0, 10)}. Load average after the run (machine shared): ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}. Target: p99 event delay < 1 s with 200 boards, both databases (issue 20).`,
  '',
  `| measure | count | ${cols} |`,
  '|---|---|' + results.map(() => '---|').join(''),
  `| event publish → arrival at each board | ${results.map(([, r]) => r.arrival.n).join(' / ')} | ${results.map(([, r]) => ms(r.arrival)).join(' | ')} |`,
  `| event publish → board figures read again (${args.tvs} boards) | ${results.map(([, r]) => r.fresh.n).join(' / ')} | ${results.map(([, r]) => ms(r.fresh)).join(' | ')} |`,
  ...READS.map(
    (path, i) =>
      `| read \`${path}\` | ${calls} | ${results.map(([, r]) => ms(r.reads[i]![1])).join(' | ')} |`,
  ),
].join('\n');
console.log(`\n${section}`);
if (!args.small)
  writeBenchSection(
    'boards',
    `Digital boards: ${boards} boards live, and each board read (\`npm run bench:boards -w apps/server\`)`,
    section,
  );
process.exit(0);

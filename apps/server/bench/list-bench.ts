import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { writeBenchSection } from '../../../scripts/write-bench-section.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { closeDeps, createDeps } from '../src/create-deps.ts';
import { bossSchemaOf } from '../src/jobs/job-queue.ts';
import type { AppDeps } from '../src/context.ts';
import { createSession } from '../src/modules/auth/session.service.ts';
import { percentile } from './bench-args.ts';
import { embeddedEnv } from './demo-server.ts';
import { insertBenchOwner } from './bench-owner.ts';

/**
 * How the callers call (issue 24, "50 concurrent callers"):
 * - burst: each caller starts its next call the moment its last one answers (closed loop), so
 *   `concurrency` calls are always in flight; against one Node process p99 ≈ concurrency × the
 *   time of one call.
 * - paced: each caller starts a call every `paceMs` from a random offset, as people opening a
 *   screen or scanning labels do.
 */
export type Reading = 'burst' | 'paced';

/** What the list benches of issue 24 share: 50 callers, a burst and a paced reading, the target. */
export const millionRowBench = (args: {
  calls: number;
  concurrency: number;
  pacedCalls: number;
  small: boolean;
  keep: boolean;
}) => ({
  calls: args.calls,
  concurrency: args.concurrency,
  readings: ['burst', 'paced'] as Reading[],
  paceMs: 2_000,
  pacedCalls: args.pacedCalls,
  small: args.small,
  keep: args.keep,
  target: 'p99 < 20 ms on SQLite, < 30 ms on PostgreSQL, at 1,000,000 rows (issue 24).',
});

export type ListBenchSpec<Seeded> = {
  /** Section id in docs/benchmarks.md. */
  id: string;
  title: string;
  /** Path under /api/v1/. */
  endpoint: string;
  rows: number;
  calls: number;
  /** Callers in flight at once (issue 24: 50); one when not given. */
  concurrency?: number;
  /**
   * Each caller starts a call every `paceMs` (from a random offset), as a person with a scanner
   * does, instead of the next one the moment the last answers (a burst).
   */
  paceMs?: number;
  /** The readings to take, in table order: `paced` alone when `paceMs` is set, else `burst`. */
  readings?: Reading[];
  /** Calls per query of the paced reading (`calls` when not given). */
  pacedCalls?: number;
  /** A quick proof: nothing is written to docs/benchmarks.md. */
  small: boolean;
  /**
   * Keep the seeded databases (`--keep`): a SQLite folder under BENCH_KEEP_DIR (default
   * tmpdir/stone-bench-keep) and a PostgreSQL schema named after the bench and its rows; the
   * next run with `--keep` migrates and reuses them instead of seeding again.
   */
  keep?: boolean;
  /** What the figures are judged against, one line. */
  target: string;
  /** Must return JSON-serialisable data when the bench may be kept. */
  seed: (deps: AppDeps, orgId: string, userId: string) => Promise<Seeded>;
  /**
   * Name, body, and the endpoint when not `endpoint` (a screen's other reads, issue 17). A body
   * may be a function of the call's number, for writes that must differ (a scan per piece).
   */
  queries: (seeded: Seeded) => [string, unknown, string?][];
};

type Figures = { p50: number; p99: number; rate: number };
type Timing = { name: string; total: number | string } & Partial<Record<Reading, Figures>>;

const keepRoot = () => process.env.BENCH_KEEP_DIR ?? join(tmpdir(), 'stone-bench-keep');
const keptSchema = (spec: { id: string; rows: number }) =>
  `bench_keep_${spec.id.replace(/\W/g, '_')}_${spec.rows}`;

const readingsOf = (spec: ListBenchSpec<unknown>): Reading[] =>
  spec.readings ?? [spec.paceMs ? 'paced' : 'burst'];

/**
 * A list endpoint at scale, through the whole app (auth, validation, count and page queries,
 * serialisation): on SQLite, and on PostgreSQL too when DATABASE_URL is set (in a schema of its
 * own, dropped after unless kept). The first calls warm statement caches and JIT.
 */
export async function runListBench<Seeded>(spec: ListBenchSpec<Seeded>): Promise<void> {
  // BENCH_ONLY_POSTGRES=1: the PostgreSQL run alone, while working on its plans; it prints its
  // table and writes nothing, as docs/benchmarks.md holds both dialects side by side.
  const onlyPostgres = process.env.BENCH_ONLY_POSTGRES === '1';
  // BENCH_ONLY_SQLITE=1 and BENCH_QUERIES=name,name (the rows whose names hold one of them) are
  // for the same work, and write nothing either.
  const onlySqlite = process.env.BENCH_ONLY_SQLITE === '1';
  const partial = onlyPostgres || onlySqlite || !!process.env.BENCH_QUERIES;
  const results: [string, Timing[]][] = onlyPostgres ? [] : [['SQLite', await runOn(spec, {})]];
  const url = process.env.DATABASE_URL;
  if (url && !onlySqlite) {
    const schema = spec.keep
      ? keptSchema(spec)
      : `bench_${spec.id.replace(/\W/g, '_')}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema if not exists ${schema}`);
    try {
      results.push([
        'PostgreSQL',
        await runOn(spec, { DATABASE_URL: url, DATABASE_SCHEMA: schema }),
      ]);
    } finally {
      // The job queue's schema beside it goes too (job-queue.ts names it).
      if (!spec.keep)
        for (const name of [schema, bossSchemaOf(schema)])
          await admin.query(`drop schema if exists ${name} cascade`);
      await admin.end();
    }
  }
  const readings = readingsOf(spec as ListBenchSpec<unknown>);
  const columns = results.flatMap(([db]) => readings.map((r) => [db, r] as const));
  const head = ([db, r]: (typeof columns)[number]) =>
    readings.length === 1
      ? `${db} p50 / p99 ms (calls/s)`
      : r === 'burst'
        ? `${db} burst p50 / p99 ms (calls/s)`
        : `${db} paced p50 / p99 ms`;
  const cell = (f: Figures | undefined, r: Reading) =>
    !f
      ? '-'
      : `${f.p50.toFixed(1)} / ${f.p99.toFixed(1)}` +
        (readings.length === 1 || r === 'burst' ? ` (${f.rate.toFixed(0)})` : '');
  const table = [
    '| query | rows matched | ' + columns.map(head).join(' | ') + ' |',
    '|---|---|' + columns.map(() => '---|').join(''),
    ...(results[0]?.[1] ?? []).map(
      (t, i) =>
        `| ${t.name} | ${t.total} | ` +
        results.flatMap(([, rows]) => readings.map((r) => cell(rows[i]?.[r], r))).join(' | ') +
        ' |',
    ),
  ];
  const callers = spec.concurrency ?? 1;
  const how =
    readings.length === 1
      ? `${spec.calls} calls per query by ${callers} concurrent callers${spec.paceMs ? `, each starting a call every ${spec.paceMs} ms` : ''}`
      : `${callers} concurrent callers, two readings per query: burst (each caller calls again the moment its answer comes, ${spec.calls} calls) and paced (each caller starts a call every ${(spec.paceMs ?? 0).toLocaleString('en')} ms from a random offset, ${spec.pacedCalls ?? spec.calls} calls)`;
  const section = [
    `${spec.rows.toLocaleString('en')} rows in one enterprise, ${how}, after 10 warm-up calls, through \`app.inject\`; a total "N+" is the capped count (\`LIST_COUNT_PAGES\`, docs/adr/0023). Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}. Date: ${new Date().toISOString().slice(0, 10)}. Load average after the run (machine shared): ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}. Target: ${spec.target}`,
    '',
    ...table,
  ].join('\n');
  console.log(`\n${section}`);
  if (!spec.small && !partial) writeBenchSection(spec.id, spec.title, section);
}

type Kept<Seeded> = { orgId: string; userId: string; seeded: Seeded };

/** The seeded database of a kept bench, or a fresh one (seeded, and recorded when kept). */
async function seededDeps<Seeded>(spec: ListBenchSpec<Seeded>, env: Record<string, string>) {
  const dialect = env.DATABASE_URL ? 'postgres' : 'sqlite';
  const keepDir = join(keepRoot(), `${spec.id}-${spec.rows}`);
  const record = join(keepDir, `seed-${dialect}.json`);
  if (spec.keep) mkdirSync(keepDir, { recursive: true });
  const dataDir = spec.keep ? keepDir : mkdtempSync(join(tmpdir(), `stone-bench-${spec.id}-`));
  const kept = spec.keep && existsSync(record);
  // A kept SQLite file without its record is a seed that did not finish: start again.
  if (spec.keep && !kept && dialect === 'sqlite')
    for (const f of ['app.db', 'app.db-wal', 'app.db-shm'])
      rmSync(join(dataDir, f), { force: true });
  if (spec.keep && !kept && env.DATABASE_URL && env.DATABASE_SCHEMA) {
    const admin = new pg.Client({ connectionString: env.DATABASE_URL });
    await admin.connect();
    await admin.query(`drop schema ${env.DATABASE_SCHEMA} cascade`);
    await admin.query(`create schema ${env.DATABASE_SCHEMA}`);
    await admin.end();
  }
  // DATABASE_URL is read from `env` only: the SQLite run must never land on PostgreSQL.
  const deps = await createDeps(
    loadConfig({
      ...embeddedEnv(),
      ...env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DEMO_DATA: '0',
      RATE_LIMIT_PER_MINUTE: '100000000',
    }),
  );
  let owner: Kept<Seeded>;
  if (kept) {
    owner = JSON.parse(readFileSync(record, 'utf8')) as Kept<Seeded>;
    console.log(`${deps.dialect}: reusing the seeded database (${dataDir})`);
  } else {
    const { orgId, userId } = await insertBenchOwner(deps.db, {
      username: `bench${randomBytes(3).toString('hex')}`,
      phone: '13800000009',
      orgName: 'Bench Stone Works',
    });
    const seedStart = performance.now();
    const seeded = await spec.seed(deps, orgId, userId);
    console.log(
      `${deps.dialect}: seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    );
    owner = { orgId, userId, seeded };
    if (spec.keep) writeFileSync(record, JSON.stringify(owner));
  }
  // A bulk load leaves PostgreSQL without statistics until autovacuum runs; a live database
  // has them (and a kept one may have new indexes since).
  if (deps.dialect === 'postgres') await sql`analyze`.execute(deps.db);
  const done = () => {
    if (!spec.keep) rmSync(dataDir, { recursive: true, force: true });
  };
  return { deps, owner, done };
}

async function runOn<Seeded>(
  spec: ListBenchSpec<Seeded>,
  env: Record<string, string>,
): Promise<Timing[]> {
  const { deps, owner, done } = await seededDeps(spec, env);
  const app = await buildApp(deps);
  await app.ready();
  const token = await createSession(deps, owner.userId, owner.orgId);
  const timings: Timing[] = [];
  const wanted = process.env.BENCH_QUERIES?.split(',');
  const queries = spec
    .queries(owner.seeded)
    .filter(([name]) => !wanted || wanted.some((w) => name.includes(w)));
  for (const [name, body, endpoint = spec.endpoint] of queries) {
    let n = 0;
    const call = async () => {
      const payload = JSON.stringify(
        typeof body === 'function' ? (body as (i: number) => unknown)(n++) : body,
      );
      const t0 = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: `/api/v1/${endpoint}`,
        headers: { authorization: token, 'content-type': 'application/json' },
        payload,
      });
      const ms = performance.now() - t0;
      const answer = res.json<{
        code: number;
        data: { total?: number; totalCapped?: boolean; slabCount?: number; reports?: unknown[] };
      }>();
      if (answer.code !== 0) throw new Error(`${name}: ${res.body}`);
      const d = answer.data;
      const rows = d.total ?? d.slabCount ?? d.reports?.length ?? 0;
      return { ms, total: d.totalCapped ? `${(rows - 1).toLocaleString('en')}+` : rows };
    };
    for (let c = 0; c < 10; c++) await call();
    const timing: Timing = { name, total: 0 };
    for (const reading of readingsOf(spec as ListBenchSpec<unknown>)) {
      // `concurrency` callers at once (issue 24: 50), each taking the next call when one ends
      // (burst) or when its next turn comes (paced).
      const paceMs = reading === 'paced' ? (spec.paceMs ?? 2_000) : 0;
      const calls = reading === 'paced' ? (spec.pacedCalls ?? spec.calls) : spec.calls;
      const times: number[] = [];
      let left = calls;
      const caller = async () => {
        let next = performance.now() + Math.random() * paceMs;
        while (left-- > 0) {
          if (paceMs) {
            await new Promise((ok) => setTimeout(ok, Math.max(0, next - performance.now())));
            next += paceMs;
          }
          const r = await call();
          times.push(r.ms);
          timing.total = r.total;
        }
      };
      const t0 = performance.now();
      await Promise.all(Array.from({ length: spec.concurrency ?? 1 }, caller));
      const rate = (calls * 1000) / (performance.now() - t0);
      times.sort((a, b) => a - b);
      timing[reading] = { p50: percentile(times, 0.5), p99: percentile(times, 0.99), rate };
    }
    timings.push(timing);
    console.log(JSON.stringify({ dialect: deps.dialect, ...timing }));
  }
  await app.close();
  // On PostgreSQL the deps also hold the job queue and the LISTEN link (issue 21).
  await closeDeps(deps);
  done();
  return timings;
}

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { writeBenchSection } from '../../../scripts/write-bench-section.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { closeDeps, createDeps } from '../src/create-deps.ts';
import type { AppDeps } from '../src/context.ts';
import { createSession } from '../src/modules/auth/session.service.ts';
import { percentile } from './bench-args.ts';
import { embeddedEnv } from './demo-server.ts';
import { insertBenchOwner } from './bench-owner.ts';

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
  /** A quick proof: nothing is written to docs/benchmarks.md. */
  small: boolean;
  /** What the figures are judged against, one line. */
  target: string;
  seed: (deps: AppDeps, orgId: string, userId: string) => Promise<Seeded>;
  /**
   * Name, body, and the endpoint when not `endpoint` (a screen's other reads, issue 17). A body
   * may be a function of the call's number, for writes that must differ (a scan per piece).
   */
  queries: (seeded: Seeded) => [string, unknown, string?][];
};

type Timing = { name: string; total: number | string; p50: number; p99: number; rate: number };

/**
 * A list endpoint at scale, through the whole app (auth, validation, count and page queries,
 * serialisation), one call at a time: on SQLite, and on PostgreSQL too when DATABASE_URL is set
 * (in a schema of its own, dropped after). The first calls warm statement caches and JIT.
 */
export async function runListBench<Seeded>(spec: ListBenchSpec<Seeded>): Promise<void> {
  const results: [string, Timing[]][] = [['SQLite', await runOn(spec, {})]];
  const url = process.env.DATABASE_URL;
  if (url) {
    const schema = `bench_${spec.id.replace(/\W/g, '_')}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    try {
      results.push([
        'PostgreSQL',
        await runOn(spec, { DATABASE_URL: url, DATABASE_SCHEMA: schema }),
      ]);
    } finally {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    }
  }
  const table = [
    '| query | rows matched | ' +
      results.map(([db]) => `${db} p50 / p99 ms (calls/s)`).join(' | ') +
      ' |',
    '|---|---|' + results.map(() => '---|').join(''),
    ...(results[0]?.[1] ?? []).map(
      (t, i) =>
        `| ${t.name} | ${t.total} | ` +
        results
          .map(
            ([, r]) =>
              `${r[i]?.p50.toFixed(1) ?? '-'} / ${r[i]?.p99.toFixed(1) ?? '-'} (${r[i]?.rate.toFixed(0) ?? '-'})`,
          )
          .join(' | ') +
        ' |',
    ),
  ];
  const section = [
    `${spec.rows.toLocaleString('en')} rows in one enterprise, ${spec.calls} calls per query by ${spec.concurrency ?? 1} concurrent callers${spec.paceMs ? `, each starting a call every ${spec.paceMs} ms` : ''} after 10 warm-up calls, through \`app.inject\`; a total "N+" is the capped count (\`LIST_COUNT_CAP\`). Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}. Date: ${new Date().toISOString().slice(0, 10)}. Load average after the run (machine shared): ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}. Target: ${spec.target}`,
    '',
    ...table,
  ].join('\n');
  console.log(`\n${section}`);
  if (!spec.small) writeBenchSection(spec.id, spec.title, section);
}

async function runOn<Seeded>(
  spec: ListBenchSpec<Seeded>,
  env: Record<string, string>,
): Promise<Timing[]> {
  const dataDir = mkdtempSync(join(tmpdir(), `stone-bench-${spec.id}-`));
  // DATABASE_URL is read from `env` only: the SQLite run must never land on PostgreSQL.
  const inherited = embeddedEnv();
  const deps = await createDeps(
    loadConfig({
      ...inherited,
      ...env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DEMO_DATA: '0',
      RATE_LIMIT_PER_MINUTE: '100000000',
    }),
  );
  const { orgId, userId } = await insertBenchOwner(deps.db, {
    username: `bench${randomBytes(3).toString('hex')}`,
    phone: '13800000009',
    orgName: 'Bench Stone Works',
  });
  const seedStart = performance.now();
  const seeded = await spec.seed(deps, orgId, userId);
  // A bulk load leaves PostgreSQL without statistics until autovacuum runs; a live database
  // has them.
  if (deps.dialect === 'postgres') await sql`analyze`.execute(deps.db);
  console.log(
    `${deps.dialect}: seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
  );
  const app = await buildApp(deps);
  await app.ready();
  const token = await createSession(deps, userId, orgId);
  const timings: Timing[] = [];
  for (const [name, body, endpoint = spec.endpoint] of spec.queries(seeded)) {
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
    // `concurrency` callers at once (issue 24: 50), each taking the next call when one ends.
    const times: number[] = [];
    let total: number | string = 0;
    let left = spec.calls;
    const caller = async () => {
      let next = performance.now() + Math.random() * (spec.paceMs ?? 0);
      while (left-- > 0) {
        if (spec.paceMs) {
          await new Promise((done) => setTimeout(done, Math.max(0, next - performance.now())));
          next += spec.paceMs;
        }
        const r = await call();
        times.push(r.ms);
        total = r.total;
      }
    };
    const t0 = performance.now();
    await Promise.all(Array.from({ length: spec.concurrency ?? 1 }, caller));
    const rate = (spec.calls * 1000) / (performance.now() - t0);
    times.sort((a, b) => a - b);
    timings.push({
      name,
      total,
      p50: percentile(times, 0.5),
      p99: percentile(times, 0.99),
      rate,
    });
  }
  await app.close();
  // On PostgreSQL the deps also hold the job queue and the LISTEN link (issue 21).
  await closeDeps(deps);
  rmSync(dataDir, { recursive: true, force: true });
  return timings;
}

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { DEFAULT_PROJECT_SETTINGS, type ProjectListBody } from '@stone/shared';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDeps } from '../src/create-deps.ts';
import type { Insertable } from 'kysely';
import type { SolutionsTable } from '../src/db/tables.ts';
import { newId } from '../src/lib/crypto.ts';
import { createSession } from '../src/modules/auth/session.service.ts';
import { insertOrgWithOwner } from '../src/modules/org/org.service.ts';
import { benchArgs, percentile } from './bench-args.ts';

/*
 * Project list at scale (issue 12: p99 < 50 ms at 100,000 projects per enterprise, both
 * databases). Seeds one enterprise directly, then times webProduce/getProduceSolutionList
 * through the whole app (auth, validation, query, serialisation) one call at a time.
 *   npm run bench:projects -w apps/server -- [--projects 100000] [--calls 200] [--small]
 * With DATABASE_URL set it runs on PostgreSQL too, in a schema of its own that is dropped after.
 */
const args = benchArgs({ projects: 100_000, calls: 200 });
const projects = args.small ? 2_000 : args.projects;

const QUERIES: [string, ProjectListBody][] = [
  ['first page', { pageNum: 1, pageSize: 20 }],
  ['tab inProduction', { tab: 'inProduction', pageSize: 20 }],
  ['review pending', { reviewState: 'pending', pageSize: 20 }],
  ['page 50', { pageNum: 50, pageSize: 20 }],
  ['sort by delivery', { sortField: 'deliveryAt', sortOrder: 'ascend', pageSize: 20 }],
  ['search order no.', { orderNo: 'SO-0004', pageSize: 20 }],
  ['keyword', { keyword: 'lobby', pageSize: 20 }],
];
const REVIEW = ['pending', 'reviewed', 'done'] as const;
const PRODUCTION = ['notStarted', 'inProduction', 'completed'] as const;
const NAMES = ['Hotel lobby floor', 'Villa kitchen tops', '酒店卫生间台面', 'Office stairs'];

async function run(label: string, env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'stone-bench-projects-'));
  // DATABASE_URL is read from `env` only: the SQLite run must never land on PostgreSQL.
  const { DATABASE_URL: _ignored, DATABASE_SCHEMA: _schema, ...inherited } = process.env;
  const config = loadConfig({
    ...inherited,
    ...env,
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DEMO_DATA: '0',
    RATE_LIMIT_PER_MINUTE: '100000000',
  });
  const deps = await createDeps(config);
  const now = new Date().toISOString();
  const userId = newId();
  const orgId = newId();
  await deps.db
    .insertInto('users')
    .values({
      id: userId,
      username: `bench${randomBytes(3).toString('hex')}`,
      phone: '13800000001',
      password_hash: 'x',
      nickname: 'Bench',
      avatar: null,
      gender: null,
      current_org_id: null,
      created_at: now,
      updated_at: now,
      version: 1,
    })
    .execute();
  await insertOrgWithOwner(deps.db, orgId, userId, {
    name: 'Bench Stone Works',
    contact: 'x',
    phone: '13800000001',
    address: 'x',
  });
  const seedStart = performance.now();
  const base = Date.now() - projects * 60_000;
  const settings = JSON.stringify(DEFAULT_PROJECT_SETTINGS);
  for (let i = 0; i < projects; i += 500) {
    const rows: Insertable<SolutionsTable>[] = [];
    for (let k = i; k < Math.min(projects, i + 500); k++) {
      const at = new Date(base + k * 60_000).toISOString();
      rows.push({
        org_id: orgId,
        id: newId(),
        name: `${NAMES[k % 4]} ${k}`,
        order_no: `SO-${String(k).padStart(6, '0')}`,
        customer_name: `Customer ${k % 997}`,
        customer_brand: `Brand ${k % 31}`,
        delivery_at: new Date(base + (k % 5000) * 3_600_000).toISOString(),
        project_type: 'engineering',
        review_state: REVIEW[k % 3] ?? 'pending',
        production_state: PRODUCTION[k % 3] ?? 'notStarted',
        archived: k % 10 === 0 ? 1 : 0,
        terminated: 0,
        settings_json: settings,
        plane_count: 2,
        piece_count: 40,
        total_area_mm2: 25_000_000,
        slab_count: 12,
        yield_bp: 8500,
        packing_list_state: 'none',
        created_by: userId,
        created_at: at,
        updated_at: at,
        version: 1,
      });
    }
    await deps.db.insertInto('solutions').values(rows).execute();
  }
  const seedMs = performance.now() - seedStart;
  const app = await buildApp(deps);
  await app.ready();
  const token = await createSession(deps, userId, orgId);
  console.log(`\n${label}: ${projects} projects seeded in ${(seedMs / 1000).toFixed(1)} s`);
  for (const [name, body] of QUERIES) {
    const times: number[] = [];
    for (let c = 0; c < args.calls + 10; c++) {
      const t0 = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/webProduce/getProduceSolutionList',
        headers: { authorization: token, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      const ms = performance.now() - t0;
      if (res.json<{ code: number }>().code !== 0) throw new Error(`${name}: ${res.body}`);
      if (c >= 10) times.push(ms); // the first calls warm statement caches and JIT
    }
    times.sort((a, b) => a - b);
    console.log(
      `  ${name.padEnd(20)} p50 ${percentile(times, 0.5).toFixed(2)} ms  p99 ${percentile(times, 0.99).toFixed(2)} ms`,
    );
  }
  await app.close();
  await deps.db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}

await run('SQLite', {});
const url = process.env.DATABASE_URL;
if (url) {
  const schema = `bench_projects_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  try {
    await run('PostgreSQL', { DATABASE_URL: url, DATABASE_SCHEMA: schema });
  } finally {
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}

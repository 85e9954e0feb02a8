import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Insertable } from 'kysely';
import pg from 'pg';
import type { BigSlabListBody } from '@stone/shared';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDeps } from '../src/create-deps.ts';
import type { BigSlabsTable } from '../src/db/tables.ts';
import { newId } from '../src/lib/crypto.ts';
import { createSession } from '../src/modules/auth/session.service.ts';
import { slabColumns } from '../src/modules/materials/big-slabs.service.ts';
import { rackCode, rackNumber } from '../src/modules/materials/racks.service.ts';
import { insertOrgWithOwner } from '../src/modules/org/org.service.ts';
import { benchArgs, percentile } from './bench-args.ts';

/*
 * Large-slab list at scale (issue 13: 100,000 slabs per enterprise, both databases). Seeds one
 * enterprise directly, then times webBigSlab/getBigSlabList with each kind of filter through the
 * whole app (auth, validation, count and page queries, serialisation), one call at a time.
 *   npm run bench:slabs -w apps/server -- [--slabs 100000] [--calls 200] [--small]
 * With DATABASE_URL set it runs on PostgreSQL too, in a schema of its own that is dropped after.
 */
const args = benchArgs({ slabs: 100_000, calls: 200 });
const slabCount = args.small ? 2_000 : args.slabs;

const STONES = [
  '雅士白 Ariston White',
  '中国黑 Absolute Black',
  '卡拉拉白 Carrara White',
  '黑金花 Nero Portoro',
  '鱼肚白 Calacatta',
  '芝麻灰 G603 Sesame Grey',
  '爵士白 Jazz White',
  '山西黑 Shanxi Black',
];
const STATUSES = [
  'available',
  'available',
  'available',
  'reserved',
  'picked',
  'cut',
  'available',
  'returned',
];
const THICKNESS = [18, 20, 30, 15, 12];
const RACKS = 200;

type Ids = { warehouses: string[]; racks: string[] };
const queries = (ids: Ids): [string, BigSlabListBody][] => [
  ['first page', { pageSize: 20 }],
  ['page 100', { pageNum: 100, pageSize: 20 }],
  ['status available', { statuses: ['available'], pageSize: 20 }],
  ['material+thickness', { material: STONES[2], thicknessMin: 18, thicknessMax: 20, pageSize: 20 }],
  ['block no. prefix', { blockNo: 'KL2411-0', pageSize: 20 }],
  ['barcode', { barcode: `BC${String(Math.floor(slabCount / 2)).padStart(8, '0')}`, pageSize: 20 }],
  ['bundle + slab no.', { bundleNo: 'Z03', slabNo: '12', pageSize: 20 }],
  ['warehouse + rack', { warehouseId: ids.warehouses[1], rackId: ids.racks[150], pageSize: 20 }],
  ['size range', { lengthMin: 3000, lengthMax: 3100, widthMin: 1700, pageSize: 20 }],
  [
    'combined',
    {
      material: STONES[0],
      statuses: ['available', 'reserved'],
      thicknessMin: 18,
      warehouseId: ids.warehouses[0],
      pageSize: 20,
    },
  ],
  ['sort by area', { sortField: 'areaM2', sortOrder: 'descend', pageSize: 20 }],
];

async function seed(deps: Awaited<ReturnType<typeof createDeps>>, orgId: string, userId: string) {
  const now = new Date().toISOString();
  const stamp = { created_at: now, updated_at: now, version: 1 };
  const warehouses = [newId(), newId()];
  await deps.db
    .insertInto('warehouses')
    .values(
      warehouses.map((id, i) => ({
        org_id: orgId,
        id,
        name: `Warehouse ${i + 1}`,
        code: `WH${i + 1}`,
        sort: i,
        ...stamp,
      })),
    )
    .execute();
  const racks = Array.from({ length: RACKS }, () => newId());
  await deps.db
    .insertInto('racks')
    .values(
      racks.map((id, i) => ({
        org_id: orgId,
        id,
        warehouse_id: warehouses[i < RACKS / 2 ? 0 : 1] as string,
        number: rackNumber(i + 1),
        code: rackCode(rackNumber(i + 1)),
        safety_value_c: 4000,
        max_value_c: 5000,
        status: 'inUse' as const,
        ...stamp,
      })),
    )
    .execute();
  const base = Date.now() - slabCount * 1000;
  for (let i = 0; i < slabCount; i += 500) {
    const rows: Insertable<BigSlabsTable>[] = [];
    for (let k = i; k < Math.min(slabCount, i + 500); k++) {
      const stone = k % STONES.length;
      const rack = k % RACKS;
      const at = new Date(base + k * 1000).toISOString();
      rows.push({
        org_id: orgId,
        id: newId(),
        ...slabColumns({
          blockNo: `${['YS', 'ZG', 'KL', 'HJ', 'YD', 'ZM', 'JS', 'SX'][stone]}2411-${String(Math.floor(k / 96) % 100).padStart(2, '0')}`,
          bundleNo: `Z${String((Math.floor(k / 12) % 8) + 1).padStart(2, '0')}`,
          slabNo: String((k % 12) + 1),
          barcode: `BC${String(k).padStart(8, '0')}`,
          material: STONES[stone] as string,
          thicknessMm: THICKNESS[k % THICKNESS.length] as number,
          lengthMm: 2400 + ((k * 37) % 900),
          widthMm: 1200 + ((k * 53) % 700),
          warehouseId: warehouses[rack < RACKS / 2 ? 0 : 1] as string,
          rackId: racks[rack] as string,
        }),
        defects_json: '[]',
        status: STATUSES[k % STATUSES.length] as string,
        is_remnant: 0,
        parent_id: null,
        created_by: userId,
        created_at: at,
        updated_at: at,
        version: 1,
      });
    }
    await deps.db.insertInto('big_slabs').values(rows).execute();
  }
  return { warehouses, racks };
}

async function run(label: string, env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'stone-bench-slabs-'));
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
      phone: '13800000002',
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
    name: 'Bench Stone Yard',
    contact: 'x',
    phone: '13800000002',
    address: 'x',
  });
  const seedStart = performance.now();
  const ids = await seed(deps, orgId, userId);
  // A bulk load leaves PostgreSQL without statistics until autovacuum runs; take them now, as a
  // live database would have them.
  if (deps.dialect === 'postgres') await sql`analyze`.execute(deps.db);
  const seedMs = performance.now() - seedStart;
  const app = await buildApp(deps);
  await app.ready();
  const token = await createSession(deps, userId, orgId);
  console.log(`\n${label}: ${slabCount} slabs seeded in ${(seedMs / 1000).toFixed(1)} s`);
  for (const [name, body] of queries(ids)) {
    const times: number[] = [];
    let total = 0;
    for (let c = 0; c < args.calls + 10; c++) {
      const t0 = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/webBigSlab/getBigSlabList',
        headers: { authorization: token, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      const ms = performance.now() - t0;
      const answer = res.json<{ code: number; data: { total: number } }>();
      if (answer.code !== 0) throw new Error(`${name}: ${res.body}`);
      total = answer.data.total;
      if (c >= 10) times.push(ms); // the first calls warm statement caches and JIT
    }
    times.sort((a, b) => a - b);
    console.log(
      `  ${name.padEnd(20)} ${String(total).padStart(7)} rows  p50 ${percentile(times, 0.5).toFixed(2)} ms  p99 ${percentile(times, 0.99).toFixed(2)} ms`,
    );
  }
  await app.close();
  await deps.db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}

await run('SQLite', {});
const url = process.env.DATABASE_URL;
if (url) {
  const schema = `bench_slabs_${randomBytes(4).toString('hex')}`;
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

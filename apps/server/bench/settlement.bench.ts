import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { writeBenchSection } from '../../../scripts/write-bench-section.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { AppDeps } from '../src/context.ts';
import { closeDeps, createDeps } from '../src/create-deps.ts';
import { actorScope } from '../src/db/org-scope.ts';
import { seedProcesses } from '../src/demo/seed-processes.ts';
import { newId, nowIso } from '../src/lib/crypto.ts';
import { createSession } from '../src/modules/auth/session.service.ts';
import { benchArgs } from './bench-args.ts';
import { insertBenchOwner } from './bench-owner.ts';
import { seedBenchPieces } from './bench-pieces.ts';
import { embeddedEnv } from './demo-server.ts';

/*
 * Settlement at scale (issue 19): an order of 200 projects and 100,000 pieces (500 each, on the
 * demo's MB-1 route, 3 packed boxes each) previewed and settled into one document
 * through the whole app (< 2 s), and that document as a PDF of about 50 pages (< 5 s), on SQLite
 * and, with DATABASE_URL, on PostgreSQL (a schema of its own, dropped after).
 *   npm run bench:settlement -w apps/server -- [--small]
 */
const args = benchArgs({ projects: 200, pieces: 500, runs: 3 });
const PROJECTS = args.small ? 10 : args.projects;
const PIECES = args.small ? 50 : args.pieces;
const RUNS = args.small ? 1 : args.runs;
const BOXES = 3;

async function seed(deps: AppDeps, orgId: string, userId: string) {
  await seedProcesses(deps.db, orgId);
  const org = actorScope({ orgId }, deps.db);
  const now = nowIso();
  const orderId = newId();
  await org
    .insertInto('orders')
    .values({
      id: orderId,
      number: 'SO-BENCH',
      name: 'Bench tower',
      order_type: 'product',
      source: 'manual',
      customer_name: '滨江石材 Bench',
      contact: 'x',
      processing_type: 'full',
      manager_name: 'x',
      manager_phone: 'x',
      expected_delivery_date: '2026-12-31',
      delivered_date: null,
      price_locked: 1,
      locked_unit_price_cents: 26_800,
      locked_by: userId,
      locked_at: now,
      version: 1,
      created_by: userId,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const projectIds: string[] = [];
  for (let p = 0; p < PROJECTS; p++) {
    const { projectId } = await seedBenchPieces(
      deps,
      { orgId, userId },
      {
        name: `Bench tower 楼 ${p + 1}`,
        orderNo: 'SO-BENCH',
        pieces: PIECES,
        planeSize: 500,
        processCode: 'MB-1',
        status: () => 'packed',
        counted: { cut: true, secondary: true },
      },
    );
    await org
      .insertInto('order_projects')
      .values({
        project_id: projectId,
        order_id: orderId,
        unit_price_cents: null,
        priced_by: null,
        priced_at: null,
        added_at: now,
      })
      .execute();
    await org
      .insertInto('wooden_boxes')
      .values(
        Array.from({ length: BOXES }, (_, b) => ({
          id: newId(),
          project_id: projectId,
          number: b + 1,
          box_type: 'standard' as const,
          length_mm: 2000,
          width_mm: 1000,
          height_mm: 800,
          status: 'packed' as const,
          piece_count: Math.ceil(PIECES / BOXES),
          area_mm2: Math.ceil(PIECES / BOXES) * 240_000,
          weight_g: 1_000_000,
          planned_box_no: null,
          created_by: userId,
          created_at: now,
          sealed_at: now,
        })),
      )
      .execute();
    projectIds.push(projectId);
  }
  return { orderId, projectIds };
}

type Row = { name: string; runs: number[]; note: string };

async function runOn(env: Record<string, string>): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'stone-bench-settlement-'));
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
  const { orgId, userId } = await insertBenchOwner(deps.db, {
    username: `bench${randomBytes(3).toString('hex')}`,
    phone: '13800000009',
    orgName: '滨江石材厂 Bench Stone Works',
  });
  const t0 = performance.now();
  const { orderId, projectIds } = await seed(deps, orgId, userId);
  if (deps.dialect === 'postgres') await sql`analyze`.execute(deps.db);
  console.log(`${deps.dialect}: seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const app = await buildApp(deps);
  await app.ready();
  const token = await createSession(deps, userId, orgId);
  const call = async <T>(path: string, body: unknown) => {
    const start = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/${path}`,
      headers: {
        authorization: token,
        'content-type': 'application/json',
        'accept-language': 'zh',
      },
      payload: JSON.stringify(body),
    });
    const ms = performance.now() - start;
    const answer = res.json<{ code: number; data: T }>();
    if (answer.code !== 0) throw new Error(`${path}: ${res.body}`);
    return { ms, data: answer.data };
  };
  const preview: number[] = [];
  const create: number[] = [];
  const pdf: number[] = [];
  let note = '';
  let pages = 0;
  let total = '';
  for (let r = 0; r < RUNS + 1; r++) {
    preview.push((await call('webSettlement/previewSettlement', { orderId })).ms);
    const made = await call<{ id: string }>('webSettlement/createSettlement', {
      orderId,
      projectIds,
    });
    create.push(made.ms);
    const file = await call<{ pdfBase64: string }>('webSettlement/downloadPdf', {
      id: made.data.id,
    });
    pdf.push(file.ms);
    const detail = await call<{ pages: number; total: string; pieceCount: number }>(
      'webSettlement/getSettlementDetail',
      { id: made.data.id },
    );
    pages = detail.data.pages;
    // The stored page count is what the PDF has (pdf-layout.ts): checked on the big document too.
    const printed = (
      Buffer.from(file.data.pdfBase64, 'base64')
        .toString('latin1')
        .match(/\/Type \/Page\b(?!s)/g) ?? []
    ).length;
    if (printed !== pages) throw new Error(`PDF has ${printed} pages, the document says ${pages}`);
    total = detail.data.total;
    note = `${detail.data.pieceCount.toLocaleString('en')} pieces, total ${total}`;
    await call('webSettlement/deleteSettlement', { id: made.data.id });
  }
  await app.close();
  await closeDeps(deps);
  rmSync(dataDir, { recursive: true, force: true });
  // The first run warms statement caches, JIT and the font; it is left out.
  return [
    { name: `preview (${PROJECTS} projects)`, runs: preview.slice(1), note },
    { name: `create the document (${PROJECTS} projects)`, runs: create.slice(1), note },
    { name: `PDF of the document (${pages} pages)`, runs: pdf.slice(1), note: `${pages} A4 pages` },
  ];
}

const results: [string, Row[]][] = [['SQLite', await runOn({})]];
const url = process.env.DATABASE_URL;
if (url) {
  const schema = `bench_settlement_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  try {
    results.push(['PostgreSQL', await runOn({ DATABASE_URL: url, DATABASE_SCHEMA: schema })]);
  } finally {
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}
const fmt = (runs: number[]) => `${Math.min(...runs).toFixed(0)} / ${Math.max(...runs).toFixed(0)}`;
const section = [
  `An order of ${PROJECTS} projects × ${PIECES} pieces (${(PROJECTS * PIECES).toLocaleString('en')} pieces, on the demo's MB-1 route, ${BOXES} boxes each), price-locked; each call through \`app.inject\` (auth, validation, queries, serialisation), ${RUNS} runs after one warm-up, min / max ms. Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}. Date: ${new Date().toISOString().slice(0, 10)}. Load average after the run (machine shared): ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}. Target: the settlement computed < 2 s, a 50-page PDF < 5 s, both databases.`,
  '',
  `| step | ${results.map(([db]) => `${db} min / max ms`).join(' | ')} | note |`,
  `|---|${results.map(() => '---|').join('')}---|`,
  ...(results[0]?.[1] ?? []).map(
    (row, i) =>
      `| ${row.name} | ${results.map(([, r]) => fmt(r[i]?.runs ?? [0])).join(' | ')} | ${row.note} |`,
  ),
].join('\n');
console.log(`\n${section}`);
if (!args.small)
  writeBenchSection(
    'settlement',
    'Settlement of 200 projects and 100,000 pieces, and its PDF (`npm run bench:settlement -w apps/server`)',
    section,
  );

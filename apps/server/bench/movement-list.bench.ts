import type { movementListBody } from '@stone/shared/material-flows/schemas';
import type { z } from 'zod';
import { sql } from 'kysely';
import type { AppDeps } from '../src/context.ts';
import { actorScope, type OrgInsert } from '../src/db/org-scope.ts';
import { newId } from '../src/lib/crypto.ts';
import { insertSlabs, newSlabRow } from '../src/modules/materials/big-slab-rows.repository.ts';
import { WAREHOUSE_ENTITY } from '../src/modules/materials/simple-entities.ts';
import { STONE_MATERIAL_ENTITY } from '../src/modules/materials/stone-materials.ts';
import { benchArgs } from './bench-args.ts';
import { checkpointSeed } from './seed-checkpoint.ts';
import { millionRowBench, runListBench } from './list-bench.ts';

/*
 * Movement history at scale (issue 24: p99 < 20 ms SQLite, < 30 ms PostgreSQL at 1,000,000 rows
 * per enterprise, 50 concurrent callers), through the whole app: each flow screen's history (one
 * kind; the machine table's two), one barcode, and a project's material details (every kind).
 * One slab per ten movements.
 *   npm run bench:movements -w apps/server -- [--movements 1000000] [--calls 200] [--pacedCalls 500] [--concurrency 50] [--keep] [--small]
 */
const args = benchArgs({ movements: 1_000_000, calls: 200, pacedCalls: 500, concurrency: 50 });
const count = args.small ? 2_000 : args.movements;
const KINDS = ['pick', 'return', 'transfer', 'pickup', 'cut'] as const;
type Body = z.input<typeof movementListBody>;
/** One movement in a hundred is made for this project (no project row: the list names none). */
type Seeded = { projectId: string };

/** Slab k has ten moves, movements k, k + slabs, k + 2 × slabs ... over the whole history. */
const barcodeOf = (k: number) => `MB${String(k).padStart(8, '0')}`;
const barcode = barcodeOf(Math.floor(count / 20));
/** A slab whose moves were all made for the project (k % 100 === 50). */
const projectBarcode = barcodeOf(Math.floor(count / 20) + 50);

const queries = (s: Seeded): [string, Body & { projectId?: string }, string][] => [
  ['pick history', { pageSize: 20 }, 'webPicking/getPickHistory'],
  ['return history', { pageSize: 20 }, 'webReturn/getReturnHistory'],
  ['transfer history page 50', { pageNum: 50, pageSize: 20 }, 'webTransfer/getTransferHistory'],
  ['cut history (two kinds)', { pageSize: 20 }, 'webDevicePicking/getCutHistory'],
  ['one barcode', { barcode, pageSize: 20 }, 'webPicking/getPickHistory'],
  [
    "a project's moves (every kind)",
    { projectId: s.projectId, pageSize: 20 },
    'webMaterialDetails/getMovements',
  ],
  [
    "a project's moves, one barcode",
    { projectId: s.projectId, barcode: projectBarcode, pageSize: 20 },
    'webMaterialDetails/getMovements',
  ],
];

async function seed(deps: AppDeps, orgId: string, userId: string): Promise<Seeded> {
  const caller = { orgId };
  const org = actorScope(caller, deps.db);
  const body = { name: 'Warehouse 1', code: 'WH1', sort: 0 };
  const warehouse = (await WAREHOUSE_ENTITY.create(caller, deps.db, body)).id;
  const stone = { nameZh: '雅士白', nameEn: 'Ariston White', code: 'S1', densityKgM3: 2700 };
  const stoneId = (await STONE_MATERIAL_ENTITY.create(caller, deps.db, stone)).id;
  const now = new Date().toISOString();
  const slabs: string[] = [];
  for (let i = 0; i < count / 10; i += 500) {
    const rows = [];
    for (let k = i; k < Math.min(count / 10, i + 500); k++) {
      const row = newSlabRow(
        {
          blockNo: `MB-${k % 100}`,
          bundleNo: 'Z01',
          slabNo: String(k % 12),
          barcode: barcodeOf(k),
          materialId: stoneId,
          thicknessMm: 20,
          lengthMm: 3000,
          widthMm: 1800,
          warehouseId: warehouse,
          rackId: null,
          status: 'available',
          createdBy: userId,
          createdAt: now,
        },
        now,
      );
      rows.push(row);
      slabs.push(row.id);
    }
    await insertSlabs(org, rows);
    await checkpointSeed(deps, i / 500);
  }
  const base = Date.now() - count * 1000;
  const projectId = newId();
  for (let i = 0; i < count; i += 500) {
    const rows: OrgInsert<'slab_movements'>[] = [];
    for (let k = i; k < Math.min(count, i + 500); k++)
      rows.push({
        id: newId(),
        slab_id: slabs[k % slabs.length] as string,
        kind: KINDS[k % KINDS.length] as string,
        from_warehouse_id: warehouse,
        from_rack_id: null,
        from_workshop_id: null,
        to_warehouse_id: null,
        to_rack_id: null,
        to_workshop_id: null,
        project_id: k % 100 === 50 ? projectId : null,
        device_id: null,
        device_table: null,
        user_id: userId,
        created_at: new Date(base + k * 1000).toISOString(),
      });
    await org.insertInto('slab_movements').values(rows).execute();
    await checkpointSeed(deps, i / 500);
  }
  // As a live table of this size has been by autovacuum (project-list.bench.ts).
  if (deps.dialect === 'postgres') await sql`vacuum big_slabs, slab_movements`.execute(deps.db);
  return { projectId };
}

await runListBench({
  id: 'movement-list',
  title: `Movement history at ${count.toLocaleString('en')} movements (\`npm run bench:movements -w apps/server\`)`,
  endpoint: 'webPicking/getPickHistory',
  rows: count,
  ...millionRowBench(args),
  seed,
  queries,
});

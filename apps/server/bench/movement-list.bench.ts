import type { movementListBody } from '@stone/shared/material-flows/schemas';
import type { z } from 'zod';
import type { AppDeps } from '../src/context.ts';
import { actorScope, type OrgInsert } from '../src/db/org-scope.ts';
import { newId } from '../src/lib/crypto.ts';
import { insertSlabs, newSlabRow } from '../src/modules/materials/big-slab-rows.repository.ts';
import { WAREHOUSE_ENTITY } from '../src/modules/materials/simple-entities.ts';
import { STONE_MATERIAL_ENTITY } from '../src/modules/materials/stone-materials.ts';
import { benchArgs } from './bench-args.ts';
import { runListBench } from './list-bench.ts';

/*
 * Movement history at scale (issue 24: p99 < 20 ms SQLite, < 30 ms PostgreSQL at 1,000,000 rows
 * per enterprise, 50 concurrent callers): the flow screens' histories (one kind each), through
 * the whole app. One slab per ten movements.
 *   npm run bench:movements -w apps/server -- [--movements 1000000] [--calls 200] [--pacedCalls 500] [--concurrency 50] [--keep] [--small]
 */
const args = benchArgs({ movements: 1_000_000, calls: 200, pacedCalls: 500, concurrency: 50 });
const count = args.small ? 2_000 : args.movements;
const KINDS = ['pick', 'return', 'transfer', 'pickup', 'cut'] as const;
type Body = z.input<typeof movementListBody>;

const queries = (): [string, Body, string][] => [
  ['pick history', { pageSize: 20 }, 'webPicking/getPickHistory'],
  ['return history', { pageSize: 20 }, 'webReturn/getReturnHistory'],
  ['transfer history page 50', { pageNum: 50, pageSize: 20 }, 'webTransfer/getTransferHistory'],
  [
    'one barcode',
    { barcode: `MB${String(Math.floor(count / 20)).padStart(8, '0')}`, pageSize: 20 },
    'webPicking/getPickHistory',
  ],
];

async function seed(deps: AppDeps, orgId: string, userId: string) {
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
          barcode: `MB${String(k).padStart(8, '0')}`,
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
  }
  const base = Date.now() - count * 1000;
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
        project_id: null,
        device_id: null,
        device_table: null,
        user_id: userId,
        created_at: new Date(base + k * 1000).toISOString(),
      });
    await org.insertInto('slab_movements').values(rows).execute();
  }
}

await runListBench({
  id: 'movement-list',
  title: `Movement history at ${count.toLocaleString('en')} movements (\`npm run bench:movements -w apps/server\`)`,
  endpoint: 'webPicking/getPickHistory',
  rows: count,
  calls: args.calls,
  concurrency: args.concurrency,
  readings: ['burst', 'paced'],
  paceMs: 2_000,
  pacedCalls: args.pacedCalls,
  small: args.small,
  keep: args.keep,
  target: 'p99 < 20 ms on SQLite, < 30 ms on PostgreSQL, at 1,000,000 rows (issue 24).',
  seed,
  queries,
});

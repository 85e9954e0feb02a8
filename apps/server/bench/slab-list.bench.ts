import type { BigSlabListBody } from '@stone/shared/materials/slabs';
import type { AppDeps } from '../src/context.ts';
import type { OrgInsert } from '../src/db/org-scope.ts';
import { actorScope } from '../src/db/org-scope.ts';
import { insertSlabs, newSlabRow } from '../src/modules/materials/big-slab-rows.repository.ts';
import { insertRacks, newRackRow } from '../src/modules/materials/racks.repository.ts';
import { WAREHOUSE_ENTITY } from '../src/modules/materials/simple-entities.ts';
import { STONE_MATERIAL_ENTITY } from '../src/modules/materials/stone-materials.ts';
import { benchArgs } from './bench-args.ts';
import { millionRowBench, runListBench } from './list-bench.ts';
import { checkpointSeed } from './seed-checkpoint.ts';

/*
 * Large-slab list at scale (issue 24: p99 < 20 ms on SQLite, < 30 ms on PostgreSQL at 1,000,000
 * slabs per enterprise): webBigSlab/getBigSlabList with each kind of filter, through the whole app
 * (list-bench.ts).
 *   npm run bench:slabs -w apps/server -- [--slabs 1000000] [--calls 200] [--pacedCalls 500] [--concurrency 50] [--keep] [--small]
 */
const args = benchArgs({ slabs: 1_000_000, calls: 200, pacedCalls: 500, concurrency: 50 });
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

type Ids = { warehouses: string[]; racks: string[]; stones: string[] };
const queries = (ids: Ids): [string, BigSlabListBody][] => [
  ['first page', { pageSize: 20 }],
  ['page 100', { pageNum: 100, pageSize: 20 }],
  ['status available', { statuses: ['available'], pageSize: 20 }],
  [
    'material+thickness',
    { materialId: ids.stones[2], thicknessMin: 18, thicknessMax: 20, pageSize: 20 },
  ],
  ['block no. prefix', { blockNo: 'KL2411-0', pageSize: 20 }],
  ['barcode', { barcode: `BC${String(Math.floor(slabCount / 2)).padStart(8, '0')}`, pageSize: 20 }],
  ['bundle + slab no.', { bundleNo: 'Z03', slabNo: '12', pageSize: 20 }],
  ['warehouse + rack', { warehouseId: ids.warehouses[1], rackId: ids.racks[150], pageSize: 20 }],
  ['size range', { lengthMin: 3000, lengthMax: 3100, widthMin: 1700, pageSize: 20 }],
  [
    'combined',
    {
      materialId: ids.stones[0],
      statuses: ['available', 'reserved'],
      thicknessMin: 18,
      warehouseId: ids.warehouses[0],
      pageSize: 20,
    },
  ],
  ['sort by area', { sortField: 'areaM2', sortOrder: 'descend', pageSize: 20 }],
];

async function seed(deps: AppDeps, orgId: string, userId: string) {
  const caller = { orgId };
  const org = actorScope(caller, deps.db);
  const warehouses: string[] = [];
  for (const [i, code] of ['WH1', 'WH2'].entries()) {
    const body = { name: `Warehouse ${i + 1}`, code, sort: i };
    warehouses.push((await WAREHOUSE_ENTITY.create(caller, deps.db, body)).id);
  }
  // Slabs name their stone from the catalogue (issue 23).
  const stones: string[] = [];
  for (const [i, name] of STONES.entries()) {
    const [nameZh = name, ...en] = name.split(' ');
    const body = { nameZh, nameEn: en.join(' '), code: `S${i + 1}`, densityKgM3: 2700 };
    stones.push((await STONE_MATERIAL_ENTITY.create(caller, deps.db, body)).id);
  }
  const now = new Date().toISOString();
  const racks = Array.from({ length: RACKS }, (_, i) =>
    newRackRow(
      {
        warehouseId: warehouses[i < RACKS / 2 ? 0 : 1] as string,
        n: i + 1,
        safetyC: 4000,
        maxC: 5000,
        status: 'inUse',
      },
      now,
    ),
  );
  await insertRacks(org, racks);
  const base = Date.now() - slabCount * 1000;
  for (let i = 0; i < slabCount; i += 500) {
    const rows: OrgInsert<'big_slabs'>[] = [];
    for (let k = i; k < Math.min(slabCount, i + 500); k++) {
      const stone = k % STONES.length;
      const rack = k % RACKS;
      rows.push(
        newSlabRow(
          {
            blockNo: `${['YS', 'ZG', 'KL', 'HJ', 'YD', 'ZM', 'JS', 'SX'][stone]}2411-${String(Math.floor(k / 96) % 100).padStart(2, '0')}`,
            bundleNo: `Z${String((Math.floor(k / 12) % 8) + 1).padStart(2, '0')}`,
            slabNo: String((k % 12) + 1),
            barcode: `BC${String(k).padStart(8, '0')}`,
            materialId: stones[stone] as string,
            thicknessMm: THICKNESS[k % THICKNESS.length] as number,
            lengthMm: 2400 + ((k * 37) % 900),
            widthMm: 1200 + ((k * 53) % 700),
            warehouseId: warehouses[rack < RACKS / 2 ? 0 : 1] as string,
            rackId: (racks[rack] as (typeof racks)[number]).id,
            status: STATUSES[k % STATUSES.length] as string,
            createdBy: userId,
            // A second apart, so the newest-first list has a distinct order to walk.
            createdAt: new Date(base + k * 1000).toISOString(),
          },
          now,
        ),
      );
    }
    await insertSlabs(org, rows);
    await checkpointSeed(deps, i / 500);
  }
  return { warehouses, racks: racks.map((r) => r.id), stones };
}

await runListBench({
  id: 'slab-list',
  title: `Large-slab list at ${slabCount.toLocaleString('en')} slabs (\`npm run bench:slabs -w apps/server\`)`,
  endpoint: 'webBigSlab/getBigSlabList',
  rows: slabCount,
  ...millionRowBench(args),
  seed,
  queries,
});

import { parseHundredths } from '@stone/shared/units';
import type { Db } from '../db/database.ts';
import { nowIso } from '../lib/crypto.ts';
import { actorScope } from '../db/org-scope.ts';
import { insertSlabs, newSlabRow } from '../modules/materials/big-slab-rows.repository.ts';
import { insertRacks, newRackRow } from '../modules/materials/racks.repository.ts';
import {
  DEVICE_ENTITY,
  WAREHOUSE_ENTITY,
  WORKSHOP_ENTITY,
} from '../modules/materials/simple-entities.ts';
import { demoStoneIds } from './seed-stones.ts';

/** Stones a Shuitou factory stocks, with the names the trade uses in English. */
/** Stones a Shuitou factory stocks, by their code in the demo catalogue (seed-stones.ts). */
const STONES = [
  { code: 'YS', prefix: 'YS', thickness: 18, size: [2800, 1600] },
  { code: 'ZG', prefix: 'ZG', thickness: 20, size: [3000, 1800] },
  { code: 'KL', prefix: 'KL', thickness: 20, size: [3100, 1900] },
  { code: 'HJ', prefix: 'HJ', thickness: 18, size: [2700, 1700] },
  { code: 'YD', prefix: 'YD', thickness: 20, size: [3200, 1800] },
  { code: 'ZM', prefix: 'ZM', thickness: 30, size: [2900, 1500] },
] as const;
/** Most slabs wait in stock; a few are spoken for or already out. */
const STATUS_CYCLE = ['available', 'available', 'available', 'reserved', 'available', 'picked'];

type Entity = typeof WAREHOUSE_ENTITY | typeof WORKSHOP_ENTITY | typeof DEVICE_ENTITY;

/**
 * Demo inventory for the demo enterprise (seed-demo.ts): two warehouses with racks,
 * the default workshop and two more, two bridge saws, and about a hundred and fifty slabs.
 * Sizes vary slab by slab as natural slabs do, deterministically so every demo looks the same.
 * Warehouses, workshops and devices are made by the calls the screens use, with their checks.
 */
export async function seedMaterials(db: Db, orgId: string, userId: string): Promise<void> {
  const caller = { orgId };
  const org = actorScope(caller, db);
  const stones = await demoStoneIds(db, orgId);
  const create = async (entity: Entity, body: Record<string, unknown>) =>
    (await entity.create(caller, db, entity.def.schemas.createBody.parse(body))).id;
  const main = await create(WAREHOUSE_ENTITY, {
    name: '1号大板仓 Slab warehouse 1',
    code: 'WH01',
    sort: 1,
  });
  const yard = await create(WAREHOUSE_ENTITY, {
    name: '余料仓 Remnant yard',
    code: 'WH02',
    sort: 2,
  });
  const now = nowIso();
  const racks = Array.from({ length: 16 }, (_, i) =>
    newRackRow(
      {
        warehouseId: i < 12 ? main : yard,
        n: i + 1,
        safetyC: parseHundredths('40'),
        maxC: parseHundredths('50'),
        status: i < 9 ? 'inUse' : 'idle',
      },
      now,
    ),
  );
  await insertRacks(org, racks);
  // The first workshop made also makes the default one (simple-entities.ts).
  await create(WORKSHOP_ENTITY, {
    name: '切割车间 Cutting hall',
    code: 'CUT',
    category: 'cutting',
    sort: 1,
  });
  await create(WORKSHOP_ENTITY, {
    name: '加工车间 Finishing hall',
    code: 'PRO',
    category: 'processing',
    sort: 2,
  });
  await create(DEVICE_ENTITY, {
    code: 'SAW-01',
    model: '红外线桥切机 Bridge saw QSQ-600',
    linkedAt: nowIso(),
    pickupStatus: 'idle',
    currentTable: 'A',
  });
  await create(DEVICE_ENTITY, {
    code: 'SAW-02',
    model: '红外线桥切机 Bridge saw QSQ-700',
    pickupStatus: 'picking',
    currentTable: 'B',
  });
  const slabs = STONES.flatMap((stone, s) =>
    [7, 12].flatMap((block) =>
      ['Z01', 'Z02'].flatMap((bundle, b) =>
        Array.from({ length: 6 }, (_, n) => {
          const slabNo = String(b * 6 + n + 1);
          const blockNo = `${stone.prefix}2411-${String(block).padStart(2, '0')}`;
          const wobble = ((s * 7 + block * 3 + n * 11) % 9) * 10;
          const rack = racks[(s * 2 + b) % 12] as (typeof racks)[number];
          return newSlabRow(
            {
              blockNo,
              bundleNo: bundle,
              slabNo,
              barcode: `${blockNo}-${bundle}-${slabNo.padStart(2, '0')}`,
              materialId: stones[stone.code],
              thicknessMm: stone.thickness,
              lengthMm: stone.size[0] - wobble,
              widthMm: stone.size[1] - wobble / 2,
              warehouseId: main,
              rackId: rack.id,
              defectsJson:
                n === 2
                  ? JSON.stringify([
                      { kind: 'rect', x: 400, y: 300, width: 120, height: 60, note: 'crack' },
                    ])
                  : '[]',
              status: STATUS_CYCLE[(s + n) % STATUS_CYCLE.length] as string,
              createdBy: userId,
            },
            now,
          );
        }),
      ),
    ),
  );
  // Two slabs already cut, their off-cuts back in the remnant yard.
  const cut = slabs.slice(0, 2);
  for (const parent of cut) parent.status = 'cut';
  const remnants = cut.map((parent, i) =>
    newSlabRow(
      {
        blockNo: parent.block_no,
        bundleNo: parent.bundle_no,
        slabNo: `${parent.slab_no}-R`,
        barcode: `${parent.barcode}-R`,
        materialId: parent.material_id,
        thicknessMm: parent.thickness_mm,
        lengthMm: 1200 - i * 200,
        widthMm: 800,
        warehouseId: yard,
        rackId: (racks[12] as (typeof racks)[number]).id,
        parentId: parent.id,
        createdBy: userId,
      },
      now,
    ),
  );
  await insertSlabs(org, [...slabs, ...remnants]);
}

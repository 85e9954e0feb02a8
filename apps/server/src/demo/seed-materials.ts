import { parseHundredths } from '@stone/shared/units';
import type { Db } from '../db/database.ts';
import { newId, nowIso } from '../lib/crypto.ts';
import { slabColumns } from '../modules/materials/big-slabs.service.ts';
import { rackCode, rackNumber } from '../modules/materials/racks.service.ts';
import { ensureDefaultWorkshop } from '../modules/materials/workshops.service.ts';

/** Stones a Shuitou factory stocks, with the names the trade uses in English. */
const STONES = [
  { name: '雅士白 Ariston White', prefix: 'YS', thickness: 18, size: [2800, 1600] },
  { name: '中国黑 Absolute Black', prefix: 'ZG', thickness: 20, size: [3000, 1800] },
  { name: '卡拉拉白 Carrara White', prefix: 'KL', thickness: 20, size: [3100, 1900] },
  { name: '黑金花 Nero Portoro', prefix: 'HJ', thickness: 18, size: [2700, 1700] },
  { name: '鱼肚白 Calacatta', prefix: 'YD', thickness: 20, size: [3200, 1800] },
  { name: '芝麻灰 G603 Sesame Grey', prefix: 'ZM', thickness: 30, size: [2900, 1500] },
] as const;
/** Most slabs wait in stock; a few are spoken for or already out. */
const STATUS_CYCLE = ['available', 'available', 'available', 'reserved', 'available', 'picked'];

const base = () => {
  const now = nowIso();
  return { id: newId(), created_at: now, updated_at: now, version: 1 };
};

/**
 * Demo inventory for the demo enterprise (seed-demo.ts): two warehouses with racks,
 * the default workshop and two more, two bridge saws, and about a hundred and fifty slabs.
 * Sizes vary slab by slab as natural slabs do, deterministically so every demo looks the same.
 */
export async function seedMaterials(db: Db, orgId: string, userId: string): Promise<void> {
  const org = { org_id: orgId };
  const main = { ...org, ...base(), name: '1号大板仓 Slab warehouse 1', code: 'WH01', sort: 1 };
  const yard = { ...org, ...base(), name: '余料仓 Remnant yard', code: 'WH02', sort: 2 };
  await db.insertInto('warehouses').values([main, yard]).execute();
  const racks = Array.from({ length: 16 }, (_, i) => {
    const number = rackNumber(i + 1);
    return {
      ...org,
      ...base(),
      warehouse_id: i < 12 ? main.id : yard.id,
      number,
      code: rackCode(number),
      safety_value_c: parseHundredths('40'),
      max_value_c: parseHundredths('50'),
      status: (i < 9 ? 'inUse' : 'idle') as 'inUse' | 'idle',
    };
  });
  await db.insertInto('racks').values(racks).execute();
  await ensureDefaultWorkshop(db, orgId);
  await db
    .insertInto('workshops')
    .values([
      {
        ...org,
        ...base(),
        name: '切割车间 Cutting hall',
        code: 'CUT',
        category: 'cutting',
        sort: 1,
        is_default: 0,
      },
      {
        ...org,
        ...base(),
        name: '加工车间 Finishing hall',
        code: 'PRO',
        category: 'processing',
        sort: 2,
        is_default: 0,
      },
    ])
    .execute();
  await db
    .insertInto('devices')
    .values([
      {
        ...org,
        ...base(),
        code: 'SAW-01',
        model: '红外线桥切机 Bridge saw QSQ-600',
        linked_at: nowIso(),
        pickup_status: 'idle',
        current_table: 'A',
      },
      {
        ...org,
        ...base(),
        code: 'SAW-02',
        model: '红外线桥切机 Bridge saw QSQ-700',
        linked_at: null,
        pickup_status: 'picking',
        current_table: 'B',
      },
    ])
    .execute();
  const slabs = STONES.flatMap((stone, s) =>
    [7, 12].flatMap((block) =>
      ['Z01', 'Z02'].flatMap((bundle, b) =>
        Array.from({ length: 6 }, (_, n) => {
          const slabNo = String(b * 6 + n + 1);
          const blockNo = `${stone.prefix}2411-${String(block).padStart(2, '0')}`;
          const wobble = ((s * 7 + block * 3 + n * 11) % 9) * 10;
          const rack = racks[(s * 2 + b) % 12] as (typeof racks)[number];
          return {
            ...org,
            ...base(),
            ...slabColumns({
              blockNo,
              bundleNo: bundle,
              slabNo,
              barcode: `${blockNo}-${bundle}-${slabNo.padStart(2, '0')}`,
              material: stone.name,
              thicknessMm: stone.thickness,
              lengthMm: stone.size[0] - wobble,
              widthMm: stone.size[1] - wobble / 2,
              warehouseId: main.id,
              rackId: rack.id,
            }),
            defects_json:
              n === 2
                ? JSON.stringify([
                    { kind: 'rect', x: 400, y: 300, width: 120, height: 60, note: 'crack' },
                  ])
                : '[]',
            status: STATUS_CYCLE[(s + n) % STATUS_CYCLE.length] as string,
            is_remnant: 0,
            parent_id: null,
            created_by: userId,
          };
        }),
      ),
    ),
  );
  for (let i = 0; i < slabs.length; i += 50)
    await db
      .insertInto('big_slabs')
      .values(slabs.slice(i, i + 50))
      .execute();
  // Two off-cuts of cut slabs, back in the remnant yard.
  const cut = slabs.slice(0, 2);
  await db
    .updateTable('big_slabs')
    .set({ status: 'cut' })
    .where(
      'id',
      'in',
      cut.map((c) => c.id),
    )
    .execute();
  await db
    .insertInto('big_slabs')
    .values(
      cut.map((parent, i) => ({
        ...org,
        ...base(),
        ...slabColumns({
          blockNo: parent.block_no,
          bundleNo: parent.bundle_no,
          slabNo: `${parent.slab_no}-R`,
          barcode: `${parent.barcode}-R`,
          material: parent.material,
          thicknessMm: parent.thickness_mm,
          lengthMm: 1200 - i * 200,
          widthMm: 800,
          warehouseId: yard.id,
          rackId: (racks[12] as (typeof racks)[number]).id,
        }),
        defects_json: '[]',
        status: 'available',
        is_remnant: 1,
        parent_id: parent.id,
        created_by: userId,
      })),
    )
    .execute();
}

// Demo cutting (seed-demo.ts, after the material flows): a slab of the hotel project is
// picked and cut on SAW-02's table A through the real flow (its record, its pieces "cut", the
// project in production), and a month of earlier cuts of stock slabs on both saws fills cutting data and
// the home figures. Deterministic, so every demo looks the same.
import { addDays, dayStartIso, factoryDay } from '@stone/shared/cutting/days';
import { demoActor } from './demo-actor.ts';
import { ratioToBp } from '@stone/shared/units';
import type { EndpointPath } from '@stone/shared';
import type { Actor, AppDeps } from '../context.ts';
import type { Db } from '../db/database.ts';
import { actorScope, type OrgScope } from '../db/org-scope.ts';
import { createOnce } from '../lib/idempotency.ts';
import { newId, nowIso } from '../lib/crypto.ts';
import {
  insertCuttingHistory,
  type CuttingRecordRow,
} from '../modules/cutting/cutting-history.repository.ts';
import { confirmCut } from '../modules/material-flows/cut.service.ts';
import { takeSlab } from '../modules/material-flows/device-picking.service.ts';
import { pickSlab } from '../modules/material-flows/picking.service.ts';
import { findProject, listPlanSlabs } from '../modules/material-flows/plan-slabs.repository.ts';
import { insertSlabs, newSlabRow } from '../modules/materials/big-slab-rows.repository.ts';
import { listDeviceChoices } from '../modules/materials/devices.repository.ts';
import { listWarehouseChoices } from '../modules/materials/warehouses.repository.ts';
import { demoStoneIds } from './seed-stones.ts';

// The kitchen's slabs stay as seed-flows.ts leaves them (the e2e flows use them); the hotel
// has five plan slabs, so one is cut here and the others stay free.
const HOTEL_ORDER = 'SO-2026-0102';
const HOTEL_SLAB = 'JS2411-09-Z02-01';
const HISTORY_DAYS = 30;
const STONES = [
  { code: 'ZG', size: [3000, 1800] },
  { code: 'KL', size: [3100, 1900] },
  { code: 'YD', size: [3200, 1800] },
] as const;

/** A fixed pseudo-random sequence in [0, 1). */
function sequence(seed: number) {
  let x = seed;
  return () => {
    x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
    return x / 2_147_483_648;
  };
}

export async function seedCutting(deps: AppDeps, orgId: string, userId: string) {
  const actor = await demoActor(deps, orgId, userId);
  const org = actorScope(actor, deps.db);
  const devices = await listDeviceChoices(org);
  const saws = ['SAW-01', 'SAW-02'].map((c) => devices.find((d) => d.code === c)?.id);
  const warehouse = (await listWarehouseChoices(org)).find((w) => w.code === 'WH01')?.id;
  if (!saws[0] || !saws[1] || !warehouse) return;
  await cutHotelSlab(deps, actor, saws[1], warehouse);
  await seedHistory(org, { userId, saws: [saws[0], saws[1]], warehouse, orgId, deps });
}

/** A slab delivered for the hotel's first free plan slab, picked, put on SAW-02 and cut. */
async function cutHotelSlab(deps: AppDeps, actor: Actor, saw: string, warehouse: string) {
  const org = actorScope(actor, deps.db);
  const hotel = await org
    .selectFrom('projects')
    .select('id')
    .where('order_no', '=', HOTEL_ORDER)
    .executeTakeFirst();
  if (!hotel) return;
  const { settings } = await findProject(org, hotel.id);
  const plan = (await listPlanSlabs(org, hotel.id))[0];
  if (!plan || !settings.materialId) return;
  const slab = newSlabRow(
    {
      blockNo: 'JS2411-09',
      bundleNo: 'Z02',
      slabNo: '01',
      barcode: HOTEL_SLAB,
      materialId: settings.materialId,
      thicknessMm: settings.thicknessMm,
      lengthMm: Math.ceil(plan.slab_length_mm) + 60,
      widthMm: Math.ceil(plan.slab_width_mm) + 40,
      warehouseId: warehouse,
      rackId: null,
      createdBy: actor.userId,
    },
    nowIso(),
  );
  await insertSlabs(org, [slab]);
  const once = <T>(endpoint: EndpointPath, work: (trx: Db) => Promise<T>) =>
    createOnce(deps, { actor, endpoint }, work);
  await once('webPicking/pickSlab', (trx) =>
    pickSlab(actor, trx, { projectId: hotel.id, barcode: HOTEL_SLAB }),
  );
  await once('webDevicePicking/takeSlab', (trx) =>
    takeSlab(actor, trx, { deviceId: saw, table: 'A', barcode: HOTEL_SLAB }),
  );
  await once('webDevicePicking/confirmCut', (trx) => confirmCut(actor, trx, slab.id!));
}

type History = {
  userId: string;
  saws: [string, string];
  warehouse: string;
  orgId: string;
  deps: AppDeps;
};

/** 3–6 stock slabs a working day (Sundays off), cut between 08:00 and 17:00 factory time. */
async function seedHistory(org: OrgScope, h: History) {
  const stoneIds = await demoStoneIds(h.deps.db, h.orgId);
  const next = sequence(17);
  const today = factoryDay(new Date());
  const now = nowIso();
  const slabs: Parameters<typeof insertSlabs>[1] = [];
  const records: CuttingRecordRow[] = [];
  for (let back = HISTORY_DAYS; back >= 1; back--) {
    const day = addDays(today, -back);
    if (new Date(`${day}T00:00:00Z`).getUTCDay() === 0) continue;
    const count = 3 + Math.floor(next() * 4);
    for (let n = 0; n < count; n++) {
      const stone = STONES[(back + n) % STONES.length]!;
      const [length, width] = [stone.size[0] + 10 * n, stone.size[1] + 20 * (back % 3)];
      const slabArea = length * width;
      const yieldBp = 5500 + Math.floor(next() * 3000);
      const pieceArea = Math.round((slabArea * yieldBp) / 10_000);
      const cutAt = new Date(
        Date.parse(dayStartIso(day)) + (8 + n * 1.5 + next()) * 3_600_000,
      ).toISOString();
      const no = `${String(HISTORY_DAYS - back + 1).padStart(2, '0')}${n + 1}`;
      const slab = newSlabRow(
        {
          blockNo: `${stone.code}2410-${String(back).padStart(2, '0')}`,
          bundleNo: 'Z01',
          slabNo: String(n + 1),
          barcode: `${stone.code}2410-H${no}`,
          materialId: stoneIds[stone.code],
          thicknessMm: 20,
          lengthMm: length,
          widthMm: width,
          warehouseId: h.warehouse,
          rackId: null,
          createdBy: h.userId,
          status: 'cut',
          createdAt: cutAt,
        },
        now,
      );
      slabs.push(slab);
      const remnant = next() < 0.4 ? 600 * 400 : 0;
      records.push({
        id: newId(),
        slab_id: slab.id,
        barcode: slab.barcode,
        block_no: slab.block_no,
        bundle_no: slab.bundle_no,
        slab_no: slab.slab_no,
        material_id: slab.material_id,
        is_remnant: 0,
        project_id: null,
        plane_id: null,
        layout_id: null,
        plan_seq: 0,
        plan_length_mm: length,
        plan_width_mm: width,
        device_id: h.saws[n % 2]!,
        device_table: n % 4 < 2 ? 'A' : 'B',
        user_id: h.userId,
        cut_at: cutAt,
        cut_length_mm: 18_000 + Math.floor(next() * 22_000),
        piece_count: 4 + Math.floor(next() * 12),
        piece_area_mm2: pieceArea,
        rect_area_mm2: Math.min(slabArea, Math.round(pieceArea * 1.04)),
        slab_area_mm2: slabArea,
        remnant_area_mm2: remnant,
        yield_bp: ratioToBp(pieceArea, slabArea),
        rect_yield_bp: ratioToBp(Math.min(slabArea, Math.round(pieceArea * 1.04)), slabArea),
        status: 'done',
      });
    }
  }
  await insertSlabs(org, slabs);
  await insertCuttingHistory(org, records);
}

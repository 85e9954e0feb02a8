// Demo material flows (seed-demo.ts, after projects and inventory): a delivery of slabs for the
// approved kitchen project, all picked for its plan, the first on saw SAW-01's table A; the
// remnant yard's machine type; one slab moved to the cutting hall. Every step runs through the
// flow services, so the history screens show real movements.
import type { AppDeps } from '../context.ts';
import type { Db } from '../db/database.ts';
import { orgTable } from '../db/org-scope.ts';
import { withIdempotency } from '../lib/idempotency.ts';
import { takeSlab } from '../modules/material-flows/device-picking.service.ts';
import { pickSlab } from '../modules/material-flows/picking.service.ts';
import { listPlanSlabs } from '../modules/material-flows/plan-slabs.repository.ts';
import { setWarehouseMachine } from '../modules/material-flows/return.service.ts';
import { transferSlabs } from '../modules/material-flows/transfer.service.ts';
import { slabColumns } from '../modules/materials/big-slabs.service.ts';
import { newId, nowIso } from '../lib/crypto.ts';
import { parseSettings } from '../modules/projects/projects.repository.ts';

const KITCHEN_ORDER = 'SO-2026-0101';

const idOf = async (
  db: Db,
  orgId: string,
  table: 'warehouses' | 'workshops' | 'devices',
  code: string,
) =>
  (await orgTable(db, table, orgId).select('id').where('code', '=', code).executeTakeFirst())?.id;

export async function seedMaterialFlows(deps: AppDeps, orgId: string, userId: string) {
  const { db } = deps;
  const once = <T>(work: (trx: Db) => Promise<T>) =>
    withIdempotency(deps, { userId, endpoint: 'demo', requestId: undefined }, work);
  const [main, yard, cutting, saw] = await Promise.all([
    idOf(db, orgId, 'warehouses', 'WH01'),
    idOf(db, orgId, 'warehouses', 'WH02'),
    idOf(db, orgId, 'workshops', 'CUT'),
    idOf(db, orgId, 'devices', 'SAW-01'),
  ]);
  const kitchen = await orgTable(db, 'projects', orgId)
    .select(['id', 'settings_json'])
    .where('order_no', '=', KITCHEN_ORDER)
    .executeTakeFirst();
  if (!main || !yard || !cutting || !saw || !kitchen) return;
  await setWarehouseMachine(db, orgId, {
    warehouseId: yard,
    machineType: '红外线桥切机 Bridge saw QSQ-600',
    maxLengthMm: 3300,
    maxWidthMm: 2100,
  });
  const settings = parseSettings(kitchen.settings_json);
  const planSlabs = await listPlanSlabs(db, orgId, kitchen.id);
  // One slab per plan slab, a little larger as natural slabs are, plus a spare.
  const now = nowIso();
  const delivery = [...planSlabs, ...planSlabs.slice(0, 1)].map((p, i) => {
    const slabNo = String(i + 1).padStart(2, '0');
    return {
      org_id: orgId,
      id: newId(),
      created_at: now,
      updated_at: now,
      version: 1,
      ...slabColumns({
        blockNo: 'YS2411-20',
        bundleNo: 'Z05',
        slabNo,
        barcode: `YS2411-20-Z05-${slabNo}`,
        material: settings.material,
        thicknessMm: settings.thicknessMm,
        lengthMm: Math.ceil(p.slab_length_mm) + 40 + i * 10,
        widthMm: Math.ceil(p.slab_width_mm) + 30,
        warehouseId: main,
        rackId: null,
      }),
      defects_json: '[]',
      status: 'available',
      is_remnant: 0,
      parent_id: null,
      created_by: userId,
    };
  });
  if (delivery.length === 0) return;
  await db.insertInto('big_slabs').values(delivery).execute();
  for (const slab of delivery.slice(0, planSlabs.length))
    await once((trx) =>
      pickSlab(trx, orgId, userId, { projectId: kitchen.id, barcode: slab.barcode }),
    );
  const first = delivery[0]!;
  await once((trx) =>
    takeSlab(trx, orgId, userId, { deviceId: saw, table: 'A', barcode: first.barcode }),
  );
  const spare = delivery[delivery.length - 1]!;
  await once((trx) =>
    transferSlabs(trx, orgId, userId, {
      slabIds: [spare.id],
      workshopId: cutting,
      rackId: null,
    }),
  );
}

// Demo material flows (seed-demo.ts, after projects and inventory): a delivery of slabs for the
// approved kitchen project, all picked for its plan, the first on saw SAW-01's table A; the
// remnant yard's machine type; one slab moved to the cutting hall. Every step runs through the
// flow services as the demo admin, so the history screens show real movements.
import type { EndpointPath } from '@stone/shared';
import { demoActor } from './demo-actor.ts';
import type { AppDeps } from '../context.ts';
import type { Db } from '../db/database.ts';
import { nowIso } from '../lib/crypto.ts';
import { takeSlab } from '../modules/material-flows/device-picking.service.ts';
import { listPickProjects } from '../modules/material-flows/flow-choices.repository.ts';
import { pickSlab } from '../modules/material-flows/picking.service.ts';
import { findProject, listPlanSlabs } from '../modules/material-flows/plan-slabs.repository.ts';
import { setWarehouseMachine } from '../modules/material-flows/return.service.ts';
import { transferSlabs } from '../modules/material-flows/transfer.service.ts';
import { actorScope } from '../db/org-scope.ts';
import { insertSlabs, newSlabRow } from '../modules/materials/big-slab-rows.repository.ts';
import { createOnce } from '../lib/idempotency.ts';
import { listDeviceChoices } from '../modules/materials/devices.repository.ts';
import { listWarehouseChoices } from '../modules/materials/warehouses.repository.ts';
import { listWorkshopChoices } from '../modules/materials/workshops.repository.ts';

const KITCHEN_ORDER = 'SO-2026-0101';

const idOf = (rows: { id: string; code: string }[], code: string) =>
  rows.find((r) => r.code === code)?.id;

export async function seedMaterialFlows(deps: AppDeps, orgId: string, userId: string) {
  const { db } = deps;
  const actor = await demoActor(deps, orgId, userId);
  const org = actorScope(actor, db);
  const [warehouses, workshops, devices] = await Promise.all([
    listWarehouseChoices(org),
    listWorkshopChoices(org),
    listDeviceChoices(org),
  ]);
  const [main, yard] = [idOf(warehouses, 'WH01'), idOf(warehouses, 'WH02')];
  const [cutting, saw] = [idOf(workshops, 'CUT'), idOf(devices, 'SAW-01')];
  // The kitchen project as the picking screen offers it.
  const pickable = await listPickProjects(org, { keyword: KITCHEN_ORDER, pageNum: 1, pageSize: 1 });
  const kitchenId = pickable.list[0]?.id;
  if (!main || !yard || !cutting || !saw || !kitchenId) return;
  await setWarehouseMachine(actor, db, {
    warehouseId: yard,
    machineType: '红外线桥切机 Bridge saw QSQ-600',
    maxLengthMm: 3300,
    maxWidthMm: 2100,
  });
  const { settings } = await findProject(org, kitchenId);
  const planSlabs = await listPlanSlabs(org, kitchenId);
  // One slab per plan slab, a little larger as natural slabs are, plus a spare.
  const now = nowIso();
  const delivery = [...planSlabs, ...planSlabs.slice(0, 1)].map((p, i) => {
    const slabNo = String(i + 1).padStart(2, '0');
    return newSlabRow(
      {
        blockNo: 'YS2411-20',
        bundleNo: 'Z05',
        slabNo,
        barcode: `YS2411-20-Z05-${slabNo}`,
        materialId: settings.materialId as string,
        thicknessMm: settings.thicknessMm,
        lengthMm: Math.ceil(p.slab_length_mm) + 40 + i * 10,
        widthMm: Math.ceil(p.slab_width_mm) + 30,
        warehouseId: main,
        rackId: null,
        createdBy: userId,
      },
      now,
    );
  });
  if (delivery.length === 0) return;
  await insertSlabs(org, delivery);
  const once = <T>(endpoint: EndpointPath, work: (trx: Db) => Promise<T>) =>
    createOnce(deps, { actor, endpoint }, work);
  for (const slab of delivery.slice(0, planSlabs.length))
    await once('webPicking/pickSlab', (trx) =>
      pickSlab(actor, trx, { projectId: kitchenId, barcode: slab.barcode }),
    );
  const first = delivery[0]!;
  await once('webDevicePicking/takeSlab', (trx) =>
    takeSlab(actor, trx, { deviceId: saw, table: 'A', barcode: first.barcode }),
  );
  const spare = delivery[delivery.length - 1]!;
  await once('webTransfer/transferSlabs', (trx) =>
    transferSlabs(actor, trx, { slabIds: [spare.id], workshopId: cutting, rackId: null }),
  );
}

// Machine-table pickup (机台取料): the next picked slab of the earliest approved project goes
// onto table A or B of a saw (cutting). Confirming the cut is cut.service.ts.
import { ERROR_CODES } from '@stone/shared';
import { DEVICE_TABLES, type DeviceTable } from '@stone/shared/materials/enums';
import { type deviceSlab } from '@stone/shared/material-flows/schemas';
import type { z } from 'zod';
import type { Actor } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import type { OrgScope } from '../../db/org-scope.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { nowIso } from '../../lib/crypto.ts';
import { actorScope } from '../../db/org-scope.ts';
import { moveSlabStatus } from '../materials/big-slab-rows.repository.ts';
import { findDevice, setDeviceState } from '../materials/devices.repository.ts';
import { placeOf, recordMovements } from './movements.repository.ts';
import { movePickedPieces } from './piece-moves.ts';
import { scannedSlab } from './picking.service.ts';
import {
  APPROVED,
  findPickOf,
  isDeviceBusy,
  nextSlabToCut,
  slabOnTable,
  slabsOnDevice,
  updatePick,
  type PickedRow,
} from './slab-picks.repository.ts';

type DeviceSlab = z.infer<typeof deviceSlab>;

async function requireDevice(org: OrgScope, deviceId: string) {
  const device = await findDevice(org, deviceId);
  if (!device) throw notFound();
  return device;
}

const toDeviceSlab = (r: PickedRow): DeviceSlab => ({
  id: r.id,
  barcode: r.barcode,
  lengthMm: r.length_mm,
  widthMm: r.width_mm,
  isRemnant: r.is_remnant === 1,
  status: r.status,
  projectId: r.project_id,
  projectName: r.project_name,
  planeName: r.plane_name,
  seq: r.seq,
});

export async function getTables(actor: Actor, db: Db, deviceId: string) {
  const org = actorScope(actor, db);
  await requireDevice(org, deviceId);
  const rows = await slabsOnDevice(org, deviceId);
  return {
    deviceId,
    tables: DEVICE_TABLES.map((table) => {
      const row = rows.find((r) => r.device_table === table);
      return { table, slab: row ? toDeviceSlab(row) : null };
    }),
  };
}

/** The earliest approved project's first picked slab that no table holds yet. */
export async function getNext(actor: Actor, db: Db, deviceId: string) {
  const org = actorScope(actor, db);
  await requireDevice(org, deviceId);
  const row = await nextSlabToCut(org);
  return { slab: row ? toDeviceSlab(row) : null };
}

/** A device shows a slab picked while either table holds one, and the table last used. */
export async function refreshDevice(
  org: OrgScope,
  device: { id: string; table: DeviceTable; now: string },
) {
  const busy = await isDeviceBusy(org, device.id);
  await setDeviceState(org, device.id, { busy, table: device.table, now: device.now });
}

export async function takeSlab(
  actor: Actor,
  trx: Db,
  body: { deviceId: string; table: DeviceTable; barcode: string },
): Promise<DeviceSlab> {
  const org = actorScope(actor, trx);
  const device = await requireDevice(org, body.deviceId);
  const onTable = await slabOnTable(org, { deviceId: device.id, table: body.table });
  if (onTable)
    throw new AppError(ERROR_CODES.CONFLICT, 'flow.tableBusy', null, {
      table: body.table,
      barcode: onTable.barcode,
    });
  const slab = await scannedSlab(org, body.barcode);
  const picked = await findPickOf(org, slab.id);
  const notReady = () =>
    new AppError(ERROR_CODES.CONFLICT, 'flow.notPickedForCut', null, { barcode: slab.barcode });
  if (
    !picked ||
    picked.device_id ||
    !APPROVED.includes(picked.review_state) ||
    slab.status !== 'picked'
  )
    throw notReady();
  const now = nowIso();
  if (!(await moveSlabStatus(org, slab.id, { from: 'picked', to: 'cutting', now })))
    throw notReady();
  await updatePick(org, slab.id, { device_id: device.id, device_table: body.table, taken_at: now });
  // On the saw's table its pieces are cutting, and the project is in production (issue 17).
  await movePickedPieces(org, { slabIds: [slab.id], event: 'load' });
  await refreshDevice(org, { id: device.id, table: body.table, now });
  await recordMovements(org, { userId: actor.userId, now }, [
    {
      slabId: slab.id,
      kind: 'pickup',
      from: placeOf(slab),
      to: null,
      projectId: picked.project_id,
      deviceId: device.id,
      deviceTable: body.table,
    },
  ]);
  return toDeviceSlab({ ...picked, status: 'cutting' });
}

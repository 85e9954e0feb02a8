// Machine-table pickup (机台取料): the next picked slab of the earliest approved project goes
// onto table A or B of a saw (cutting). Confirming the cut is cut.service.ts.
import { ERROR_CODES } from '@stone/shared';
import { DEVICE_TABLES, type DeviceTable } from '@stone/shared/materials/enums';
import { type deviceSlab } from '@stone/shared/material-flows/schemas';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { ReviewState } from '../projects/projects.tables.ts';
import { orgTable } from '../../db/org-scope.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { nowIso } from '../../lib/crypto.ts';
import { placeOf, recordMovements } from './movements.repository.ts';
import { findSlabByBarcode, moveSlabStatus } from './picking.service.ts';

type DeviceSlab = z.infer<typeof deviceSlab>;

/** Approved projects: reviewed, or done with their review (product-spec §4). */
const APPROVED: ReviewState[] = ['reviewed', 'done'];

export async function findDevice(db: Db, orgId: string, deviceId: string) {
  const device = await orgTable(db, 'devices', orgId)
    .select(['id', 'code'])
    .where('id', '=', deviceId)
    .executeTakeFirst();
  if (!device) throw notFound();
  return device;
}

/** Picked slabs with their project and plan slab; the caller narrows and orders. */
const pickedSlabs = (db: Db, orgId: string) =>
  db
    .selectFrom('slab_picks as k')
    .innerJoin('big_slabs as s', (j) =>
      j.onRef('s.org_id', '=', 'k.org_id').onRef('s.id', '=', 'k.slab_id'),
    )
    .innerJoin('projects as p', (j) =>
      j.onRef('p.org_id', '=', 'k.org_id').onRef('p.id', '=', 'k.project_id'),
    )
    .innerJoin('planes as n', (j) =>
      j.onRef('n.org_id', '=', 'k.org_id').onRef('n.id', '=', 'k.plane_id'),
    )
    .innerJoin('plan_layouts as l', (j) =>
      j.onRef('l.org_id', '=', 'k.org_id').onRef('l.id', '=', 'k.layout_id'),
    )
    .where('k.org_id', '=', orgId)
    .select([
      's.id',
      's.barcode',
      's.length_mm',
      's.width_mm',
      's.is_remnant',
      's.status',
      'p.id as project_id',
      'p.name as project_name',
      'n.name as plane_name',
      'l.seq',
    ]);

type PickedRow = Awaited<ReturnType<ReturnType<typeof pickedSlabs>['execute']>>[number];
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

export async function getTables(db: Db, orgId: string, deviceId: string) {
  await findDevice(db, orgId, deviceId);
  const rows = await pickedSlabs(db, orgId)
    .select('k.device_table')
    .where('k.device_id', '=', deviceId)
    .where('k.cut_at', 'is', null)
    .execute();
  return {
    deviceId,
    tables: DEVICE_TABLES.map((table) => {
      const row = rows.find((r) => r.device_table === table);
      return { table, slab: row ? toDeviceSlab(row) : null };
    }),
  };
}

/** The earliest approved project's first picked slab that no table holds yet. */
export async function getNext(db: Db, orgId: string, deviceId: string) {
  await findDevice(db, orgId, deviceId);
  const row = await pickedSlabs(db, orgId)
    .where('k.device_id', 'is', null)
    .where('s.status', '=', 'picked')
    .where('p.review_state', 'in', APPROVED)
    .orderBy('p.created_at')
    .orderBy('p.id')
    .orderBy('n.created_at')
    .orderBy('n.id')
    .orderBy('l.seq')
    .limit(1)
    .executeTakeFirst();
  return { slab: row ? toDeviceSlab(row) : null };
}

/** A device shows a slab picked while either table holds one, and the table last used. */
export async function refreshDevice(
  trx: Db,
  orgId: string,
  deviceId: string,
  table: DeviceTable,
  now: string,
) {
  const busy = await orgTable(trx, 'slab_picks', orgId)
    .select('slab_id')
    .where('device_id', '=', deviceId)
    .where('cut_at', 'is', null)
    .executeTakeFirst();
  await trx
    .updateTable('devices')
    .set((eb) => ({
      pickup_status: busy ? 'picked' : 'idle',
      current_table: table,
      updated_at: now,
      version: eb('version', '+', 1),
    }))
    .where('org_id', '=', orgId)
    .where('id', '=', deviceId)
    .execute();
}

export async function takeSlab(
  trx: Db,
  orgId: string,
  userId: string,
  body: { deviceId: string; table: DeviceTable; barcode: string },
): Promise<DeviceSlab> {
  const device = await findDevice(trx, orgId, body.deviceId);
  const onTable = await pickedSlabs(trx, orgId)
    .where('k.device_id', '=', device.id)
    .where('k.device_table', '=', body.table)
    .where('k.cut_at', 'is', null)
    .executeTakeFirst();
  if (onTable)
    throw new AppError(ERROR_CODES.CONFLICT, 'flow.tableBusy', null, {
      table: body.table,
      barcode: onTable.barcode,
    });
  const slab = await findSlabByBarcode(trx, orgId, body.barcode);
  const picked = await pickedSlabs(trx, orgId)
    .select(['k.device_id', 'p.review_state'])
    .where('k.slab_id', '=', slab.id)
    .executeTakeFirst();
  if (
    !picked ||
    picked.device_id ||
    !APPROVED.includes(picked.review_state) ||
    slab.status !== 'picked'
  )
    throw new AppError(ERROR_CODES.CONFLICT, 'flow.notPickedForCut', null, {
      barcode: slab.barcode,
    });
  const now = nowIso();
  if (!(await moveSlabStatus(trx, orgId, slab.id, 'picked', 'cutting', now)))
    throw new AppError(ERROR_CODES.CONFLICT, 'flow.notPickedForCut', null, {
      barcode: slab.barcode,
    });
  await trx
    .updateTable('slab_picks')
    .set({ device_id: device.id, device_table: body.table, taken_at: now })
    .where('org_id', '=', orgId)
    .where('slab_id', '=', slab.id)
    .execute();
  await refreshDevice(trx, orgId, device.id, body.table, now);
  await recordMovements(trx, orgId, userId, now, [
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

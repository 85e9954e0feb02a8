// Confirming a cut (切割确认): final (cutting → cut, once), and the off-cuts above the minimum
// size go into stock as remnants of the slab, in its warehouse.
import type { confirmCutData } from '@stone/shared/material-flows/schemas';
import type { DeviceTable } from '@stone/shared/materials/enums';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { orgTable } from '../../db/org-scope.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { newId, nowIso } from '../../lib/crypto.ts';
import { refreshDevice } from './device-picking.service.ts';
import { placeOf, recordMovements } from './movements.repository.ts';
import { layoutRemnants, offCuts } from './remnants.ts';

export async function confirmCut(
  trx: Db,
  orgId: string,
  userId: string,
  slabId: string,
): Promise<z.infer<typeof confirmCutData>> {
  const slab = await orgTable(trx, 'big_slabs', orgId)
    .selectAll()
    .where('id', '=', slabId)
    .executeTakeFirst();
  if (!slab) throw notFound();
  const pick = await trx
    .selectFrom('slab_picks as k')
    .innerJoin('plan_layouts as l', (j) =>
      j.onRef('l.org_id', '=', 'k.org_id').onRef('l.id', '=', 'k.layout_id'),
    )
    .select([
      'k.device_id',
      'k.device_table',
      'k.project_id',
      'k.cut_at',
      'l.slab_length_mm',
      'l.slab_width_mm',
      'l.layout_json',
    ])
    .where('k.org_id', '=', orgId)
    .where('k.slab_id', '=', slabId)
    .executeTakeFirst();
  if (!pick || !pick.device_id || pick.cut_at || slab.status !== 'cutting')
    throw conflict('flow.notCutting');
  const now = nowIso();
  // Irreversible: only the first confirmation changes cutting to cut.
  const updated = await trx
    .updateTable('big_slabs')
    .set((eb) => ({ status: 'cut', updated_at: now, version: eb('version', '+', 1) }))
    .where('org_id', '=', orgId)
    .where('id', '=', slabId)
    .where('status', '=', 'cutting')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw conflict('flow.notCutting');
  await trx
    .updateTable('slab_picks')
    .set({ cut_at: now })
    .where('org_id', '=', orgId)
    .where('slab_id', '=', slabId)
    .execute();
  const sizes = offCuts(
    { length: slab.length_mm, width: slab.width_mm },
    { length: Number(pick.slab_length_mm), width: Number(pick.slab_width_mm) },
    layoutRemnants(pick.layout_json),
  );
  const remnants = sizes.map((size, i) => ({
    id: newId(),
    barcode: `${slab.barcode}-R${i + 1}`,
    lengthMm: size.length,
    widthMm: size.width,
  }));
  if (remnants.length > 0)
    await trx
      .insertInto('big_slabs')
      .values(
        remnants.map((r) => ({
          org_id: orgId,
          id: r.id,
          block_no: slab.block_no,
          bundle_no: slab.bundle_no,
          slab_no: slab.slab_no,
          barcode: r.barcode,
          material: slab.material,
          thickness_mm: slab.thickness_mm,
          length_mm: r.lengthMm,
          width_mm: r.widthMm,
          area_mm2: r.lengthMm * r.widthMm,
          warehouse_id: slab.warehouse_id,
          rack_id: null,
          workshop_id: null,
          defects_json: '[]',
          status: 'available',
          is_remnant: 1,
          parent_id: slab.id,
          created_by: userId,
          created_at: now,
          updated_at: now,
          version: 1,
        })),
      )
      .execute();
  await refreshDevice(trx, orgId, pick.device_id, (pick.device_table ?? 'A') as DeviceTable, now);
  const device = { deviceId: pick.device_id, deviceTable: pick.device_table as DeviceTable };
  await recordMovements(trx, orgId, userId, now, [
    { slabId, kind: 'cut', from: null, to: null, projectId: pick.project_id, ...device },
    ...remnants.map((r) => ({
      slabId: r.id,
      kind: 'cut' as const,
      from: null,
      to: placeOf({ warehouse_id: slab.warehouse_id, rack_id: null, workshop_id: null }),
      projectId: pick.project_id,
      ...device,
    })),
  ]);
  return { remnants };
}

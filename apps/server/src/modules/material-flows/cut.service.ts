// Confirming a cut (切割确认): final (cutting → cut, once), the off-cuts above the minimum
// size go into stock as remnants of the slab, in its warehouse, and the cutting record is
// written with the layout's pieces moved to "cut" (issue 17).
import type { confirmCutData } from '@stone/shared/material-flows/schemas';
import type { DeviceTable } from '@stone/shared/materials/enums';
import type { z } from 'zod';
import type { Actor } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { ERROR_CODES } from '@stone/shared';
import { factoryTime } from '@stone/shared/cutting/days';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { newId, nowIso } from '../../lib/crypto.ts';
import { actorScope } from '../../db/org-scope.ts';
import {
  findSlab,
  insertSlabs,
  moveSlabStatus,
  newSlabRow,
} from '../materials/big-slab-rows.repository.ts';
import { recordCut } from '../cutting/cut-record.service.ts';
import { refreshDevice } from './device-picking.service.ts';
import { placeOf, recordMovements } from './movements.repository.ts';
import { layoutRemnants, offCuts } from './remnants.ts';
import { findPickWithLayout, updatePick } from './slab-picks.repository.ts';

/** What the cut moved, for the live screens (published after the commit). */
type PieceProgress = { projectId: string; planeIds: string[] };

export async function confirmCut(
  actor: Actor,
  trx: Db,
  slabId: string,
): Promise<z.infer<typeof confirmCutData> & { progress: PieceProgress }> {
  const org = actorScope(actor, trx);
  const slab = await findSlab(org, slabId);
  if (!slab) throw notFound();
  const pick = await findPickWithLayout(org, slabId);
  if (pick?.cut_at)
    throw new AppError(ERROR_CODES.CONFLICT, 'cutting.alreadyCut', null, {
      barcode: slab.barcode,
      cutAt: factoryTime(pick.cut_at),
    });
  if (!pick || !pick.device_id || slab.status !== 'cutting') throw conflict('flow.notCutting');
  const now = nowIso();
  // Irreversible: only the first confirmation changes cutting to cut.
  if (!(await moveSlabStatus(org, slabId, { from: 'cutting', to: 'cut', now })))
    throw conflict('flow.notCutting');
  await updatePick(org, slabId, { cut_at: now });
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
  const parent = {
    blockNo: slab.block_no,
    bundleNo: slab.bundle_no,
    slabNo: slab.slab_no,
    materialId: slab.material_id,
    thicknessMm: slab.thickness_mm,
    warehouseId: slab.warehouse_id,
    rackId: null,
    parentId: slab.id,
    createdBy: actor.userId,
  };
  await insertSlabs(
    org,
    remnants.map((r) => newSlabRow({ ...parent, ...r }, now)),
  );
  // The record and the pieces' move to "cut" share the cut's transaction (issue 17).
  await recordCut(org, {
    userId: actor.userId,
    slab,
    now,
    deviceId: pick.device_id,
    deviceTable: pick.device_table,
    remnantAreaMm2: remnants.reduce((n, r) => n + r.lengthMm * r.widthMm, 0),
  });
  const table = (pick.device_table ?? 'A') as DeviceTable;
  await refreshDevice(org, { id: pick.device_id, table, now });
  const device = { deviceId: pick.device_id, deviceTable: pick.device_table as DeviceTable };
  const projectId = pick.project_id;
  const home = placeOf({ warehouse_id: slab.warehouse_id, rack_id: null, workshop_id: null });
  await recordMovements(org, { userId: actor.userId, now }, [
    { slabId, kind: 'cut', from: null, to: null, projectId, ...device },
    ...remnants.map((r) => ({
      slabId: r.id,
      kind: 'cut' as const,
      from: null,
      to: home,
      projectId,
      ...device,
    })),
  ]);
  return { remnants, progress: { projectId, planeIds: [pick.plane_id] } };
}

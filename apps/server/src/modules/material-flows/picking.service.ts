// Picking for a project (to be picked → picked): one picked slab per plan slab of the accepted
// plans. Two pickers scanning one slab: the conditional UPDATE lets exactly one through.
import type { z } from 'zod';
import type { BigSlabStatus } from '@stone/shared/materials/enums';
import type { PickingListData, pickSlabBody } from '@stone/shared/material-flows/schemas';
import type { Db } from '../../db/database.ts';
import { orgTable } from '../../db/org-scope.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { ERROR_CODES } from '@stone/shared';
import { nowIso } from '../../lib/crypto.ts';
import { placeOf, recordMovements } from './movements.repository.ts';
import {
  availableFitting,
  countOfRows,
  findProject,
  holds,
  listPlanSlabs,
  type PlanSlab,
} from './plan-slabs.repository.ts';

const sizeOf = (p: PlanSlab) => ({ length: p.slab_length_mm, width: p.slab_width_mm });

export async function getPickingList(
  db: Db,
  orgId: string,
  projectId: string,
  planeId?: string,
): Promise<PickingListData> {
  const project = await findProject(db, orgId, projectId);
  const { material, thicknessMm } = project.settings;
  const planSlabs = await listPlanSlabs(db, orgId, projectId, planeId);
  const rows = [];
  for (const p of planSlabs) {
    const available = p.slab_id
      ? 0
      : Number(
          (
            await availableFitting(db, orgId, { material, thicknessMm }, sizeOf(p))
              .select(countOfRows.as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
    rows.push({
      layoutId: p.layout_id,
      planeId: p.plane_id,
      planeName: p.plane_name,
      seq: p.seq,
      lengthMm: p.slab_length_mm,
      widthMm: p.slab_width_mm,
      state: p.slab_id ? ('picked' as const) : ('toBePicked' as const),
      plannedSlabId: p.planned_slab_id,
      slab: p.slab_id
        ? {
            id: p.slab_id,
            barcode: p.barcode ?? '',
            lengthMm: p.length_mm ?? 0,
            widthMm: p.width_mm ?? 0,
            isRemnant: p.is_remnant === 1,
            status: p.status ?? '',
          }
        : null,
      availableCount: available,
    });
  }
  return {
    projectId,
    material,
    thicknessMm,
    rows,
    pickedCount: rows.filter((r) => r.state === 'picked').length,
    totalCount: rows.length,
  };
}

/** Slabs that could be picked for one plan slab: remnants first, then the smallest. */
export async function getCandidates(db: Db, orgId: string, layoutId: string) {
  const layout = await db
    .selectFrom('plan_layouts as l')
    .innerJoin('planes as p', (j) =>
      j.onRef('p.org_id', '=', 'l.org_id').onRef('p.accepted_run_id', '=', 'l.run_id'),
    )
    .select(['p.project_id', 'l.slab_length_mm', 'l.slab_width_mm'])
    .where('l.org_id', '=', orgId)
    .where('l.id', '=', layoutId)
    .executeTakeFirst();
  if (!layout) throw notFound();
  const { settings } = await findProject(db, orgId, layout.project_id);
  const rows = await availableFitting(db, orgId, settings, {
    length: Number(layout.slab_length_mm),
    width: Number(layout.slab_width_mm),
  })
    .select(['id', 'barcode', 'length_mm', 'width_mm', 'is_remnant', 'status'])
    .orderBy('is_remnant', 'desc')
    .orderBy('area_mm2')
    .orderBy('barcode')
    .limit(50)
    .execute();
  return {
    list: rows.map((r) => ({
      id: r.id,
      barcode: r.barcode,
      lengthMm: r.length_mm,
      widthMm: r.width_mm,
      isRemnant: r.is_remnant === 1,
      status: r.status,
    })),
  };
}

export async function findSlabByBarcode(db: Db, orgId: string, barcode: string) {
  const slab = await orgTable(db, 'big_slabs', orgId)
    .selectAll()
    .where('barcode', '=', barcode)
    .executeTakeFirst();
  if (!slab) throw new AppError(ERROR_CODES.NOT_FOUND, 'flow.slabUnknown');
  return slab;
}

/**
 * Moves a slab from one status to the next and says whether it did. The race between two scanners
 * is settled here: only an UPDATE that still sees `from` changes the row.
 */
export async function moveSlabStatus(
  trx: Db,
  orgId: string,
  slabId: string,
  from: BigSlabStatus,
  to: BigSlabStatus,
  now: string,
) {
  const updated = await trx
    .updateTable('big_slabs')
    .set((eb) => ({ status: to, updated_at: now, version: eb('version', '+', 1) }))
    .where('org_id', '=', orgId)
    .where('id', '=', slabId)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** The slab a scanner read, for the project: the first plan slab still to pick that it holds. */
export async function pickSlab(
  trx: Db,
  orgId: string,
  userId: string,
  body: z.output<typeof pickSlabBody>,
) {
  const project = await findProject(trx, orgId, body.projectId);
  const slab = await findSlabByBarcode(trx, orgId, body.barcode);
  const params = { barcode: slab.barcode, status: slab.status };
  if (slab.status === 'picked')
    throw new AppError(ERROR_CODES.CONFLICT, 'flow.slabTaken', null, params);
  if (slab.status !== 'available')
    throw new AppError(ERROR_CODES.CONFLICT, 'flow.slabNotAvailable', null, params);
  const { material, thicknessMm } = project.settings;
  if (slab.material !== material || slab.thickness_mm !== thicknessMm)
    throw new AppError(ERROR_CODES.CONFLICT, 'flow.wrongMaterial', null, params);
  const planSlabs = await listPlanSlabs(trx, orgId, project.id);
  if (planSlabs.length === 0) throw conflict('flow.noPlan');
  let target: PlanSlab | undefined;
  if (body.layoutId) {
    target = planSlabs.find((p) => p.layout_id === body.layoutId);
    if (!target) throw notFound();
    if (target.slab_id) throw conflict('flow.layoutPicked');
    if (!holds({ length: slab.length_mm, width: slab.width_mm }, sizeOf(target)))
      throw new AppError(ERROR_CODES.CONFLICT, 'flow.noLayoutFits', null, params);
  } else {
    const size = { length: slab.length_mm, width: slab.width_mm };
    // The plan slab planned on this very slab comes first, then the first one it holds.
    target =
      planSlabs.find((p) => !p.slab_id && p.planned_slab_id === slab.id) ??
      planSlabs.find((p) => !p.slab_id && holds(size, sizeOf(p)));
    if (!target) throw new AppError(ERROR_CODES.CONFLICT, 'flow.noLayoutFits', null, params);
  }
  const now = nowIso();
  if (!(await moveSlabStatus(trx, orgId, slab.id, 'available', 'picked', now)))
    throw new AppError(ERROR_CODES.CONFLICT, 'flow.slabTaken', null, params);
  await trx
    .insertInto('slab_picks')
    .values({
      org_id: orgId,
      slab_id: slab.id,
      project_id: project.id,
      plane_id: target.plane_id,
      layout_id: target.layout_id,
      picked_by: userId,
      picked_at: now,
      device_id: null,
      device_table: null,
      taken_at: null,
      cut_at: null,
    })
    .execute();
  await recordMovements(trx, orgId, userId, now, [
    { slabId: slab.id, kind: 'pick', from: placeOf(slab), to: null, projectId: project.id },
  ]);
  return {
    slabId: slab.id,
    layoutId: target.layout_id,
    planeName: target.plane_name,
    seq: target.seq,
  };
}

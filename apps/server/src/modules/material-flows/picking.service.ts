// Picking for a project (to be picked → picked): one picked slab per plan slab of the accepted
// plans. Two pickers scanning one slab: the conditional UPDATE lets exactly one through.
import type { z } from 'zod';
import type { PickingListData, pickSlabBody } from '@stone/shared/material-flows/schemas';
import { ERROR_CODES } from '@stone/shared';
import type { Actor } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import type { OrgScope } from '../../db/org-scope.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { nowIso } from '../../lib/crypto.ts';
import { actorScope } from '../../db/org-scope.ts';
import { findSlabByBarcode, moveSlabStatus } from '../materials/big-slab-rows.repository.ts';
import { stoneNameOf } from '../materials/stone-materials.repository.ts';
import { placeOf, recordMovements } from './movements.repository.ts';
import { movePickedPieces } from './piece-moves.ts';
import {
  countAvailableFitting,
  findAcceptedLayout,
  findProject,
  holds,
  listAvailableFitting,
  listPlanSlabs,
  type PlanSlab,
} from './plan-slabs.repository.ts';
import { findPicker, insertPickIfFree } from './slab-picks.repository.ts';

const sizeOf = (p: PlanSlab) => ({ length: p.slab_length_mm, width: p.slab_width_mm });

export async function getPickingList(
  actor: Actor,
  db: Db,
  input: { projectId: string; planeId?: string | undefined },
): Promise<PickingListData> {
  const org = actorScope(actor, db);
  const { projectId } = input;
  const project = await findProject(org, projectId);
  const { materialId, thicknessMm } = project.settings;
  const planSlabs = await listPlanSlabs(org, projectId, input.planeId);
  const rows = [];
  for (const p of planSlabs) {
    const available = p.slab_id
      ? 0
      : await countAvailableFitting(org, { materialId, thicknessMm }, sizeOf(p));
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
    material: await stoneNameOf(org, materialId),
    thicknessMm,
    rows,
    pickedCount: rows.filter((r) => r.state === 'picked').length,
    totalCount: rows.length,
  };
}

/** Slabs that could be picked for one plan slab: remnants first, then the smallest. */
export async function getCandidates(actor: Actor, db: Db, layoutId: string) {
  const org = actorScope(actor, db);
  const layout = await findAcceptedLayout(org, layoutId);
  if (!layout) throw notFound();
  const { settings } = await findProject(org, layout.project_id);
  const size = { length: Number(layout.slab_length_mm), width: Number(layout.slab_width_mm) };
  const rows = await listAvailableFitting(org, { stone: settings, size, limit: 50 });
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

/** The slab a scanner read. */
export async function scannedSlab(org: OrgScope, barcode: string) {
  const slab = await findSlabByBarcode(org, barcode);
  if (!slab) throw new AppError(ERROR_CODES.NOT_FOUND, 'flow.slabUnknown');
  return slab;
}

/**
 * The first of `candidates` no concurrent picker holds, now picked for the slab. Pickers of
 * different slabs read the same free plan slabs (on PostgreSQL none sees the others' uncommitted
 * picks); each loses a plan slab only to a picker that really took it, and moves on to the next.
 */
async function pickFirstFree(
  org: OrgScope,
  candidates: PlanSlab[],
  pick: { slab_id: string; project_id: string; picked_by: string; picked_at: string },
): Promise<PlanSlab | undefined> {
  for (const target of candidates) {
    const row = { ...pick, plane_id: target.plane_id, layout_id: target.layout_id };
    const free = { device_id: null, device_table: null, taken_at: null, cut_at: null };
    if (await insertPickIfFree(org, { ...row, ...free })) return target;
  }
  return undefined;
}

type Slab = { id: string; barcode: string; status: string };
type Refusal =
  | 'flow.slabTaken'
  | 'flow.slabNotAvailable'
  | 'flow.wrongMaterial'
  | 'flow.noLayoutFits'
  | 'flow.allPicked'
  | 'flow.fittingTaken';

const refusal = (slab: Slab, key: Refusal) =>
  new AppError(ERROR_CODES.CONFLICT, key, null, { barcode: slab.barcode, status: slab.status });

/** `2026-11-26 13:45 UTC`: the server knows no user's time zone, so it says which one it uses. */
const minuteOf = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/**
 * Why a slab out of stock cannot be picked, from its own state (issue 23): a slab this user
 * already picked is "already picked by you", not "just taken by someone else".
 */
async function refuseOutOfStock(org: OrgScope, actor: Actor, slab: Slab) {
  if (slab.status !== 'picked') return refusal(slab, 'flow.slabNotAvailable');
  const pick = await findPicker(org, slab.id);
  if (pick?.picked_by !== actor.userId) return refusal(slab, 'flow.slabTaken');
  return new AppError(ERROR_CODES.CONFLICT, 'flow.slabPickedByYou', null, {
    barcode: slab.barcode,
    time: minuteOf(pick.picked_at),
  });
}

/** Picks the slab a scanner read for the project: the first plan slab still to pick it holds. */
export async function pickSlab(actor: Actor, trx: Db, body: z.output<typeof pickSlabBody>) {
  const org = actorScope(actor, trx);
  const project = await findProject(org, body.projectId);
  const slab = await scannedSlab(org, body.barcode);
  const refuse = (key: Refusal) => refusal(slab, key);
  if (slab.status !== 'available') throw await refuseOutOfStock(org, actor, slab);
  // The catalogue's id, not the text: "雅士白" and "雅士白 Ariston White" are one material.
  const { materialId, thicknessMm } = project.settings;
  if (slab.material_id !== materialId || slab.thickness_mm !== thicknessMm)
    throw refuse('flow.wrongMaterial');
  // Claim the slab before reading the plan slabs: on PostgreSQL a second picker's UPDATE waits
  // for the first to commit and then finds the slab gone, instead of reading a plan that the
  // first picker has just filled. Any refusal below rolls the claim back with the transaction.
  // A lost claim reads the slab again, so the message says who has it now.
  const now = nowIso();
  if (!(await moveSlabStatus(org, slab.id, { from: 'available', to: 'picked', now })))
    throw await refuseOutOfStock(org, actor, await scannedSlab(org, body.barcode));
  const planSlabs = await listPlanSlabs(org, project.id);
  if (planSlabs.length === 0) throw conflict('flow.noPlan');
  const size = { length: slab.length_mm, width: slab.width_mm };
  let candidates: PlanSlab[];
  if (body.layoutId) {
    const named = planSlabs.find((p) => p.layout_id === body.layoutId);
    if (!named) throw notFound();
    if (named.slab_id) throw conflict('flow.layoutPicked');
    if (!holds(size, sizeOf(named))) throw refuse('flow.noLayoutFits');
    candidates = [named];
  } else {
    // The plan slab planned on this very slab comes first, then the ones it holds, in order.
    const free = planSlabs.filter((p) => !p.slab_id);
    if (free.length === 0) throw refuse('flow.allPicked');
    candidates = [
      ...free.filter((p) => p.planned_slab_id === slab.id),
      ...free.filter((p) => p.planned_slab_id !== slab.id && holds(size, sizeOf(p))),
    ];
    if (candidates.length === 0) throw refuse('flow.noLayoutFits');
  }
  const target = await pickFirstFree(org, candidates, {
    slab_id: slab.id,
    project_id: project.id,
    picked_by: actor.userId,
    picked_at: now,
  });
  // Every plan slab this one fits was taken by a concurrent picker: the slab goes back (rollback).
  if (!target) throw body.layoutId ? conflict('flow.layoutPicked') : refuse('flow.fittingTaken');
  // The plan slab's pieces are picked with it, in this transaction (issue 17).
  await movePickedPieces(org, { slabIds: [slab.id], event: 'pick' });
  await recordMovements(org, { userId: actor.userId, now }, [
    { slabId: slab.id, kind: 'pick', from: placeOf(slab), to: null, projectId: project.id },
  ]);
  return {
    slabId: slab.id,
    layoutId: target.layout_id,
    planeName: target.plane_name,
    seq: target.seq,
  };
}

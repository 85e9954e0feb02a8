// Picks: which slab was picked for which plan slab, and where it went to be cut (machine table).
import type { DeviceTable } from '@stone/shared/materials/enums';
import { sameOrg, type OrgInsert, type OrgScope } from '../../db/org-scope.ts';
import type { ReviewState } from '../projects/projects.tables.ts';

/** Approved projects: reviewed, or done with their review (product-spec §4). */
export const APPROVED: ReviewState[] = ['reviewed', 'done'];

/** Picked slabs with their project and plan slab; the callers below narrow and order. */
const pickedSlabs = (org: OrgScope) =>
  org
    .selectFrom('slab_picks as k')
    .innerJoin('big_slabs as s', (j) => j.onRef('s.id', '=', 'k.slab_id').on(sameOrg('s', 'k')))
    .innerJoin('projects as p', (j) => j.onRef('p.id', '=', 'k.project_id').on(sameOrg('p', 'k')))
    .innerJoin('planes as n', (j) => j.onRef('n.id', '=', 'k.plane_id').on(sameOrg('n', 'k')))
    .innerJoin('plan_layouts as l', (j) =>
      j.onRef('l.id', '=', 'k.layout_id').on(sameOrg('l', 'k')),
    )
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
export type PickedRow = Awaited<ReturnType<ReturnType<typeof pickedSlabs>['execute']>>[number];

/** The slabs on a saw's tables, not yet cut. */
export const slabsOnDevice = (org: OrgScope, deviceId: string) =>
  pickedSlabs(org)
    .select('k.device_table')
    .where('k.device_id', '=', deviceId)
    .where('k.cut_at', 'is', null)
    .execute();

/** The slab on one table of a saw, not yet cut. */
export const slabOnTable = (org: OrgScope, at: { deviceId: string; table: DeviceTable }) =>
  pickedSlabs(org)
    .where('k.device_id', '=', at.deviceId)
    .where('k.device_table', '=', at.table)
    .where('k.cut_at', 'is', null)
    .executeTakeFirst();

/** The earliest approved project's first picked slab that no table holds yet. */
export const nextSlabToCut = (org: OrgScope) =>
  pickedSlabs(org)
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

/** A slab's pick, with the saw it is on and its project's review state. */
export const findPickOf = (org: OrgScope, slabId: string) =>
  pickedSlabs(org)
    .select(['k.device_id', 'p.review_state'])
    .where('k.slab_id', '=', slabId)
    .executeTakeFirst();

/** Who picked a slab and when: a re-scan by the same picker is told so, not "someone else". */
export const findPicker = (org: OrgScope, slabId: string) =>
  org
    .selectFrom('slab_picks')
    .select(['picked_by', 'picked_at', 'project_id'])
    .where('slab_id', '=', slabId)
    .executeTakeFirst();

/** A slab's pick with the plan slab it was cut for (its size and free regions). */
export const findPickWithLayout = (org: OrgScope, slabId: string) =>
  org
    .selectFrom('slab_picks as k')
    .innerJoin('plan_layouts as l', (j) =>
      j.onRef('l.id', '=', 'k.layout_id').on(sameOrg('l', 'k')),
    )
    .select([
      'k.device_id',
      'k.device_table',
      'k.project_id',
      'k.plane_id',
      'k.cut_at',
      'l.slab_length_mm',
      'l.slab_width_mm',
      'l.layout_json',
    ])
    .where('k.slab_id', '=', slabId)
    .executeTakeFirst();

/** Whether either table of the saw holds a slab not yet cut. */
export async function isDeviceBusy(org: OrgScope, deviceId: string) {
  const busy = await org
    .selectFrom('slab_picks')
    .select('slab_id')
    .where('device_id', '=', deviceId)
    .where('cut_at', 'is', null)
    .executeTakeFirst();
  return Boolean(busy);
}

/**
 * Picks `row.layout_id` for the slab unless another pick holds that plan slab: true when this one
 * got it. On PostgreSQL a plan slab a concurrent picker has just taken (not yet committed) makes
 * this wait for that picker and then answer false, without aborting the transaction, so the
 * caller can try its next plan slab (docs/adr/0011).
 */
export async function insertPickIfFree(org: OrgScope, row: OrgInsert<'slab_picks'>) {
  const result = await org
    .insertInto('slab_picks')
    .values(row)
    .onConflict((oc) => oc.columns(['org_id', 'layout_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** What happened to a picked slab since: put on a table, or cut. */
export const updatePick = (
  org: OrgScope,
  slabId: string,
  set: { device_id: string; device_table: DeviceTable; taken_at: string } | { cut_at: string },
) => org.updateTable('slab_picks').set(set).where('slab_id', '=', slabId).execute();

/** Returned slabs are picked for nothing any more. */
export const deletePicks = (org: OrgScope, slabIds: string[]) =>
  org.deleteFrom('slab_picks').where('slab_id', 'in', slabIds).execute();

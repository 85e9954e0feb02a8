// The plan slabs (layouts of accepted runs) a project picks for, and the slabs picked for them.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { orgTable } from '../../db/org-scope.ts';
import { notFound } from '../../lib/app-error.ts';
import { parseSettings } from '../projects/projects.repository.ts';

export async function findProject(db: Db, orgId: string, projectId: string) {
  const row = await orgTable(db, 'projects', orgId)
    .select(['id', 'name', 'settings_json', 'review_state'])
    .where('id', '=', projectId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return { ...row, settings: parseSettings(row.settings_json) };
}

/** A slab of `length × width` holds a plan slab in either orientation. */
export const holds = (s: { length: number; width: number }, l: { length: number; width: number }) =>
  (s.length >= l.length && s.width >= l.width) || (s.length >= l.width && s.width >= l.length);

/** Planning with inventory names the real slab in the layout; nominal sizes are "S1", "S2", …. */
function plannedSlabId(layoutJson: string): string | null {
  try {
    const id = (JSON.parse(layoutJson) as { slabId?: unknown }).slabId;
    return typeof id === 'string' && !/^S\d+$/.test(id) ? id : null;
  } catch {
    return null;
  }
}

/** Plan slabs of the project's accepted runs, in plane then layout order, with their pick. */
export async function listPlanSlabs(db: Db, orgId: string, projectId: string, planeId?: string) {
  let query = db
    .selectFrom('planes as p')
    .innerJoin('plan_layouts as l', (j) =>
      j.onRef('l.org_id', '=', 'p.org_id').onRef('l.run_id', '=', 'p.accepted_run_id'),
    )
    .leftJoin('slab_picks as k', (j) =>
      j.onRef('k.org_id', '=', 'l.org_id').onRef('k.layout_id', '=', 'l.id'),
    )
    .leftJoin('big_slabs as s', (j) =>
      j.onRef('s.org_id', '=', 'k.org_id').onRef('s.id', '=', 'k.slab_id'),
    )
    .where('p.org_id', '=', orgId)
    .where('p.project_id', '=', projectId);
  if (planeId) query = query.where('p.id', '=', planeId);
  const rows = await query
    .select([
      'l.id as layout_id',
      'l.seq',
      'l.slab_length_mm',
      'l.slab_width_mm',
      'l.layout_json',
      'p.id as plane_id',
      'p.name as plane_name',
      's.id as slab_id',
      's.barcode',
      's.length_mm',
      's.width_mm',
      's.is_remnant',
      's.status',
      's.block_no',
      's.bundle_no',
      's.slab_no',
    ])
    .orderBy('p.created_at')
    .orderBy('p.id')
    .orderBy('l.seq')
    .execute();
  return rows.map((r) => ({
    ...r,
    planned_slab_id: plannedSlabId(r.layout_json),
    slab_length_mm: Number(r.slab_length_mm),
    slab_width_mm: Number(r.slab_width_mm),
  }));
}
export type PlanSlab = Awaited<ReturnType<typeof listPlanSlabs>>[number];

/** Available slabs of one material and thickness that hold `length × width`. */
export function availableFitting(
  db: Db,
  orgId: string,
  stone: { material: string; thicknessMm: number },
  size: { length: number; width: number },
) {
  return orgTable(db, 'big_slabs', orgId)
    .where('status', '=', 'available')
    .where('material', '=', stone.material)
    .where('thickness_mm', '=', stone.thicknessMm)
    .where((eb) =>
      eb.or([
        eb.and([eb('length_mm', '>=', size.length), eb('width_mm', '>=', size.width)]),
        eb.and([eb('length_mm', '>=', size.width), eb('width_mm', '>=', size.length)]),
      ]),
    );
}

export const countOfRows = sql<string>`count(*)`;

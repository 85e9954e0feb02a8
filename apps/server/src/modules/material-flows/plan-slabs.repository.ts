// The plan slabs (layouts of accepted runs) a project picks for, the slabs picked for them, and
// the slabs in stock that could be.
import type { ProjectSettings } from '@stone/shared/projects/settings';
import { countOf } from '../../db/list-query.ts';
import { sameOrg, type OrgScope } from '../../db/org-scope.ts';
import { notFound } from '../../lib/app-error.ts';
import { parseSettings } from '../projects/projects.repository.ts';

type Size = { length: number; width: number };
/** What stock must be for a project: its catalogue material (by id, never text) and thickness. */
type Stone = { materialId: string | null; thicknessMm: number };
/** A project without a material yet matches no slab: no catalogue id is empty. */
const NO_MATERIAL = '';

export async function findProject(org: OrgScope, projectId: string) {
  const row = await org
    .selectFrom('projects')
    .select(['id', 'name', 'order_no', 'settings_json', 'review_state'])
    .where('id', '=', projectId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return { ...row, settings: parseSettings(row.settings_json) };
}

/** A slab of `length × width` holds a plan slab in either orientation. */
export const holds = (s: Size, l: Size) =>
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
export async function listPlanSlabs(org: OrgScope, projectId: string, planeId?: string) {
  let query = org
    .selectFrom('planes as p')
    .innerJoin('plan_layouts as l', (j) =>
      j.onRef('l.run_id', '=', 'p.accepted_run_id').on(sameOrg('l', 'p')),
    )
    .leftJoin('slab_picks as k', (j) => j.onRef('k.layout_id', '=', 'l.id').on(sameOrg('k', 'l')))
    .leftJoin('big_slabs as s', (j) => j.onRef('s.id', '=', 'k.slab_id').on(sameOrg('s', 'k')))
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

/** A plan slab of an accepted run, with its project and size. */
export const findAcceptedLayout = (org: OrgScope, layoutId: string) =>
  org
    .selectFrom('plan_layouts as l')
    .innerJoin('planes as p', (j) =>
      j.onRef('p.accepted_run_id', '=', 'l.run_id').on(sameOrg('p', 'l')),
    )
    .select(['p.project_id', 'l.slab_length_mm', 'l.slab_width_mm'])
    .where('l.id', '=', layoutId)
    .executeTakeFirst();

/** Available slabs of one material and thickness that hold `size`. */
const availableFitting = (org: OrgScope, stone: Stone, size: Size) =>
  org
    .selectFrom('big_slabs')
    .where('status', '=', 'available')
    .where('material_id', '=', stone.materialId ?? NO_MATERIAL)
    .where('thickness_mm', '=', stone.thicknessMm)
    .where((eb) =>
      eb.or([
        eb.and([eb('length_mm', '>=', size.length), eb('width_mm', '>=', size.width)]),
        eb.and([eb('length_mm', '>=', size.width), eb('width_mm', '>=', size.length)]),
      ]),
    );

export async function countAvailableFitting(org: OrgScope, stone: Stone, size: Size) {
  const row = await availableFitting(org, stone, size)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return countOf(row);
}

/** The first `limit` slabs that could be picked for a plan slab: remnants first, then the smallest. */
export const listAvailableFitting = (
  org: OrgScope,
  fit: { stone: Stone; size: Size; limit: number },
) =>
  availableFitting(org, fit.stone, fit.size)
    .select(['id', 'barcode', 'length_mm', 'width_mm', 'is_remnant', 'status'])
    .orderBy('is_remnant', 'desc')
    .orderBy('area_mm2')
    .orderBy('barcode')
    .limit(fit.limit)
    .execute();

/**
 * The slabs planning with inventory may use for a project: of its stone, available or already
 * picked for it, each once; remnants first, then the smallest.
 */
export const listInventorySlabs = (
  org: OrgScope,
  input: { projectId: string; settings: ProjectSettings; limit: number },
) =>
  org
    .selectFrom('big_slabs as s')
    .leftJoin('slab_picks as k', (j) => j.onRef('k.slab_id', '=', 's.id').on(sameOrg('k', 's')))
    .select(['s.id', 's.length_mm', 's.width_mm', 's.defects_json'])
    .where('s.material_id', '=', input.settings.materialId ?? NO_MATERIAL)
    .where('s.thickness_mm', '=', input.settings.thicknessMm)
    .where((eb) =>
      eb.or([
        eb('s.status', '=', 'available'),
        eb.and([eb('s.status', '=', 'picked'), eb('k.project_id', '=', input.projectId)]),
      ]),
    )
    .orderBy('s.is_remnant', 'desc')
    .orderBy('s.area_mm2')
    .orderBy('s.id')
    .limit(input.limit)
    .execute();

// Planning with inventory (issue 13): the planner's slabs are the real slabs of the project's
// stone, picked for it or available, each once, with their real sizes and defects. Remnants
// are listed first and, being smaller, cost the planner's objective (slab area) less.
import type { Rect, SlabInput } from '@stone/planner';
import type { ProjectSettings } from '@stone/shared/projects/settings';
import type { SlabDefect } from '@stone/shared/materials/slabs';
import type { Db } from '../../db/database.ts';

/** More slabs than this only slow the planner down; the smallest (remnants first) are kept. */
export const INVENTORY_SLABS_MAX = 200;

/** A polygon defect is kept out of the layout as its bounding rectangle. */
export function defectRect(d: SlabDefect): Rect {
  if (d.kind === 'rect') return { x: d.x, y: d.y, width: d.width, height: d.height };
  const xs = d.points.map((p) => p[0]);
  const ys = d.points.map((p) => p[1]);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

export async function loadInventorySlabs(
  db: Db,
  orgId: string,
  projectId: string,
  settings: ProjectSettings,
): Promise<SlabInput[]> {
  const rows = await db
    .selectFrom('big_slabs as s')
    .leftJoin('slab_picks as k', (j) =>
      j.onRef('k.org_id', '=', 's.org_id').onRef('k.slab_id', '=', 's.id'),
    )
    .select(['s.id', 's.length_mm', 's.width_mm', 's.defects_json'])
    .where('s.org_id', '=', orgId)
    .where('s.material', '=', settings.material)
    .where('s.thickness_mm', '=', settings.thicknessMm)
    .where((eb) =>
      eb.or([
        eb('s.status', '=', 'available'),
        eb.and([eb('s.status', '=', 'picked'), eb('k.project_id', '=', projectId)]),
      ]),
    )
    .orderBy('s.is_remnant', 'desc')
    .orderBy('s.area_mm2')
    .orderBy('s.id')
    .limit(INVENTORY_SLABS_MAX)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    width: r.length_mm,
    height: r.width_mm,
    count: 1,
    defects: (JSON.parse(r.defects_json) as SlabDefect[]).map(defectRect),
  }));
}

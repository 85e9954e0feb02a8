// Planning with inventory (issue 13): the planner's slabs are the real slabs of the project's
// stone, picked for it or available, each once, with their real sizes and defects. Remnants
// are listed first and, being smaller, cost the planner's objective (slab area) less.
import type { Rect, SlabInput } from '@stone/planner';
import type { ProjectSettings } from '@stone/shared/projects/settings';
import type { SlabDefect } from '@stone/shared/materials/slabs';
import type { Db } from '../../db/database.ts';
import { toPlannerSize } from '../../lib/planner-axes.ts';
import { orgScope } from '../../db/org-scope.ts';
import { listInventorySlabs } from './plan-slabs.repository.ts';

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

/** The project's planner slabs (settings: its stone); planning calls this with its enterprise. */
export async function loadInventorySlabs(
  db: Db,
  orgId: string,
  projectId: string,
  settings: ProjectSettings,
): Promise<SlabInput[]> {
  const org = orgScope(db, orgId);
  const rows = await listInventorySlabs(org, { projectId, settings, limit: INVENTORY_SLABS_MAX });
  return rows.map((r) => ({
    id: r.id,
    ...toPlannerSize({ lengthMm: r.length_mm, widthMm: r.width_mm }),
    count: 1,
    defects: (JSON.parse(r.defects_json) as SlabDefect[]).map(defectRect),
  }));
}

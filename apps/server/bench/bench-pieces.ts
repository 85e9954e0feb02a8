import type { AppDeps } from '../src/context.ts';
import { actorScope } from '../src/db/org-scope.ts';
import { newId, nowIso } from '../src/lib/crypto.ts';

/**
 * One project of `pieces` pieces, `planeSize` to a plane (as a project's elevations are), inserted
 * straight into the tables, for the scan benches (work reports, frames, packing): every scan
 * refreshes its plane's counters, so the plane's size is part of what is measured. `status` says
 * each piece's state by its index; the planes' counters agree with `counted`.
 */
export async function seedBenchPieces(
  deps: AppDeps,
  owner: { orgId: string; userId: string },
  spec: {
    name: string;
    orderNo: string;
    pieces: number;
    planeSize: number;
    processCode: string;
    status: (index: number) => string;
    settingsJson?: string;
    counted: { cut: boolean; secondary: boolean };
  },
): Promise<{ projectId: string; ids: string[] }> {
  const org = actorScope(owner, deps.db);
  const now = nowIso();
  const projectId = newId();
  const planes = Math.ceil(spec.pieces / spec.planeSize);
  await org
    .insertInto('projects')
    .values({
      id: projectId,
      name: spec.name,
      order_no: spec.orderNo,
      customer_name: 'Bench',
      customer_brand: '',
      delivery_at: null,
      project_type: 'engineering',
      review_state: 'reviewed',
      production_state: 'inProduction',
      archived: 0,
      terminated: 0,
      settings_json: spec.settingsJson ?? '{}',
      plane_count: planes,
      piece_count: spec.pieces,
      total_area_mm2: 0,
      slab_count: 0,
      yield_bp: 0,
      packing_list_state: 'none',
      created_by: owner.userId,
      created_at: now,
      updated_at: now,
      version: 1,
    })
    .execute();
  const ids: string[] = [];
  for (let p = 0; p < planes; p++) {
    const planeId = newId();
    const first = p * spec.planeSize;
    const count = Math.min(spec.planeSize, spec.pieces - first);
    await org
      .insertInto('planes')
      .values({
        id: planeId,
        project_id: projectId,
        name: `Elevation ${p + 1}`,
        batch: 'B1',
        planning_state: 'planned',
        piece_count: count,
        planned_count: count,
        cut_count: spec.counted.cut ? count : 0,
        secondary_count: spec.counted.secondary ? count : 0,
        boxed_count: 0,
        accepted_run_id: null,
        yield_bp: 0,
        created_at: now,
        updated_at: now,
        version: 1,
      })
      .execute();
    const rows = Array.from({ length: count }, (_, i) => ({
      id: newId(),
      project_id: projectId,
      plane_id: planeId,
      code: `E${p + 1}-${i + 1}`,
      width_mm: 600,
      height_mm: 400,
      area_mm2: 240_000,
      thickness_mm: 20,
      contour_json: '{"outline":[],"holes":[]}',
      process_code: spec.processCode,
      status: spec.status(first + i),
      abnormal: 0,
      box_no: null,
      created_at: now,
    }));
    await org.insertInto('project_slabs').values(rows).execute();
    ids.push(...rows.map((r) => r.id));
  }
  return { projectId, ids };
}

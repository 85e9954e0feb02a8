// Test helpers for the approval-rule and detail-tab suites (issue 23; not a test file itself):
// runs, picks and movements written straight to the tables (planning and material flows have
// their own tests of how they are made).
import type { AppDeps } from '../../context.ts';
import { newId, nowIso } from '../../lib/crypto.ts';

type Owner = { orgId: string; userId: string };

/** A finished run of the plane with `slabs` layouts; `accept` makes it the plane's plan. */
export async function seedRun(
  deps: AppDeps,
  owner: Owner,
  plane: { projectId: string; planeId: string; slabs: number; accept: boolean },
) {
  const now = nowIso();
  const runId = newId();
  await deps.db
    .insertInto('plan_runs')
    .values({
      org_id: owner.orgId,
      id: runId,
      project_id: plane.projectId,
      plane_id: plane.planeId,
      state: 'done',
      progress_bp: 10_000,
      started_at: now,
      finished_at: now,
      time_budget_ms: 1000,
      slab_count: plane.slabs,
      piece_count: 1,
      unplaced_count: 0,
      yield_bp: 8125,
      error_code: null,
      created_by: owner.userId,
      created_at: now,
    })
    .execute();
  const layoutIds = Array.from({ length: plane.slabs }, () => newId());
  const layout = { slabId: 'S1', trim: 10, kerf: 4, placements: [], cuts: [], remnants: [] };
  await deps.db
    .insertInto('plan_layouts')
    .values(
      layoutIds.map((id, i) => ({
        org_id: owner.orgId,
        id,
        run_id: runId,
        seq: i + 1,
        slab_length_mm: 3200,
        slab_width_mm: 1800,
        yield_bp: 8125,
        layout_json: JSON.stringify(layout),
        created_at: now,
      })),
    )
    .execute();
  if (plane.accept)
    await deps.db
      .updateTable('planes')
      .set({ accepted_run_id: runId, planning_state: 'planned' })
      .where('org_id', '=', owner.orgId)
      .where('id', '=', plane.planeId)
      .execute();
  return { runId, layoutIds };
}

/** A pick of `slabId` for a plan slab, cut or not, with its movements. */
export async function seedPick(
  deps: AppDeps,
  owner: Owner,
  pick: { projectId: string; planeId: string; layoutId: string; slabId: string; cut: boolean },
) {
  const now = nowIso();
  await deps.db
    .insertInto('slab_picks')
    .values({
      org_id: owner.orgId,
      slab_id: pick.slabId,
      project_id: pick.projectId,
      plane_id: pick.planeId,
      layout_id: pick.layoutId,
      picked_by: owner.userId,
      picked_at: now,
      device_id: null,
      device_table: null,
      taken_at: null,
      cut_at: pick.cut ? now : null,
    })
    .execute();
  await deps.db
    .updateTable('big_slabs')
    .set({ status: pick.cut ? 'cut' : 'picked' })
    .where('org_id', '=', owner.orgId)
    .where('id', '=', pick.slabId)
    .execute();
  const kinds = pick.cut ? (['pick', 'cut'] as const) : (['pick'] as const);
  await deps.db
    .insertInto('slab_movements')
    .values(
      kinds.map((kind) => ({
        org_id: owner.orgId,
        id: newId(),
        slab_id: pick.slabId,
        kind,
        from_warehouse_id: null,
        from_rack_id: null,
        from_workshop_id: null,
        to_warehouse_id: null,
        to_rack_id: null,
        to_workshop_id: null,
        project_id: pick.projectId,
        device_id: null,
        device_table: null,
        user_id: owner.userId,
        created_at: now,
      })),
    )
    .execute();
}

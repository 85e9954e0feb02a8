// Test helpers for the material-flow suites (not a test file itself): a project whose plane has an
// accepted plan with the given plan slabs, written straight to the tables (planning has its own
// tests), and slabs of the project's stone.
import type { AppDeps } from '../../context.ts';
import type { Dialect } from '../../db/database.ts';
import { newId, nowIso } from '../../lib/crypto.ts';
import { createMaterialTestApp } from '../materials/material-test-kit.ts';
import { seedPlane, TEST_SETTINGS } from '../planning/planning-test-kit.ts';
import type { Rect } from './remnants.ts';

/** The test project's stone: a catalogue row named so, and the settings' thickness. */
export const STONE = { name: 'Ariston white', thicknessMm: TEST_SETTINGS.thicknessMm };

/**
 * The enterprise's catalogue row named `name` (made on first use): projects and slabs name a
 * material by this id, and stock matches a plan by it (issue 23).
 */
export async function testStoneId(deps: AppDeps, orgId: string, name: string = STONE.name) {
  const code = name.replace(/[^\w-]/g, '').slice(0, 20) || 'STONE';
  const found = await deps.db
    .selectFrom('stone_materials')
    .select('id')
    .where('org_id', '=', orgId)
    .where('code', '=', code)
    .executeTakeFirst();
  if (found) return found.id;
  const id = newId();
  const now = nowIso();
  await deps.db
    .insertInto('stone_materials')
    .values({
      org_id: orgId,
      id,
      name_zh: name,
      name_en: name,
      code,
      density_kg_m3: 2700,
      thicknesses_mm: '[]',
      created_at: now,
      updated_at: now,
      version: 1,
    })
    .execute();
  return id;
}

/** The test settings with the test stone (or `name`) of the enterprise. */
export const stoneSettings = async (deps: AppDeps, orgId: string, name?: string) => ({
  ...TEST_SETTINGS,
  materialId: await testStoneId(deps, orgId, name),
});

/** The inventory suites' app, with the owner's user id for rows written directly. */
export async function createFlowTestApp(dialect: Dialect, name: string) {
  const ctx = await createMaterialTestApp(dialect, name);
  const user = await ctx.t.deps.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', ctx.owner.username)
    .executeTakeFirstOrThrow();
  return { ...ctx, owner: { ...ctx.owner, userId: user.id } };
}
export type FlowTestApp = Awaited<ReturnType<typeof createFlowTestApp>>;

export type PlanSlabSeed = { length: number; width: number; remnants?: Rect[] };

export async function seedAcceptedPlan(
  deps: AppDeps,
  owner: { orgId: string; userId: string },
  planSlabs: PlanSlabSeed[],
  options: { approved?: boolean; name?: string } = {},
) {
  const { projectId, planeId } = await seedPlane(
    deps,
    owner,
    [{ code: 'P-1', width: 600, height: 400 }],
    await stoneSettings(deps, owner.orgId),
  );
  const now = nowIso();
  const runId = newId();
  await deps.db
    .insertInto('plan_runs')
    .values({
      org_id: owner.orgId,
      id: runId,
      project_id: projectId,
      plane_id: planeId,
      state: 'done',
      progress_bp: 10_000,
      started_at: now,
      finished_at: now,
      time_budget_ms: 1000,
      slab_count: planSlabs.length,
      piece_count: 1,
      unplaced_count: 0,
      yield_bp: 5000,
      error_code: null,
      created_by: owner.userId,
      created_at: now,
    })
    .execute();
  const layoutIds = planSlabs.map(() => newId());
  if (planSlabs.length > 0)
    await deps.db
      .insertInto('plan_layouts')
      .values(
        planSlabs.map((s, i) => ({
          org_id: owner.orgId,
          id: layoutIds[i]!,
          run_id: runId,
          seq: i + 1,
          slab_length_mm: s.length,
          slab_width_mm: s.width,
          yield_bp: 5000,
          layout_json: JSON.stringify({
            slabId: 'S1',
            trim: 10,
            kerf: 4,
            placements: [],
            cuts: [],
            remnants: s.remnants ?? [],
          }),
          created_at: now,
        })),
      )
      .execute();
  await deps.db
    .updateTable('planes')
    .set({ accepted_run_id: runId, planning_state: 'planned' })
    .where('org_id', '=', owner.orgId)
    .where('id', '=', planeId)
    .execute();
  await deps.db
    .updateTable('projects')
    .set({
      review_state: options.approved === false ? 'pending' : 'reviewed',
      ...(options.name ? { name: options.name } : {}),
    })
    .where('org_id', '=', owner.orgId)
    .where('id', '=', projectId)
    .execute();
  return { projectId, planeId, runId, layoutIds };
}

/** A slab of the test project's stone, stored directly (the inventory's own flow is tested there). */
export async function seedSlab(
  deps: AppDeps,
  owner: { orgId: string; userId: string },
  warehouseId: string,
  over: {
    barcode: string;
    length?: number;
    width?: number;
    material?: string;
    status?: string;
    isRemnant?: boolean;
    defectsJson?: string;
  },
) {
  const now = nowIso();
  const id = newId();
  const length = over.length ?? 3200;
  const width = over.width ?? 1800;
  await deps.db
    .insertInto('big_slabs')
    .values({
      org_id: owner.orgId,
      id,
      block_no: 'HL2411-07',
      bundle_no: 'Z03',
      slab_no: '12',
      barcode: over.barcode,
      material_id: await testStoneId(deps, owner.orgId, over.material),
      thickness_mm: STONE.thicknessMm,
      length_mm: length,
      width_mm: width,
      area_mm2: length * width,
      warehouse_id: warehouseId,
      rack_id: null,
      workshop_id: null,
      defects_json: over.defectsJson ?? '[]',
      status: over.status ?? 'available',
      is_remnant: over.isRemnant ? 1 : 0,
      parent_id: null,
      created_by: owner.userId,
      created_at: now,
      updated_at: now,
      version: 1,
    })
    .execute();
  return id;
}

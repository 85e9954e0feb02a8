import type { Kysely } from 'kysely';
import { DEFAULT_PROJECT_SETTINGS } from '@stone/shared/projects/settings';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createAdminTestApp, createOwner } from '../../modules/members/admin-test-kit.ts';
import { planPlaneNow } from '../../modules/planning/planning.service.ts';
import { createProject } from '../../modules/projects/project-test-kit.ts';
import { describeEachDialect } from '../../test/test-app.ts';
import { down, up } from './20261126-a01-true-yields.ts';

describeEachDialect('migration a01 true yields', (dialect) => {
  let t: Awaited<ReturnType<typeof createAdminTestApp>>;
  let owner: { token: string; orgId: string };
  beforeAll(async () => {
    t = await createAdminTestApp(dialect);
    owner = await createOwner(t, 'yieldsmig', 'Shuitou Stone Works');
  }, 60_000);
  afterAll(() => t.close());

  const figures = async (projectId: string) => ({
    layouts: (
      await t.deps.db
        .selectFrom('plan_layouts as l')
        .innerJoin('plan_runs as r', 'r.id', 'l.run_id')
        .select(['l.seq', 'l.yield_bp'])
        .where('r.project_id', '=', projectId)
        .orderBy('l.seq')
        .execute()
    ).map((l) => l.yield_bp),
    run: (
      await t.deps.db
        .selectFrom('plan_runs')
        .select('yield_bp')
        .where('project_id', '=', projectId)
        .executeTakeFirstOrThrow()
    ).yield_bp,
    plane: (
      await t.deps.db
        .selectFrom('planes')
        .select('yield_bp')
        .where('project_id', '=', projectId)
        .executeTakeFirstOrThrow()
    ).yield_bp,
    project: await t.deps.db
      .selectFrom('projects')
      .select(['yield_bp', 'planned_slab_area_mm2', 'planned_piece_area_mm2'])
      .where('id', '=', projectId)
      .executeTakeFirstOrThrow(),
  });

  test('stored bounding-box yields are recomputed from the pieces’ net areas', async () => {
    const projectId = await createProject(t, owner.token, {
      settings: { ...DEFAULT_PROJECT_SETTINGS, slabSizes: [{ lengthMm: 3200, widthMm: 2600 }] },
    });
    const plane = await t.deps.db
      .selectFrom('planes')
      .select('id')
      .where('project_id', '=', projectId)
      .executeTakeFirstOrThrow();
    const job = await planPlaneNow(t.deps, owner.orgId, plane.id, { timeBudgetMs: 1000 });
    expect(job.state).toBe('done');
    const planned = await figures(projectId);
    // The kitchen: 4.75 m² of stone on two 3200 × 2600 slabs.
    expect(planned.project.yield_bp).toBe(2855);
    expect(Number(planned.project.planned_slab_area_mm2)).toBe(2 * 3200 * 2600);

    // What the rows held before: yields of the pieces' bounding boxes (56.64 %, one slab 90.20 %).
    const db = t.deps.db as unknown as Kysely<unknown>;
    await down(db);
    await t.deps.db.updateTable('plan_layouts').set({ yield_bp: 9020 }).execute();
    for (const table of ['plan_runs', 'planes'] as const)
      await t.deps.db
        .updateTable(table)
        .set({ yield_bp: 5664 })
        .where('project_id', '=', projectId)
        .execute();
    await t.deps.db
      .updateTable('projects')
      .set({ yield_bp: 5664 })
      .where('id', '=', projectId)
      .execute();
    await up(db);
    expect(await figures(projectId)).toEqual(planned);
  });
});

import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createAdminTestApp, createOwner } from '../../modules/members/admin-test-kit.ts';
import {
  COMPLETE_SETTINGS,
  createProject,
  TEST_PROCESS_ID,
} from '../../modules/projects/project-test-kit.ts';
import { describeEachDialect } from '../../test/test-app.ts';
import { down, up } from './20261127-p01-process-catalogue.ts';
import { down as downTeams, up as upTeams } from './20261129-g01-team-groups.ts';

/** Issue 17: free-text processes of project settings become catalogue rows named by id. */
describeEachDialect('migration p01 process catalogue', (dialect) => {
  let t: Awaited<ReturnType<typeof createAdminTestApp>>;
  let owner: { token: string; orgId: string };
  beforeAll(async () => {
    t = await createAdminTestApp(dialect);
    owner = await createOwner(t, 'procmig', 'Shuitou Process Works');
  }, 60_000);
  afterAll(() => t.close());

  const settingsOf = async (id: string) =>
    JSON.parse(
      (
        await t.deps.db
          .selectFrom('projects')
          .select('settings_json')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).settings_json,
    ) as { processes: string[]; materialId: string };

  test('each text in use becomes one process of its enterprise; down gives the texts back', async () => {
    const projectId = await createProject(t, owner.token, {
      settings: {
        ...COMPLETE_SETTINGS,
        slabSizes: [...COMPLETE_SETTINGS.slabSizes],
        processes: [TEST_PROCESS_ID],
      },
    });
    const db = t.deps.db as unknown as Kysely<unknown>;
    // Team groups (g01) reference the catalogue: they go first and come back after it.
    await downTeams(db);
    await down(db);
    expect((await settingsOf(projectId)).processes).toEqual(['磨边 Edge']);

    await up(db);
    await upTeams(db);
    const rows = await t.deps.db
      .selectFrom('processes')
      .select(['id', 'name', 'code', 'fee', 'total_cost'])
      .where('org_id', '=', owner.orgId)
      .execute();
    expect(rows.map((r) => [r.name, r.code, Number(r.fee), Number(r.total_cost)])).toEqual([
      ['磨边 Edge', 'P001', 0, 0],
    ]);
    const settings = await settingsOf(projectId);
    expect(settings.processes).toEqual([rows[0]?.id]);
    expect(settings.materialId).toBe(COMPLETE_SETTINGS.materialId);
  });
});

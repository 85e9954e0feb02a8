import { sql } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ProjectListData } from '@stone/shared/projects/list';
import { createAdminTestApp, createOwner } from '../../modules/members/admin-test-kit.ts';
import { createProject } from '../../modules/projects/project-test-kit.ts';
import { call } from '../../test/api-client.ts';
import { describeEachDialect } from '../../test/test-app.ts';
import { createMigrator } from '../migrate.ts';

describeEachDialect('migration 0012 project search', (dialect) => {
  let t: Awaited<ReturnType<typeof createAdminTestApp>>;
  let token: string;
  beforeAll(async () => {
    t = await createAdminTestApp(dialect);
    token = (await createOwner(t, 'search0012', 'Nan an Stone Works')).token;
  }, 60_000);
  afterAll(() => t.close());

  const ids = async (keyword: string) => {
    const res = await call<ProjectListData>(
      t.app,
      'webProduce/getProduceSolutionList',
      { keyword },
      { token },
    );
    expect(res.code, res.msg).toBe(0);
    return res.data.list.map((p) => p.id);
  };

  test('down and up again: projects that existed before are found by keyword', async () => {
    const id = await createProject(t, token, {
      name: 'ÉCOLE Lobby',
      orderNo: 'SO-12',
      customerName: 'Zhang',
      customerBrand: 'Ariston',
    });
    // Later migrations build on it, so they go down and up with it.
    const schema =
      dialect === 'postgres'
        ? (await sql<{ s: string }>`select current_schema() as s`.execute(t.deps.db)).rows[0]?.s
        : undefined;
    const migrator = createMigrator(t.deps.db, schema);
    expect((await migrator.migrateTo('20261125-0011-material-flows')).error).toBeUndefined();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    // Filled in JavaScript, so accented capitals are lower-cased on SQLite too.
    expect(await ids('école')).toEqual([id]);
    expect(await ids('so-12')).toEqual([id]);
    expect(await ids('ARISTON')).toEqual([id]);
    expect(await ids('zhang')).toEqual([id]);
    expect(await ids('lobby so')).toEqual([]);
  });
});

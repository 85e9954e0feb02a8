import { sql } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, describeEachDialect, type TestApp } from '../../test/test-app.ts';
import { createMigrator } from '../migrate.ts';

describeEachDialect('migration 0005 enterprise administration', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  // PostgreSQL lists every schema's tables; only this run's own schema counts.
  const currentSchema = async () =>
    dialect === 'postgres'
      ? (await sql<{ s: string }>`select current_schema() as s`.execute(t.deps.db)).rows[0]?.s
      : undefined;
  const tableExists = async (name: string) => {
    const tables = await t.deps.db.introspection.getTables();
    const schema = await currentSchema();
    return tables.some((table) => table.name === name && table.schema === schema);
  };

  // Later migrations point at its tables (project drawings are files), so they go down first.
  test('down removes its tables and up brings them back, on a live schema', async () => {
    const migrator = createMigrator(t.deps.db, await currentSchema());
    expect(await tableExists('files')).toBe(true);
    const undone = await migrator.migrateTo('20261121-0001-accounts-and-enterprises');
    expect(undone.error).toBeUndefined();
    expect(await tableExists('files')).toBe(false);
    expect(await tableExists('org_quotas')).toBe(false);
    // What came before it is untouched.
    expect(await tableExists('members')).toBe(true);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await tableExists('files')).toBe(true);
    expect(await tableExists('org_quotas')).toBe(true);
    const { rows } = await sql<{ n: number }>`select count(*) as n from org_quotas`.execute(
      t.deps.db,
    );
    expect(Number(rows[0]?.n)).toBe(0);
  });
});

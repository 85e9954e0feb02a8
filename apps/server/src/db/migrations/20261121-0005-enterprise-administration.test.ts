import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, describeEachDialect, type TestApp } from '../../test/test-app.ts';
import { down, up } from './20261121-0005-enterprise-administration.ts';

describeEachDialect('migration 0005 enterprise administration', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  // PostgreSQL lists every schema's tables; only this run's own schema counts.
  const tableExists = async (name: string) => {
    const tables = await t.deps.db.introspection.getTables();
    const schema =
      dialect === 'postgres'
        ? (await sql<{ s: string }>`select current_schema() as s`.execute(t.deps.db)).rows[0]?.s
        : undefined;
    return tables.some((table) => table.name === name && table.schema === schema);
  };

  // Migrations are written against Kysely<unknown> (they must not depend on today's row types).
  const raw = () => t.deps.db as unknown as Kysely<unknown>;

  test('down removes its tables and up brings them back, on a live schema', async () => {
    expect(await tableExists('files')).toBe(true);
    await down(raw());
    expect(await tableExists('files')).toBe(false);
    expect(await tableExists('org_quotas')).toBe(false);
    // What came before it is untouched.
    expect(await tableExists('members')).toBe(true);
    await up(raw());
    expect(await tableExists('files')).toBe(true);
    expect(await tableExists('org_quotas')).toBe(true);
    const { rows } = await sql<{ n: number }>`select count(*) as n from org_quotas`.execute(
      t.deps.db,
    );
    expect(Number(rows[0]?.n)).toBe(0);
  });
});

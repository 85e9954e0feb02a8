import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { registerUser } from '../../test/flows.ts';
import { createTestApp, describeEachDialect, type TestApp } from '../../test/test-app.ts';
import { down, up } from './20261122-0006-password-set.ts';

describeEachDialect('migration 0006 password_set', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const columns = async () => {
    const tables = await t.deps.db.introspection.getTables();
    const schema =
      dialect === 'postgres'
        ? (await sql<{ s: string }>`select current_schema() as s`.execute(t.deps.db)).rows[0]?.s
        : undefined;
    const users = tables.find((table) => table.name === 'users' && table.schema === schema);
    return users?.columns.map((column) => column.name) ?? [];
  };
  const raw = () => t.deps.db as unknown as Kysely<unknown>;

  test('down drops the column, up brings it back with every existing account marked as set', async () => {
    const user = await registerUser(t.app, t.deps, 'before0006');
    expect(await columns()).toContain('password_set');
    await down(raw());
    expect(await columns()).not.toContain('password_set');
    // The accounts themselves are untouched.
    expect(await columns()).toContain('password_hash');
    await up(raw());
    const row = await t.deps.db
      .selectFrom('users')
      .select('password_set')
      .where('phone', '=', user.phone)
      .executeTakeFirstOrThrow();
    expect(Number(row.password_set)).toBe(1);
  });
});

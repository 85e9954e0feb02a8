import { sql } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, describeEachDialect, type TestApp } from '../test/test-app.ts';
import { analyzeAfterBulkWrite } from './analyze.ts';

/** Planner statistics after a bulk write (issue 22): PostgreSQL's are fresh, SQLite is left be. */
describeEachDialect('analyse after bulk writes', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  /** pg_class.reltuples: -1 until the table is first analysed; inserts alone leave it so. */
  const tuples = async (table: string) =>
    Number(
      (
        await sql<{ n: number }>`select reltuples as n from pg_class
          where oid = to_regclass(current_schema() || '.' || ${table})`.execute(t.deps.db)
      ).rows[0]?.n,
    );

  test('named tables, or every table of the schema, get statistics; nothing else changes', async () => {
    await analyzeAfterBulkWrite(t.deps, ['users']);
    if (dialect === 'sqlite') {
      // No statistics table appears: SQLite keeps planning as before.
      const stat = await sql<{ n: number }>`select count(*) as n from sqlite_master
        where name = 'sqlite_stat1'`.execute(t.deps.db);
      expect(Number(stat.rows[0]?.n)).toBe(0);
      await analyzeAfterBulkWrite(t.deps);
      return;
    }
    expect(await tuples('users')).toBeGreaterThanOrEqual(0);
    expect(await tuples('big_slabs')).toBe(-1);
    await analyzeAfterBulkWrite(t.deps);
    expect(await tuples('big_slabs')).toBeGreaterThanOrEqual(0);
    expect(await tuples('plan_runs')).toBeGreaterThanOrEqual(0);
  });
});

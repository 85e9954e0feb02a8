import { sql } from 'kysely';
import type { Database } from '../tables.ts';
import type { Db, Dialect } from './database.ts';

/**
 * Refreshes PostgreSQL's planner statistics after a bulk write (an import, the demo seed).
 * Autovacuum analyses a table only after 10 % of it changed and when it next comes round; until
 * then the planner guesses from the old figures (issue 22: the slab list's p99 was 372 ms after
 * a bulk load, 109 ms after ANALYZE). ANALYZE samples a bounded number of rows, so it costs tens
 * of milliseconds even on a large table, and it blocks no reader or writer.
 *
 * On SQLite it does nothing: there ANALYZE reads every row on the event loop, and without
 * statistics (sqlite_stat1) the planner uses the indexes as the queries were written for.
 *
 * `tables` omitted: every table of the connection's schema.
 */
export async function analyzeAfterBulkWrite(
  deps: { db: Db; dialect: Dialect },
  tables?: readonly (keyof Database & string)[],
): Promise<void> {
  if (deps.dialect !== 'postgres') return;
  const names =
    tables ??
    (
      await sql<{ name: string }>`
        select tablename as name from pg_tables where schemaname = current_schema()`.execute(
        deps.db,
      )
    ).rows.map((r) => r.name);
  if (names.length === 0) return;
  // Named tables only: a bare ANALYZE would visit every schema of the database.
  await sql`analyze ${sql.join(names.map((n) => sql.table(n)))}`.execute(deps.db);
}

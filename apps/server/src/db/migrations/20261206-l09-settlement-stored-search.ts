import { SqliteAdapter, sql, type Kysely } from 'kysely';
import { createColumnSearch, dropColumnSearch, pgTrigramOps } from '../column-search.ts';

/*
 * Issue 24, PostgreSQL: the settlements' searched text becomes a stored generated column, and
 * the GIN trigram index holds it instead of the expression. Each row the index finds for a
 * keyword is tested again (pg_trgm's matches are candidates) and against the keyword itself;
 * on the expression each test lower-cased four columns again, 0.7 µs a row: for a name 11,000
 * of 1,000,000 documents hold, two tests a row cost about 15 ms of the page's 22.
 * SQLite keeps its trigram table (l07). Frozen: what is searched is this migration's own.
 */
const L07_SEARCH = {
  table: 'settlements',
  columns: ['number', 'name', 'order_number', 'customer_name'],
  fts: 'settlements_search',
  index: 'settlements_search_trgm_idx',
};
const TEXT =
  'lower(number || chr(10) || name || chr(10) || order_number || chr(10) || customer_name)';

const isSqlite = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof SqliteAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) return;
  await sql`alter table settlements
    add column search_text text generated always as (${sql.raw(TEXT)}) stored`.execute(db);
  await dropColumnSearch(db, L07_SEARCH);
  await sql`create index settlements_search_trgm_idx on settlements
    using gin (search_text ${sql.raw(await pgTrigramOps(db))})`.execute(db);
  // The new column's statistics, which the planner's estimate of a keyword needs: autovacuum
  // gathers them only once a tenth of the table has changed.
  await sql`analyze settlements`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) return;
  await sql`drop index if exists settlements_search_trgm_idx`.execute(db);
  await sql`alter table settlements drop column if exists search_text`.execute(db);
  await createColumnSearch(db, L07_SEARCH);
}

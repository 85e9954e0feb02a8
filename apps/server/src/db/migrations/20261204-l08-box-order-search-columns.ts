import { SqliteAdapter, sql, type Kysely } from 'kysely';
import { createColumnSearch, dropColumnSearch } from '../column-search.ts';
import {
  RENAME_TRIGGER,
  SEARCH as L05_SEARCH,
  createRenameTrigger,
} from './20261202-l05-box-order-list-indexes.ts';

/*
 * Issue 24, SQLite: the box orders' trigram table holds the number and the receiving unit only,
 * as PostgreSQL's index always did. With the project's name in it, a name that most projects
 * share ("Tower 12") cost the posting lists of its common trigrams over every order, 33 ms p99
 * at 1,000,000 orders; the projects are now found through their own trigram table and their
 * orders read by project (box-order-keyword.ts). A renamed project then rewrites nothing here.
 * Frozen: what is searched is this migration's own.
 */
const SEARCH = {
  table: 'box_orders',
  columns: ['number', 'receiving_unit'],
  fts: 'box_orders_search',
  index: 'box_orders_search_trgm_idx',
};

const isSqlite = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof SqliteAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isSqlite(db)) return;
  await sql`drop trigger if exists ${sql.raw(RENAME_TRIGGER)}`.execute(db);
  await dropColumnSearch(db, L05_SEARCH);
  await createColumnSearch(db, SEARCH);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isSqlite(db)) return;
  await dropColumnSearch(db, SEARCH);
  await createColumnSearch(db, L05_SEARCH);
  await createRenameTrigger(db);
}

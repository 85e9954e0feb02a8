import { SqliteAdapter, sql, type Kysely } from 'kysely';
import { createColumnSearch, dropColumnSearch } from '../column-search.ts';

/*
 * Issue 24: the box-order list at 1,000,000 orders. The list is newest first, ids breaking
 * ties, so each index begins as its query does, then the creation time and the id: the first
 * page is a walk that stops after a page (the capped count after ten, list-query.ts).
 * - newest first, by state and by project (the old two had no id: every tie was sorted);
 * - the keyword through a trigram index (column-search.ts): on PostgreSQL of the number and the
 *   receiving unit (the project names through the projects' own, m01); on SQLite a trigram
 *   table of the two and the project's name, rewritten by triggers when any of them changes, so
 *   one lookup finds the few orders a keyword names.
 * Frozen: what is searched is this migration's own.
 */
const INDEXES = [
  ['box_orders_list_created_idx', ['org_id', 'created_at', 'id']],
  ['box_orders_list_status_idx', ['org_id', 'status', 'created_at', 'id']],
  ['box_orders_list_project_idx', ['org_id', 'project_id', 'created_at', 'id']],
] as const;

/** The indexes these replace, as migration k01 made them. */
const REPLACED = [
  ['box_orders_created_idx', ['org_id', 'created_at']],
  ['box_orders_project_idx', ['org_id', 'project_id', 'created_at']],
] as const;

export const SEARCH = {
  table: 'box_orders',
  columns: ['number', 'receiving_unit'],
  fts: 'box_orders_search',
  index: 'box_orders_search_trgm_idx',
  ftsText: (row: string) =>
    `lower(${row}.number || char(10) || ${row}.receiving_unit || char(10) || coalesce((` +
    `select p.name from projects p where p.org_id = ${row}.org_id and p.id = ${row}.project_id` +
    `), ''))`,
  ftsColumns: ['number', 'receiving_unit', 'project_id'],
};

/** SQLite: a renamed project rewrites its orders' search text. */
export const RENAME_TRIGGER = 'box_orders_search_project_name';

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, columns] of INDEXES)
    await db.schema
      .createIndex(name)
      .on('box_orders')
      .columns([...columns])
      .execute();
  for (const [name] of REPLACED) await db.schema.dropIndex(name).execute();
  await createColumnSearch(db, SEARCH);
  if (db.getExecutor().adapter instanceof SqliteAdapter) await createRenameTrigger(db);
}

/** SQLite: the trigger that rewrites a renamed project's orders' search text (l08 drops it). */
export async function createRenameTrigger(db: Kysely<unknown>): Promise<void> {
  await sql`create trigger ${sql.raw(RENAME_TRIGGER)} after update of name on projects begin
    update box_orders_search set text = (
      select ${sql.raw(SEARCH.ftsText('o'))} from box_orders o where o.rowid = box_orders_search.rowid
    ) where rowid in (
      select rowid from box_orders where org_id = new.org_id and project_id = new.id
    );
  end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter)
    await sql`drop trigger if exists ${sql.raw(RENAME_TRIGGER)}`.execute(db);
  await dropColumnSearch(db, SEARCH);
  for (const [name, columns] of REPLACED)
    await db.schema
      .createIndex(name)
      .ifNotExists()
      .on('box_orders')
      .columns([...columns])
      .execute();
  for (const [name] of INDEXES) await db.schema.dropIndex(name).ifExists().execute();
}

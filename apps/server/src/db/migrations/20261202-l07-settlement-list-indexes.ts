import type { Kysely } from 'kysely';
import { createColumnSearch, dropColumnSearch } from '../column-search.ts';

/*
 * Issue 24: the settlement lists at 1,000,000 documents (all documents, and the OEM and product
 * document screens, which fix the type), every filter and sort of their screen. Each index
 * begins as the list's query does and ends with the list's order, ids last, so the first page is
 * a walk that stops after a page (the capped count after ten, list-query.ts):
 * - newest first, and by state and by account arrival newest first (the type has its index,
 *   p01); the sort by total (the number's unique index serves its sort);
 * - the keyword's number, name, order number and client through a trigram index
 *   (column-search.ts).
 * Frozen: what is searched is this migration's own.
 */
const INDEXES = [
  ['settlements_list_created_idx', ['org_id', 'created_at', 'id']],
  ['settlements_list_status_idx', ['org_id', 'status', 'created_at', 'id']],
  ['settlements_list_arrived_idx', ['org_id', 'account_arrived', 'created_at', 'id']],
  ['settlements_list_total_idx', ['org_id', 'total_cents', 'id']],
] as const;

const SEARCH = {
  table: 'settlements',
  columns: ['number', 'name', 'order_number', 'customer_name'],
  fts: 'settlements_search',
  index: 'settlements_search_trgm_idx',
};

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, columns] of INDEXES)
    await db.schema
      .createIndex(name)
      .on('settlements')
      .columns([...columns])
      .execute();
  await createColumnSearch(db, SEARCH);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropColumnSearch(db, SEARCH);
  for (const [name] of INDEXES) await db.schema.dropIndex(name).ifExists().execute();
}

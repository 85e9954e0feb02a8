import { SqliteAdapter, sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from './database.ts';
import { containsPattern } from './list-query.ts';
import type { Database } from '../tables.ts';
import { rarePieces, trigramContains } from './pg-trigram.ts';
import { trigramRows } from './trigram-query.ts';

/*
 * A list's keyword search over one stored, lower-cased `search_text` column (issue 24, lists at
 * 1,000,000 rows). A contains-search can use no b-tree: it walks the list's index in the
 * screen's order and tests each row, which finds a page of a common keyword at once but reads
 * every row for a rare one.
 * - PostgreSQL: the same LIKE; a GIN trigram index, asked for the keyword's rare pieces
 *   (pg-trigram.ts), serves it where the planner, knowing the statistics, finds that cheaper.
 * - SQLite has no such statistics: the list asks its FTS5 trigram table how common the keyword
 *   is (stopping at TRIGRAM_READ_MAX + 1 matches, of every enterprise). Rare: the page's rows
 *   come from the trigram table by rowid, and the few matches are sorted. Common: the page
 *   walks the list's index, which meets enough matches soon. Either way the total is counted
 *   through the trigram table, unordered, so it stops at the capped count (list-query.ts)
 *   instead of walking for it; a common keyword whose matches the other filters thin out under
 *   the cap is counted again along the walk.
 * The LIKE stays on beside the trigram table, so what matches is exactly the contains-search.
 * Keywords under three characters have no trigram: they always walk (a short keyword matches
 * many rows, so the walk is quick for the page and its count).
 */

/**
 * Up to this many matches a keyword's page is read through the trigram table (its rows fetched
 * and sorted), past it walked (a page then meets 20 matches within 20 × rows / 5,000 rows).
 */
const TRIGRAM_READ_MAX = 5_000;

/**
 * The searchable lists and their FTS5 trigram tables (migrations m01, o02); users: the member
 * list's name and phone (l03, searched by member-list-plan.ts, no search_text column).
 */
const FTS_TABLES = {
  projects: 'projects_search',
  orders: 'orders_search',
  users: 'users_search',
} as const;
export type SearchableTable = keyof typeof FTS_TABLES;

/** PostgreSQL's GIN-indexed expressions (users: member-list-plan.ts asks its own). */
const PG_INDEXED: Partial<Record<SearchableTable, string>> = {
  projects: 'projects.search_text',
  orders: 'orders.search_text',
};

export type KeywordLookup =
  /** `pieces`: PostgreSQL, the keyword's rare pieces (pg-trigram.ts). */
  | { kind: 'walk'; pattern: string; pieces: string[] }
  /** `phrase`: the FTS5 query, of the keyword's rare trigrams (trigram-query.ts). */
  | { kind: 'trigram' | 'common'; pattern: string; phrase: string };

export async function keywordLookup(
  db: Db,
  table: SearchableTable,
  keyword: string,
): Promise<KeywordLookup> {
  const text = keyword.toLowerCase();
  const pattern = containsPattern(text);
  if ([...text].length < 3) return { kind: 'walk', pattern, pieces: [] };
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    const expr = PG_INDEXED[table];
    const pieces = expr ? await rarePieces(db, { from: table, expr }, text) : [];
    return { kind: 'walk', pattern, pieces };
  }
  const max = { rare: TRIGRAM_READ_MAX, phrase: TRIGRAM_READ_MAX };
  const found = await trigramRows(db, FTS_TABLES[table], text, max);
  return { kind: found.rowids ? 'trigram' : 'common', pattern, phrase: found.query };
}

/**
 * How the list counts a keyword (listPage's PageCount): a walk along the page's order; a
 * trigram lookup unordered through the trigram table, a common one then along the walk if that
 * left it under the cap.
 */
export const keywordCount = (lookup: KeywordLookup | null) =>
  !lookup || lookup.kind === 'walk'
    ? { inOrder: true, thenInOrder: false }
    : { inOrder: false, thenInOrder: lookup.kind === 'common' };

/**
 * Narrows `table`'s list to the keyword, for its page or for its count: SQLite's trigram path
 * joins the FTS5 table (a common keyword's count too, see above).
 */
export function whereKeyword<Q extends SelectQueryBuilder<Database, SearchableTable, object>>(
  query: Q,
  table: SearchableTable,
  lookup: KeywordLookup,
  use: 'page' | 'count' = 'page',
): Q {
  const pieces = lookup.kind === 'walk' ? lookup.pieces : [];
  const like = query.where(trigramContains(`${table}.search_text`, lookup.pattern, pieces)) as Q;
  if (lookup.kind === 'walk' || (lookup.kind === 'common' && use === 'page')) return like;
  // The join leads, so SQLite reads the matches by rowid instead of walking the whole list; the
  // cast hides the joined table, which nothing selects or names.
  const fts = sql<{ rowid: number }>`${sql.raw(FTS_TABLES[table])}(${lookup.phrase})`;
  return like.innerJoin(fts.as('kw'), (j) =>
    j.on(sql<boolean>`kw.rowid = ${sql.raw(table)}.rowid`),
  ) as unknown as Q;
}

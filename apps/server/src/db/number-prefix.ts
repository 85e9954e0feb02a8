import { SqliteAdapter, sql, type RawBuilder } from 'kysely';
import { prefixRange } from './list-query.ts';
import type { OrgScope } from './org-scope.ts';

/*
 * A list keyword shaped like a document number (BO20261127007, JS-20261127-007, as a scanner or
 * a copied number gives it) is the start of the numbers it finds (issue 24, 1,000,000 rows):
 * read on the numbers' unique index (org_id, number). As a contains-search it cost every trigram
 * that the year and the letters put in every number: 100-300 ms a call for box orders, 28 ms p50
 * for settlements on PostgreSQL.
 */

/** At most this many numbers a number's start leads the list (its few rows sorted). */
const NUMBERS_READ_MAX = 1_000;

export type NumberPrefix = {
  /** The test on `table`'s number column. */
  matches: RawBuilder<boolean>;
  /** Few numbers start so: they lead on the numbers' index, their rows sorted. */
  few: boolean;
};

/**
 * The numbers of `table` that start with `keyword` (upper-cased, as numbers are made). Many (a
 * month's), SQLite keeps the test off the numbers' index (`+number`) and walks the list's own,
 * meeting them soon.
 */
export async function numberPrefix(
  org: OrgScope,
  table: 'box_orders' | 'settlements',
  keyword: string,
): Promise<NumberPrefix> {
  const [from, to] = prefixRange(keyword.toUpperCase());
  const found = await org
    .selectFrom(table)
    .select('number')
    .where('number', '>=', from)
    .where('number', '<', to)
    .limit(NUMBERS_READ_MAX + 1)
    .execute();
  const few = found.length <= NUMBERS_READ_MAX;
  const sqlite = org.db.getExecutor().adapter instanceof SqliteAdapter;
  const column = sql.ref(`${table}.number`);
  const number = few || !sqlite ? column : sql`+${column}`;
  return { matches: sql<boolean>`(${number} >= ${from} and ${number} < ${to})`, few };
}

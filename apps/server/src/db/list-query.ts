import { sql, type SelectQueryBuilder } from 'kysely';
import { LIST_COUNT_CAP } from '@stone/shared/common';
import type { Db, Dialect } from './database.ts';
import type { Database } from '../tables.ts';

/** The paging every list body carries (listRequestShape in packages/shared). */
export type ListPaging = { pageNum: number; pageSize: number };

export const pageOf = (q: ListPaging) => ({
  limit: q.pageSize,
  offset: (q.pageNum - 1) * q.pageSize,
});

export const directionOf = (q: { sortOrder?: 'ascend' | 'descend' | undefined }) =>
  q.sortOrder === 'descend' ? 'desc' : 'asc';

/** A count as either driver returns it (PostgreSQL's bigint arrives as text). */
export const countOf = (row: { n: string | number | bigint }) => Number(row.n);

/** LIKE text with its wildcards escaped (escape character `\`). */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern that finds `text` anywhere, lower-cased, its wildcards escaped. */
export const containsPattern = (text: string): string => `%${escapeLike(text.toLowerCase())}%`;

/** The column contains the text, ignoring case, in both dialects (small tables: no index). */
export const containsText = (column: string, text: string) =>
  sql<boolean>`lower(${sql.ref(column)}) like lower(${`%${escapeLike(text)}%`}) escape '\\'`;

/**
 * Values that start with `prefix`, case-sensitive on both databases and able to use a plain
 * b-tree index: SQLite's LIKE ignores case and so skips a binary index, while GLOB keeps it;
 * PostgreSQL's LIKE with a fixed start uses the index under the C collation.
 */
export function startsWith(dialect: Dialect, column: string, prefix: string) {
  if (dialect === 'sqlite') {
    const glob = prefix.replace(/[*?[]/g, (c) => `[${c}]`);
    return sql<boolean>`${sql.ref(column)} glob ${`${glob}*`}`;
  }
  return sql<boolean>`${sql.ref(column)} like ${`${escapeLike(prefix)}%`}`;
}

/**
 * Order numbers match by prefix, as stored (case-sensitive), through a range that any btree
 * index serves on both databases; a LIKE 'x%' would need text_pattern_ops on PostgreSQL. The
 * highest code point closes the range: in binary order (SQLite; PostgreSQL with C collation, as
 * docs/adr/0003 sets up) every string that starts with `prefix` lies inside it.
 */
export const prefixRange = (prefix: string): [string, string] => [prefix, `${prefix}\u{10FFFF}`];

/** A list's total: exact up to the cap, else a lower bound that still lets the pager go on. */
export type ListTotal = { total: number; totalCapped: boolean };

/**
 * Counts the rows of `filtered` up to max(LIST_COUNT_CAP, offset + pageSize) + 1 (issue 24):
 * counting a million rows costs far more than a page, and nobody reads past the cap. Over the
 * cap the total is cap + 1 with `totalCapped`, so the pager shows "10,000+" and one more page.
 */
export async function cappedTotal<D, T extends keyof D>(
  db: Db,
  filtered: SelectQueryBuilder<D, T, object>,
  page: { limit: number; offset: number },
  least = LIST_COUNT_CAP,
): Promise<ListTotal> {
  const cap = Math.max(least, page.offset + page.limit);
  const rows = filtered.select(sql<number>`1`.as('one')).limit(cap + 1);
  const row = await db
    .selectFrom(rows.as('capped'))
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const n = countOf(row);
  return { total: n, totalCapped: n > cap };
}

/**
 * One page of a list screen: the (capped) total of `filtered`, and the page of it that `ordered`
 * selects and sorts (its last order should be unique, so pages never overlap). `scope` is the
 * caller's OrgScope: the count wraps `filtered` in a query of its own.
 */
export async function listPage<T extends keyof Database, R, O>(
  scope: { db: Db },
  filtered: SelectQueryBuilder<Database, T, object>,
  q: ListPaging,
  ordered: (query: SelectQueryBuilder<Database, T, object>) => SelectQueryBuilder<Database, T, R>,
  toItem: (row: R) => O,
) {
  const page = pageOf(q);
  const { total, totalCapped } = await cappedTotal(scope.db, filtered, page);
  const rows = await ordered(filtered).limit(page.limit).offset(page.offset).execute();
  return { list: rows.map(toItem), total, totalCapped, pageNum: q.pageNum, pageSize: q.pageSize };
}

import { sql, type SelectQueryBuilder } from 'kysely';
import type { Dialect } from './database.ts';
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

/**
 * One page of a list screen: the total of `filtered`, and the page of it that `ordered` selects
 * and sorts (its last order should be unique, so pages never overlap).
 */
export async function listPage<T extends keyof Database, R, O>(
  filtered: SelectQueryBuilder<Database, T, object>,
  q: ListPaging,
  ordered: (query: SelectQueryBuilder<Database, T, object>) => SelectQueryBuilder<Database, T, R>,
  toItem: (row: R) => O,
) {
  const counted = filtered.select((eb) => eb.fn.countAll<string>().as('n'));
  const total = countOf(await counted.executeTakeFirstOrThrow());
  const { limit, offset } = pageOf(q);
  const rows = await ordered(filtered).limit(limit).offset(offset).execute();
  return { list: rows.map(toItem), total, pageNum: q.pageNum, pageSize: q.pageSize };
}

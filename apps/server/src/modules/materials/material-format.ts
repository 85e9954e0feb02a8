import { sql } from 'kysely';
import { fromHundredths } from '@stone/shared/materials/racks';
import type { Dialect } from '../../db/database.ts';

/** mm² → m² with two decimals, rounded half up in integers (1 m² = 1 000 000 mm²). */
export const mm2ToM2 = (mm2: number): string => fromHundredths(Math.round(mm2 / 10_000));

export const pageOf = (q: { pageNum: number; pageSize: number }) => ({
  limit: q.pageSize,
  offset: (q.pageNum - 1) * q.pageSize,
});

export const directionOf = (q: { sortOrder?: 'ascend' | 'descend' | undefined }) =>
  q.sortOrder === 'descend' ? 'desc' : 'asc';

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
  const like = prefix.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql<boolean>`${sql.ref(column)} like ${`${like}%`}`;
}

/** Names and codes contain the text, ignoring case (small tables: no index needed). */
export const containsText = (column: string, text: string) =>
  sql<boolean>`lower(${sql.ref(column)}) like lower(${`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}) escape '\\'`;

export const countOf = (row: { n: string | number | bigint }) => Number(row.n);

import { SqliteAdapter, sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { LIST_COUNT_PAGES } from '@stone/shared/common';
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
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern that finds `text` anywhere, lower-cased, its wildcards escaped. */
export const containsPattern = (text: string): string => `%${escapeLike(text.toLowerCase())}%`;

/** The database a query runs on. */
export const dialectOf = (scope: { db: Db }): Dialect =>
  scope.db.getExecutor().adapter instanceof SqliteAdapter ? 'sqlite' : 'postgres';

/**
 * The column contains the text, ignoring case, in both dialects (small tables: no index). Given
 * `dialect` 'sqlite', without lower(): SQLite's LIKE and its lower() both fold ASCII letters
 * only, so the two tests are the same, and lower() cost half of a scan of 20,000 project names.
 */
export const containsText = (column: string, text: string, dialect?: Dialect) =>
  dialect === 'sqlite'
    ? sql<boolean>`${sql.ref(column)} like ${`%${escapeLike(text)}%`} escape '\\'`
    : sql<boolean>`lower(${sql.ref(column)}) like lower(${`%${escapeLike(text)}%`}) escape '\\'`;

/**
 * Values that start with `prefix`, case-sensitive on both databases and able to use a plain
 * b-tree index: SQLite's LIKE ignores case and so skips a binary index, while GLOB keeps it;
 * PostgreSQL's LIKE with a fixed start uses the index under the C collation. `walked`: on
 * SQLite the column is kept off its index (`+column`), for a list that walks another one.
 */
export function startsWith(
  dialect: Dialect,
  column: string,
  prefix: string,
  options: { walked?: boolean } = {},
) {
  if (dialect === 'sqlite') {
    const glob = prefix.replace(/[*?[]/g, (c) => `[${c}]`);
    const ref = options.walked ? sql`+${sql.ref(column)}` : sql.ref(column);
    return sql<boolean>`${ref} glob ${`${glob}*`}`;
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

/** The rows a list counts at most for a page (LIST_COUNT_PAGES from the page's start on). */
export const countCapOf = (page: { limit: number; offset: number }) =>
  page.offset + page.limit * LIST_COUNT_PAGES;

type Query<D, T extends keyof D> = SelectQueryBuilder<D, T, object>;

export type CountOptions<D, T extends keyof D> = {
  /**
   * The page's own order (its ORDER BY, nothing selected): the count then walks the rows as the
   * page does, on the same index, and stops at the cap; unordered, the planner may count along
   * another index that meets the matches much later (issue 24: 20 ms instead of 1 ms).
   */
  order?: (query: Query<D, T>) => Query<D, T>;
  /** How many rows the page came back with, when it was read first: short, it is the total. */
  pageRows?: number;
};

/**
 * The total of `filtered` for the pager (issue 24, docs/adr/0023): counted in the page's order
 * up to countCapOf(page) + 1 rows, so a million rows cost about what a few pages do. Over the cap
 * it is cap + 1 with `totalCapped`: the pager shows "200+" and the pages up to it. A page that
 * came back short is the end of the list: its total is known without a count.
 */
/**
 * Whether a count keeps the page's order. SQLite's planner has no statistics: led along the
 * page's index, the count stops where the page's walk would. PostgreSQL's, given no order,
 * finds its cap + 1 rows the cheapest way it knows; given the order, it walked 10,000 members
 * in creation order to count 201 holding "42" in their names (255 ms, against 12 ms unordered).
 */
export const countsInOrder = (db: Db) => db.getExecutor().adapter instanceof SqliteAdapter;

export async function cappedTotal<D, T extends keyof D>(
  db: Db,
  filtered: Query<D, T>,
  page: { limit: number; offset: number },
  options: CountOptions<D, T> = {},
): Promise<ListTotal> {
  const { pageRows, order } = options;
  if (pageRows !== undefined && pageRows < page.limit && (pageRows > 0 || page.offset === 0))
    return { total: page.offset + pageRows, totalCapped: false };
  const cap = countCapOf(page);
  const rows = (order && countsInOrder(db) ? order(filtered) : filtered)
    .select(sql<number>`1`.as('one'))
    .limit(cap + 1);
  const row = await db
    .selectFrom(rows.as('capped'))
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const n = countOf(row);
  return { total: n, totalCapped: n > cap };
}

/** How a list's total is counted, when not along its page (listPage). */
export type PageCount<T extends keyof Database> = {
  /** The rows to count, when not `filtered` (a keyword counted through its trigram table). */
  counted?: SelectQueryBuilder<Database, T, object>;
  /** false: count unordered, for `counted` meets its rows by another way than the page's walk. */
  inOrder?: boolean;
  /** The total, when the caller has counted it already (its choice of page depended on it). */
  total?: ListTotal;
  /**
   * `counted` may hold only some of the rows (a keyword's first matches): when it leaves the
   * total under the cap, count `filtered` again along the page's order.
   */
  thenInOrder?: boolean;
};

/**
 * One page of a list screen and its (capped) total: the page of `filtered` that `ordered`
 * selects and sorts (its last order should be unique, so pages never overlap), then, unless the
 * page came back short, the count along the same order. `scope` is the caller's OrgScope: the
 * count wraps `filtered` in a query of its own.
 */
/**
 * PostgreSQL counts on a connection of its own while the page is read (outside a transaction,
 * which has one): a keyword read on its trigram index costs both about the same, 15 and 9 ms
 * for one order's 1,000 of 1,000,000 settlements, one after the other 24. SQLite, one
 * connection and the event loop's thread, counts after the page, and not at all when the
 * page came back short.
 */
const countsBesidePage = (db: Db) => !countsInOrder(db) && !db.isTransaction;

/**
 * How the page is read, when not as `ordered` gives it. `keysFirst` (SQLite, matches read by
 * rowid and sorted): the table whose rowids are sorted, then only the page's rows read; the
 * sorter otherwise copies every column of every match (1,000 settlements with their JSON
 * columns: 5.8 ms, against 2.3 for their rowids).
 */
export type PageRead<T extends keyof Database> = {
  keysFirst?: T & string;
  /**
   * PostgreSQL, a page whose matches are all read anyway (a keyword's candidates from its
   * trigram index, sorted): the ordered ids up to the count's cap in one query, which gives the
   * page's ids and the capped total, then the page's rows by primary key (org_id, id). The page
   * and its count had each read every candidate, on two connections: twice the work under
   * load (one order's 2,600 settlements over 2,350 heap blocks, about 10 ms a read).
   */
  keysWithTotal?: { table: T & string; orgId: string };
};

export async function listPage<T extends keyof Database, R, O>(
  scope: { db: Db },
  filtered: SelectQueryBuilder<Database, T, object>,
  q: ListPaging,
  ordered: Ordered<T, R>,
  toItem: (row: R) => O,
  count: PageCount<T> = {},
  read: PageRead<T> = {},
) {
  const page = pageOf(q);
  const paged = (query: SelectQueryBuilder<Database, T, object>) =>
    ordered(query).limit(page.limit).offset(page.offset);
  const table = read.keysFirst;
  const readPage = () => {
    if (!table || dialectOf(scope) !== 'sqlite') return paged(filtered).execute();
    const rowid = sql.raw(`${table}.rowid`);
    const keys = paged(filtered)
      .clearSelect()
      .select(sql<number>`${rowid}`.as('k'));
    return rowsWhere(scope.db, table, ordered, sql<boolean>`${rowid} in (${keys})`);
  };
  const answer = (rows: R[], total: ListTotal) => ({
    list: rows.map(toItem),
    total: total.total,
    totalCapped: total.totalCapped,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  });
  const keysWithTotal = read.keysWithTotal;
  if (keysWithTotal && !count.total && dialectOf(scope) === 'postgres') {
    const { rows, total } = await pageByKeys(scope.db, filtered, page, ordered, keysWithTotal);
    return answer(rows, total);
  }
  const inOrder = { order: (query: typeof filtered) => ordered(query).clearSelect() };
  const counted = count.counted ?? filtered;
  const countPage = (pageRows?: number) =>
    cappedTotal(scope.db, counted, page, {
      ...(count.inOrder === false ? {} : inOrder),
      ...(pageRows === undefined ? {} : { pageRows }),
    });
  const known = count.total;
  const [rows, firstTotal] = known
    ? [await readPage(), known]
    : countsBesidePage(scope.db)
      ? await Promise.all([readPage(), countPage()])
      : await readPage().then(async (read) => [read, await countPage(read.length)] as const);
  const pageRows = rows.length;
  let total = firstTotal;
  if (count.thenInOrder && !total.totalCapped)
    total = await cappedTotal(scope.db, filtered, page, { ...inOrder, pageRows });
  return answer(rows, total);
}

type Ordered<T extends keyof Database, R> = (
  query: SelectQueryBuilder<Database, T, object>,
) => SelectQueryBuilder<Database, T, R>;

/** The rows of `table` that `condition` picks by key, in the page's order. */
function rowsWhere<T extends keyof Database, R>(
  db: Db,
  table: string,
  ordered: Ordered<T, R>,
  condition: RawBuilder<boolean>,
) {
  const rows = db.selectFrom(table as T) as unknown as SelectQueryBuilder<Database, T, object>;
  return ordered(rows.where(condition)).execute();
}

/** PageRead.keysWithTotal: the ordered ids up to the cap, then the page's rows by key. */
async function pageByKeys<T extends keyof Database, R>(
  db: Db,
  filtered: SelectQueryBuilder<Database, T, object>,
  page: { limit: number; offset: number },
  ordered: Ordered<T, R>,
  keys: { table: string; orgId: string },
) {
  const cap = countCapOf(page);
  const id = sql.ref(`${keys.table}.id`);
  const found = await ordered(filtered)
    .clearSelect()
    .select(sql<string>`${id}`.as('k'))
    .limit(cap + 1)
    .execute();
  const total = { total: found.length, totalCapped: found.length > cap };
  const ids = found.slice(page.offset, page.offset + page.limit).map((row) => row.k);
  if (ids.length === 0) return { rows: [] as R[], total };
  const byKey = sql<boolean>`${sql.ref(`${keys.table}.org_id`)} = ${keys.orgId}
    and ${id} in (${sql.join(ids)})`;
  return { rows: await rowsWhere(db, keys.table, ordered, byKey), total };
}

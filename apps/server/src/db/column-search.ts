import { PostgresAdapter, SqliteAdapter, sql, type Kysely, type RawBuilder } from 'kysely';
import type { Db } from './database.ts';
import { escapeLike } from './list-query.ts';
import type { OrgScope } from './org-scope.ts';
import { trigramContains, rarePieces } from './pg-trigram.ts';
import { trigramRows } from './trigram-query.ts';

/*
 * A list's keyword over a few of its own text columns (issue 24: box orders, iron frames and
 * settlements at 1,000,000 rows), without a stored search column for the app to keep up: the
 * columns are joined by a line break, which no request text may hold (singleLineText), and
 * lower-cased, one expression (`searchedSql`) that the query, PostgreSQL's index and SQLite's
 * triggers all spell the same way. What matches stays what `containsText` on each column found.
 * - PostgreSQL: a GIN trigram index on that expression (pg_trgm, as migration m01), asked for
 *   the keyword's rare pieces (pg-trigram.ts); the planner, with the statistics ANALYZE keeps
 *   on the expression, chooses it or the list's walk.
 * - SQLite: an FTS5 trigram table kept by triggers, its rowid the row's. As keyword-search.ts
 *   does, the list asks it how common the keyword is: rare, the page's rows are read by the
 *   rowids it found and sorted, and counted unordered; common (or under three characters), the
 *   page walks the list's index and tests each row.
 */

export type ColumnSearchSpec = {
  table: string;
  columns: readonly string[];
  /** SQLite's FTS5 table. */
  fts: string;
  /** PostgreSQL's GIN index. */
  index: string;
  /**
   * SQLite: what the trigram table holds of a row (`row`: its alias), when more than the columns
   * (the box orders' project name), and the columns whose change rewrites it.
   */
  ftsText?: (row: string) => string;
  ftsColumns?: readonly string[];
  /**
   * PostgreSQL: a stored column generated from the searched text, which the GIN index holds
   * instead of the expression (settlements, migration l09): every row the index finds is tested
   * against it, and computing the lower-cased text took 0.7 µs a row each time.
   */
  pgColumn?: string;
};

/**
 * Up to this many matches (of every enterprise) a keyword's rows are read by rowid, filtered and
 * sorted; past it the list walks (a page then meets 20 matches within 20 × rows / 20,000 rows).
 * At 1,000,000 settlements reading 1,000 by rowid and sorting them took 0.65 ms, while walking
 * for a keyword 11,000 hold, with a state and a type, took 240 ms for its capped count.
 */
export const TRIGRAM_READ_MAX = 20_000;

/**
 * Found through the phrase (every trigram common), fewer: each of its matches costs a step in
 * each of its trigrams' lists, so finding 20,001 of the 125,000 orders of a receiving unit took
 * 20 ms where 1,001 cost a few.
 */
const PHRASE_READ_MAX = 1_000;

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** The searched columns joined by line breaks; `row` qualifies them (a trigger's `new`). */
function joinedSql(spec: ColumnSearchSpec, postgres: boolean, row?: string) {
  const columns = spec.columns.map((c) => (row ? `${row}.${c}` : c));
  return `(${columns.join(postgres ? ' || chr(10) || ' : ' || char(10) || ')})`;
}

/** The searched text, lower-cased (or PostgreSQL's stored column of it). */
function searchedSql(spec: ColumnSearchSpec, postgres: boolean, row?: string) {
  if (postgres && spec.pgColumn) return row ? `${row}.${spec.pgColumn}` : spec.pgColumn;
  return `lower${joinedSql(spec, postgres, row)}`;
}

/** PostgreSQL: pg_trgm, installed once for the server, and its GIN operator class's name. */
export async function pgTrigramOps(db: Kysely<unknown>) {
  await sql`select pg_advisory_xact_lock(hashtext('stone_pg_trgm'))`.execute(db);
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e
    join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
  return `${sql.id(rows[0]?.schema ?? 'public').compile(db).sql}.gin_trgm_ops`;
}

/**
 * DDL for a migration: the trigram index (PostgreSQL) or table and its triggers (SQLite).
 * Migrations l05-l07 run it with specs of their own: change it only as a new migration could.
 */
export async function createColumnSearch(db: Kysely<unknown>, spec: ColumnSearchSpec) {
  if (isPostgres(db)) {
    await sql`create index ${sql.raw(spec.index)} on ${sql.raw(spec.table)}
      using gin ((${sql.raw(searchedSql(spec, true))}) ${sql.raw(await pgTrigramOps(db))})`.execute(
      db,
    );
    return;
  }
  const [fts, table] = [sql.raw(spec.fts), sql.raw(spec.table)];
  const textOf = (row: string) => sql.raw(spec.ftsText?.(row) ?? searchedSql(spec, false, row));
  await sql`create virtual table ${fts} using fts5(text, tokenize = 'trigram')`.execute(db);
  await sql`insert into ${fts} (rowid, text)
    select rowid, ${textOf(spec.table)} from ${table}`.execute(db);
  const text = textOf('new');
  await sql`create trigger ${sql.raw(`${spec.fts}_insert`)} after insert on ${table} begin
    insert into ${fts} (rowid, text) values (new.rowid, ${text});
  end`.execute(db);
  await sql`create trigger ${sql.raw(`${spec.fts}_update`)}
    after update of ${sql.raw((spec.ftsColumns ?? spec.columns).join(', '))} on ${table} begin
    update ${fts} set text = ${text} where rowid = old.rowid;
  end`.execute(db);
  await sql`create trigger ${sql.raw(`${spec.fts}_delete`)} after delete on ${table} begin
    delete from ${fts} where rowid = old.rowid;
  end`.execute(db);
}

export async function dropColumnSearch(db: Kysely<unknown>, spec: ColumnSearchSpec) {
  if (isPostgres(db)) {
    await sql`drop index if exists ${sql.raw(spec.index)}`.execute(db);
    return;
  }
  for (const trigger of ['insert', 'update', 'delete'])
    await sql`drop trigger if exists ${sql.raw(`${spec.fts}_${trigger}`)}`.execute(db);
  await sql`drop table if exists ${sql.raw(spec.fts)}`.execute(db);
}

/** How the list reads a keyword: `rowids` (SQLite) when few rows hold it, else by walking. */
export type ColumnKeyword = {
  spec: ColumnSearchSpec;
  postgres: boolean;
  pattern: string;
  rowids: number[] | null;
  /**
   * SQLite: the trigram table's query, when the rows holding the keyword's rare trigrams are
   * many (columnKeyword's `inSqlFrom`) and left there: the list joins on it instead of rowids.
   */
  ftsQuery: string | null;
  /** PostgreSQL: the keyword's rare pieces, asked of the GIN index (pg-trigram.ts). */
  pieces: string[];
};

/**
 * The keyword's lookup. On SQLite the trigram table is read once, up to TRIGRAM_READ_MAX + 1
 * rows holding the keyword's rare trigrams (trigram-query.ts), and the page and its count reuse
 * the rowids found; from `inSqlFrom` such rows on, they are left in the table (`ftsQuery`).
 */
export async function columnKeyword(
  db: Db,
  spec: ColumnSearchSpec,
  keyword: string,
  options: { inSqlFrom?: number } = {},
): Promise<ColumnKeyword> {
  const postgres = !(db.getExecutor().adapter instanceof SqliteAdapter);
  const pattern = `%${escapeLike(keyword)}%`;
  const found = { spec, postgres, pattern, rowids: null, ftsQuery: null, pieces: [] };
  if ([...keyword].length < 3) return found;
  if (postgres) {
    const index = { from: spec.table, expr: searchedSql(spec, true) };
    return { ...found, pieces: await rarePieces(db, index, keyword) };
  }
  const max = { rare: TRIGRAM_READ_MAX, phrase: PHRASE_READ_MAX, ...options };
  const rows = await trigramRows(db, spec.fts, keyword, max);
  return { ...found, rowids: rows.rowids, ftsQuery: rows.inSql ? rows.query : null };
}

/**
 * The keyword's rows and `more`, rows of the same table found otherwise (the orders of projects
 * so named, null when too many): read by rowid while they number TRIGRAM_READ_MAX at most,
 * walked past it.
 */
export function withMoreRows(k: ColumnKeyword, more: number[] | null): ColumnKeyword {
  if (!k.rowids) return { ...k, ftsQuery: null };
  if (!more) return { ...k, rowids: null };
  const rowids = [...new Set([...k.rowids, ...more])];
  return { ...k, rowids: rowids.length > TRIGRAM_READ_MAX ? null : rowids };
}

/**
 * The keyword's exact test: some column contains it, ignoring case (as `containsText`). SQLite
 * tests the columns without lower(), which folds what its LIKE folds (ASCII letters) and cost
 * a microsecond a row.
 */
export const keywordMatches = (k: ColumnKeyword) =>
  trigramContains(
    k.postgres ? searchedSql(k.spec, true) : joinedSql(k.spec, false),
    k.pattern,
    k.pieces,
  );

/** SQLite: the keyword's rowids as a table `kw` (its column `id`): the list or the FTS query. */
const keywordSource = (k: ColumnKeyword) =>
  k.rowids
    ? sql`(select value as id from json_each(${JSON.stringify(k.rowids)}))`
    : sql`(select rowid as id from ${sql.raw(k.spec.fts)}(${k.ftsQuery}))`;

/**
 * The list's rows for a rare keyword on SQLite: its rowids (or the trigram table's rows), then
 * the table by rowid. CROSS JOIN keeps that order (SQLite would rather walk the enterprise's
 * index and test each row against the list); the cast hides the joined list, which nothing
 * selects or names.
 */
export function keywordRows<Q>(org: OrgScope, k: ColumnKeyword | null, plain: Q): Q {
  if (!k?.rowids && !k?.ftsQuery) return plain;
  const table = sql.raw(k.spec.table);
  const rowids = org.db.selectFrom(
    sql<{ id: number }>`${keywordSource(k)}`.as('kw'),
  ) as unknown as {
    crossJoin(table: string): Filterable;
  };
  return rowids
    .crossJoin(k.spec.table)
    .where(sql<boolean>`${table}.rowid = kw.id`)
    .where(sql<boolean>`${table}.org_id = ${org.orgId}`) as unknown as Q;
}

/**
 * SQLite: the list's own walk, narrowed to the keyword's rowids: each index entry's rowid is
 * tested against them before the row is read (the index holds the rowid), so a page among
 * thousands of matches costs the index entries walked to it, not a read of every match.
 */
export function keywordRowidsIn<Q>(k: ColumnKeyword, plain: Q): Q {
  const rowids = sql<boolean>`${sql.raw(k.spec.table)}.rowid in (select id from ${keywordSource(k)})`;
  return (plain as Filterable).where(rowids) as Q;
}

/** The table's name varies, so the builder is typed by what is used of it. */
type Filterable = { where(condition: RawBuilder<boolean>): Filterable };

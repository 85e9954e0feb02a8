import { sql } from 'kysely';
import type { Db } from './database.ts';

/*
 * SQLite: what a contains-search asks an FTS5 trigram table (issue 24, lists at 1,000,000 rows).
 * A phrase reads the whole posting list of each of its trigrams, about 50 ns a row holding it:
 * "tower 123 " over 1,000,000 settlements all named "Tower N" took 21 ms for its five trigrams
 * every row holds, where its three rare ones alone answer in 0.7 ms. So each trigram is first
 * asked how common it is (up to COMMON_ROWS + 1 rows, remembered a while), and the table is
 * asked for the rows that hold all the rare ones. Those may be more than the phrase finds (the
 * trigrams apart): every caller keeps its LIKE beside the table, so what matches stays the
 * contains-search, and when they are more than the caller reads by rowid, the phrase is asked
 * (as it is for a keyword of common trigrams only), lest a rare keyword be walked for.
 */

/** A trigram more rows hold than this is left out of the query. */
export const COMMON_ROWS = 20_000;
/** How long a trigram's verdict is kept: it changes only as the table grows by thousands. */
const VERDICT_MS = 5 * 60_000;
const VERDICTS_MAX = 10_000;

const verdicts = new Map<string, { rows: number; at: number }>();

/**
 * How many rows hold what `key` names, as `count` finds (SQLite counts up to COMMON_ROWS + 1,
 * PostgreSQL reads its bitmap's size, pg-trigram.ts), kept VERDICT_MS.
 */
export async function rememberedRows(key: string, count: () => Promise<number>) {
  const known = verdicts.get(key);
  if (known && Date.now() - known.at < VERDICT_MS) return known.rows;
  const rows = await count();
  if (verdicts.size >= VERDICTS_MAX) verdicts.clear();
  verdicts.set(key, { rows, at: Date.now() });
  return rows;
}

/** An FTS5 string: the text in double quotes (inner ones doubled), matched as a substring. */
export const ftsPhrase = (text: string) => `"${text.replace(/"/g, '""')}"`;

/**
 * The text's distinct trigrams, by character, as the trigram tokenizer splits a phrase (which
 * folds their case itself): each is one token of the phrase, so rows holding the phrase hold it.
 */
export function trigramsOf(text: string): string[] {
  const chars = [...text];
  const found = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i++) found.add(chars.slice(i, i + 3).join(''));
  return [...found];
}

/** The rows of `fts` that `query` finds, counted up to `most` + 1. */
async function countOf(db: Db, fts: string, query: string, most: number) {
  // The table name is the caller's constant, never request text.
  const { rows } = await sql<{ n: number }>`
    select count(*) as n from (select 1 from ${sql.raw(fts)}(${query}) limit ${most + 1})`.execute(
    db,
  );
  return Number(rows[0]?.n ?? 0);
}

async function isCommon(db: Db, fts: string, trigram: string): Promise<boolean> {
  const phrase = ftsPhrase(trigram);
  const rows = await rememberedRows(`${fts}\n${trigram}`, () =>
    countOf(db, fts, phrase, COMMON_ROWS),
  );
  return rows > COMMON_ROWS;
}

/** The rows holding each of the keyword's rare trigrams; null when every trigram is common. */
async function rareTrigramQuery(db: Db, fts: string, keyword: string): Promise<string | null> {
  const rare: string[] = [];
  for (const trigram of trigramsOf(keyword))
    if (!(await isCommon(db, fts, trigram))) rare.push(trigram);
  return rare.length === 0 ? null : rare.map(ftsPhrase).join(' AND ');
}

export type TrigramRows = {
  /** The FTS5 query the rows came from: a join on it finds the same rows again. */
  query: string;
  /**
   * Their rowids (of every enterprise), up to `max`; null when more rows hold the keyword, or
   * when they stay in SQLite (`inSql`).
   */
  rowids: number[] | null;
  /** The rare trigrams' rows are many (`max.inSqlFrom`): the caller joins on `query` instead. */
  inSql?: boolean;
};

/**
 * How many rows are read at most: those of the rare trigrams, and those of the phrase; from
 * `inSqlFrom` rows of the rare trigrams on (as last counted), none are read: the caller's
 * queries join on the trigram table instead, which costs SQLite about what reading the rowids
 * does, and saves carrying them to the caller and back.
 */
export type TrigramReadMax = { rare: number; phrase: number; inSqlFrom?: number };

/**
 * The rows of `fts` that may hold a keyword of three characters or more: those of its rare
 * trigrams, up to `max.rare`, or, when they are more (the trigrams met apart) or there are none,
 * the phrase's, up to `max.phrase` (each of its rows costs a step in every trigram's list).
 */
export async function trigramRows(
  db: Db,
  fts: string,
  keyword: string,
  max: TrigramReadMax,
): Promise<TrigramRows> {
  // The table name is the caller's constant, never request text. The rowids come back as one
  // JSON array: a row object each cost 0.9 µs ("Tower 77": 11,000 rowids, 9.6 ms against 2.4).
  const rowsOf = async (query: string, most: number) => {
    const { rows } = await sql<{ ids: string }>`
      select json_group_array(rowid) as ids from (
        select rowid from ${sql.raw(fts)}(${query}) limit ${most + 1})`.execute(db);
    const rowids = JSON.parse(rows[0]?.ids ?? '[]') as number[];
    return rowids.length <= most ? rowids : null;
  };
  const rare = await rareTrigramQuery(db, fts, keyword);
  if (rare && max.inSqlFrom !== undefined) {
    const held = await rememberedRows(`${fts}\nrows\n${rare}`, () =>
      countOf(db, fts, rare, max.rare),
    );
    if (held >= max.inSqlFrom && held <= max.rare)
      return { query: rare, rowids: null, inSql: true };
  }
  const rareRows = rare ? await rowsOf(rare, max.rare) : null;
  if (rare && rareRows) return { query: rare, rowids: rareRows };
  const phrase = ftsPhrase(keyword);
  return { query: phrase, rowids: await rowsOf(phrase, max.phrase) };
}

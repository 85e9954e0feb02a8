import { sql } from 'kysely';
import type { Db } from './database.ts';
import { escapeLike } from './list-query.ts';
import { COMMON_ROWS, rememberedRows } from './trigram-query.ts';

/*
 * PostgreSQL: a contains-search that asks its GIN trigram index (pg_trgm) for the keyword's rare
 * trigrams only (issue 24, lists at 1,000,000 rows). For `expr like '%tower 123%'` the index
 * reads the posting list of every trigram of the pattern, "tow", "owe", "wer" included, which
 * every settlement named "Tower N" holds: 23-29 ms a scan, and the page and its count scan it
 * each. pg_trgm cannot be told which trigrams to read, but a LIKE pattern can be chosen whose
 * trigrams are the rare ones (pg_trgm pads a word with two spaces before and one after, except
 * beside a wildcard):
 * - '%123%' holds "123" only;
 * - '%77 %' (a word's end) holds "77 " only; '% 77%' (its start) "  7" and " 77";
 * so each such piece of the keyword is first asked how many rows the index finds for it
 * (remembered as SQLite's verdicts are, trigram-query.ts), and the rarest go on the indexed
 * expression: every row they find is read from the table and tested, so three rare pieces that
 * narrow "tower 123 " to the rows with a word 123 read 2,400 settlements where "123" alone read
 * 11,700 (37 ms). The keyword's own LIKE, which decides what matches, goes on the expression
 * followed by `|| ''`: the same text, but no index's, so the index scan does not read its
 * trigrams too (and the planner, without statistics for it, reckons it thins the rows out, so
 * the few rows the pieces find are read on the index and sorted rather than walked for).
 * A keyword whose pieces are all common, or that has none (Chinese text: pg_trgm's trigrams of
 * it depend on the database's locale), keeps its plain LIKE, and the planner chooses as before.
 */

/** The indexed expression, as its GIN index spells it, and the table to ask (`from` SQL). */
export type PgTrigramIndex = { from: string; expr: string };

/** At most this many pieces are asked how common they are; the rarest few are used. */
const PIECES_ASKED = 16;
const RARE_WANTED = 3;

const isAsciiPunctuation = (c: string | undefined) => !!c && /^[ -/:-@[-`{-~]$/.test(c);

/**
 * The keyword's pieces, as LIKE patterns: each word's three-character windows (letters and
 * digits), and its end and start beside the punctuation or space that bounds it in the keyword.
 */
export function trigramPieces(keyword: string): string[] {
  const text = keyword.toLowerCase();
  const pieces = new Set<string>();
  for (const m of text.matchAll(/[a-z0-9]+/g)) {
    const [word, at] = [m[0], m.index];
    if (word.length < 2) continue;
    for (let i = 0; i + 3 <= word.length; i++) pieces.add(`%${word.slice(i, i + 3)}%`);
    const [before, after] = [text[at - 1], text[at + word.length]];
    if (isAsciiPunctuation(after)) pieces.add(`%${word.slice(-2)}${escapeLike(after!)}%`);
    if (isAsciiPunctuation(before)) pieces.add(`%${escapeLike(before!)}${word.slice(0, 2)}%`);
  }
  return [...pieces];
}

type PlanNode = { 'Node Type'?: string; 'Actual Rows'?: number; Plans?: PlanNode[] };

const bitmapRows = (node: PlanNode): number | null =>
  node['Node Type'] === 'Bitmap Index Scan'
    ? (node['Actual Rows'] ?? null)
    : (node.Plans ?? []).reduce<number | null>((found, n) => found ?? bitmapRows(n), null);

/**
 * How many rows the index finds for the piece, the rows a search with it reads from the table:
 * the bitmap's size, as EXPLAIN ANALYZE reports it, which takes the index's posting lists
 * alone (a few ms for one every row holds) where counting the rows read them from the table
 * too (40 ms for 20,000), and the planner, its estimate of a contains-search rough, might scan
 * the table instead (350 ms at 1,000,000 settlements). Sequential scans are off for it.
 */
function rowsHolding(db: Db, index: PgTrigramIndex, piece: string) {
  return rememberedRows(`pg\n${index.from}\n${index.expr}\n${piece}`, async () => {
    // `from` and `expr` are the caller's constants, never request text.
    const explain = async (on: Db) => {
      const { rows } = await sql<{ 'QUERY PLAN': { Plan: PlanNode }[] }>`
        explain (analyze, timing off, format json)
        select 1 from ${sql.raw(index.from)}
        where ${sql.raw(index.expr)} like ${piece} escape '\\' limit 1`.execute(on);
      const plan = rows[0]?.['QUERY PLAN'][0]?.Plan;
      // No bitmap: the planner found a walk of another index cheaper for one row (a common
      // piece), so it is taken for one that every row holds.
      return (plan && bitmapRows(plan)) ?? Number.POSITIVE_INFINITY;
    };
    // Inside the caller's transaction the setting would outlive the probe: it is not changed.
    if (db.isTransaction) return explain(db);
    return db.transaction().execute(async (tx) => {
      await sql`set local enable_seqscan = off`.execute(tx);
      return explain(tx);
    });
  });
}

/**
 * Beside the rarest piece, others the index finds in at most this many rows, and this many
 * times the rarest's: held by far more rows, a piece is held by nearly all of the rarest's too
 * ("tow" in every project named "Tower N"), and narrows nothing.
 */
const NARROWING_ROWS = 10 * COMMON_ROWS;
const NARROWING_TIMES = 5;

/**
 * The keyword's rarest pieces (patterns), up to RARE_WANTED: none unless the rarest is rare, and
 * with it those that narrow it ("23 ", words ending in 23, which 30,000 settlements hold, cut
 * the 11,700 holding "123" to the 7,500 holding both).
 */
export async function rarePieces(db: Db, index: PgTrigramIndex, keyword: string) {
  const counted: { piece: string; rows: number }[] = [];
  for (const piece of trigramPieces(keyword).slice(0, PIECES_ASKED))
    counted.push({ piece, rows: await rowsHolding(db, index, piece) });
  const rarest = counted.sort((a, b) => a.rows - b.rows);
  if (!rarest[0] || rarest[0].rows > COMMON_ROWS) return [];
  const most = Math.min(NARROWING_ROWS, NARROWING_TIMES * rarest[0].rows);
  return rarest
    .filter((c) => c.rows <= most)
    .slice(0, RARE_WANTED)
    .map((c) => c.piece);
}

/**
 * `expr` contains the text of `pattern` (a contains pattern, wildcards escaped), ignoring case:
 * the rare pieces on the index, the pattern beside it; without pieces (and on SQLite) the plain
 * LIKE.
 */
export function trigramContains(expr: string, pattern: string, pieces: string[]) {
  const [column, like] = [sql.raw(expr), sql`like lower(${pattern}) escape '\\'`];
  if (pieces.length === 0) return sql<boolean>`${column} ${like}`;
  const onIndex = pieces.map((p) => sql<boolean>`${column} like ${p} escape '\\'`);
  return sql<boolean>`(${sql.join(onIndex, sql` and `)} and (${column} || '') ${like})`;
}

import { sql } from 'kysely';
import type { Db } from './database.ts';
import { COMMON_ROWS, rememberedCommon } from './trigram-query.ts';

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
 * so each such piece of the keyword is first asked how many rows hold it (up to COMMON_ROWS + 1,
 * the verdict remembered as SQLite's are, trigram-query.ts), and the rare ones go on the indexed
 * expression. The keyword's own LIKE, which decides what matches, goes on the expression
 * followed by `|| ''`: the same text, but no index's, so the index scan does not read its
 * trigrams too (and the planner, without statistics for it, reckons it thins the rows out, so
 * the few rows the pieces find are read on the index and sorted rather than walked for).
 * A keyword whose pieces are all common, or that has none (Chinese text: pg_trgm's trigrams of
 * it depend on the database's locale), keeps its plain LIKE, and the planner chooses as before.
 */

/** The indexed expression, as its GIN index spells it, and the table to ask (`from` SQL). */
export type PgTrigramIndex = { from: string; expr: string };

/** At most this many pieces are asked how common they are; two rare ones are enough. */
const PIECES_ASKED = 8;
const RARE_WANTED = 2;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const isAsciiPunctuation = (c: string | undefined) => !!c && /^[ -/:-@[-`{-~]$/.test(c);

/**
 * The keyword's pieces, as LIKE patterns, in the order they are asked: each word's
 * three-character windows (letters and digits), then, for a word with none that is rare, its
 * end or start beside the punctuation or space that bounds it in the keyword.
 */
export type WordPieces = { windows: string[]; bounds: string[] };

export function trigramPieces(keyword: string): WordPieces[] {
  const text = keyword.toLowerCase();
  const words: WordPieces[] = [];
  for (const m of text.matchAll(/[a-z0-9]+/g)) {
    const [word, at] = [m[0], m.index];
    if (word.length < 2) continue;
    const windows = [];
    for (let i = 0; i + 3 <= word.length; i++) windows.push(`%${word.slice(i, i + 3)}%`);
    const [before, after] = [text[at - 1], text[at + word.length]];
    const bounds = [];
    if (isAsciiPunctuation(after)) bounds.push(`%${word.slice(-2)}${escapeLike(after!)}%`);
    if (isAsciiPunctuation(before)) bounds.push(`%${escapeLike(before!)}${word.slice(0, 2)}%`);
    words.push({ windows, bounds });
  }
  return words;
}

function isCommonPiece(db: Db, index: PgTrigramIndex, piece: string) {
  return rememberedCommon(`pg\n${index.from}\n${index.expr}\n${piece}`, async () => {
    // `from` and `expr` are the caller's constants, never request text.
    const { rows } = await sql<{ n: string }>`
      select count(*) as n from (
        select 1 from ${sql.raw(index.from)}
        where ${sql.raw(index.expr)} like ${piece} escape '\\' limit ${COMMON_ROWS + 1}
      ) s`.execute(db);
    return Number(rows[0]?.n ?? 0);
  });
}

/** The keyword's rare pieces (patterns), up to RARE_WANTED; none when every piece is common. */
export async function rarePieces(db: Db, index: PgTrigramIndex, keyword: string) {
  const rare: string[] = [];
  let asked = 0;
  // Each piece asked, until RARE_WANTED are rare or PIECES_ASKED asked; false when it was not.
  const ask = async (piece: string) => {
    if (rare.length >= RARE_WANTED || asked++ >= PIECES_ASKED) return false;
    if (await isCommonPiece(db, index, piece)) return false;
    rare.push(piece);
    return true;
  };
  for (const { windows, bounds } of trigramPieces(keyword)) {
    let found = false;
    for (const piece of windows) found = (await ask(piece)) || found;
    // A word's ends are asked only when none of its windows was rare.
    if (!found) for (const piece of bounds) await ask(piece);
  }
  return rare;
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

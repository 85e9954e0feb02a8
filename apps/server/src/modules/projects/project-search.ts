import { SqliteAdapter, sql, type SelectQueryBuilder } from 'kysely';
import { LIST_COUNT_CAP } from '@stone/shared/common';
import type { Db } from '../../db/database.ts';
import { containsPattern } from '../../db/list-query.ts';
import type { Database } from '../../tables.ts';

/*
 * The list's keyword search reads one stored column instead of four contains-searches: the
 * project's name, order no., customer and brand, lower-cased here (JavaScript lower-cases every
 * script; SQLite's lower() only ASCII), joined by a line break, which no request text may contain
 * (singleLineText), so a keyword never matches across two fields.
 */
export type SearchFields = {
  name: string;
  orderNo: string;
  customerName: string;
  customerBrand: string;
};

export const projectSearchText = (p: SearchFields): string =>
  [p.name, p.orderNo, p.customerName, p.customerBrand].join('\n').toLowerCase();

/**
 * How the list looks a keyword up (issue 24, 1,000,000 projects). A contains-search can use no
 * b-tree: it walks the list's index in the screen's order and tests each row's search text,
 * which finds a page of a common keyword at once but reads every row for a rare one.
 * - PostgreSQL: the same LIKE; the GIN trigram index (migration m01) serves it where the
 *   planner, knowing the statistics, finds that cheaper.
 * - SQLite has no such statistics: the list asks the FTS5 trigram table how common the keyword
 *   is (stopping at LIST_COUNT_CAP + 1 matches, of every enterprise). Rare: the rows come from
 *   the trigram table by rowid, and the few matches are sorted. Common: the walk, which meets
 *   enough matches soon.
 * Keywords under three characters have no trigram: they always walk (a short keyword matches
 * many rows, so the walk is quick for the page; the capped count bounds the total).
 */
export type KeywordLookup = { kind: 'walk'; pattern: string } | { kind: 'trigram'; phrase: string };

/** An FTS5 phrase: the text in double quotes (inner ones doubled), matched as a substring. */
const ftsPhrase = (text: string) => `"${text.replace(/"/g, '""')}"`;

export async function keywordLookup(db: Db, keyword: string): Promise<KeywordLookup> {
  const text = keyword.toLowerCase();
  const walk = { kind: 'walk', pattern: containsPattern(text) } as const;
  if (!(db.getExecutor().adapter instanceof SqliteAdapter) || [...text].length < 3) return walk;
  const phrase = ftsPhrase(text);
  const { rows } = await sql<{ rowid: number }>`
    select rowid from projects_search(${phrase}) limit 1 offset ${LIST_COUNT_CAP}`.execute(db);
  return rows.length > 0 ? walk : { kind: 'trigram', phrase };
}

/** Narrows the list to the keyword (SQLite's trigram path joins the FTS5 table). */
export function whereKeyword<Q extends SelectQueryBuilder<Database, 'projects', object>>(
  query: Q,
  lookup: KeywordLookup,
): Q {
  if (lookup.kind === 'walk')
    return query.where(sql<boolean>`search_text like ${lookup.pattern} escape '\\'`) as Q;
  // The join leads, so SQLite reads the matches by rowid instead of walking the whole list; the
  // cast hides the joined table, which nothing selects or names.
  return query.innerJoin(sql<{ rowid: number }>`projects_search(${lookup.phrase})`.as('ps'), (j) =>
    j.on(sql<boolean>`ps.rowid = projects.rowid`),
  ) as unknown as Q;
}

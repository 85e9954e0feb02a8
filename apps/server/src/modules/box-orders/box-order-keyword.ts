import { SqliteAdapter, sql, type RawBuilder } from 'kysely';
import { columnKeyword, keywordMatches, type ColumnKeyword } from '../../db/column-search.ts';
import { keywordLookup, whereKeyword } from '../../db/keyword-search.ts';
import { containsText, prefixRange } from '../../db/list-query.ts';
import type { OrgScope } from '../../db/org-scope.ts';

/*
 * The box-order list's keyword (issue 24, 1,000,000 orders): the order number or receiving unit
 * contains it, or the order's project name does (migration l05).
 * - SQLite: the trigram table holds all three; a keyword few orders hold is read through it
 *   (column-search.ts), a common one walks the list newest first.
 * - PostgreSQL: the orders' trigram index holds the two; the planner may read the matches as
 *   the union of that index and the named projects' orders.
 * The projects are looked up first, through their own trigram search (keyword-search.ts). Few
 * of them: their ids join the test, so a walk tests each order on its own row; many: the walk
 * looks each order's project up.
 * A keyword shaped like an order number (BO and digits, as a scanner or a copied number gives
 * it) is the start of the numbers it finds, since "BO" opens every number and nothing else in
 * it (nextNumber): it is read on the numbers' own index, with the orders of projects so named;
 * receiving units are not searched for it. Through the trigram index it cost every trigram the
 * year puts in every number ("bo2", "202"): 100-300 ms a call at 1,000,000 orders.
 */

/** At most this many projects' orders are read by project id; more, the list walks. */
const PROJECTS_READ_MAX = 100;

/** At most this many numbers a number's start leads the list (its few orders sorted). */
const NUMBERS_READ_MAX = 1_000;

const NUMBER_SHAPE = /^bo\d+$/i;

export type BoxOrderKeyword = {
  /** The exact test, on the box_orders table of the list's query. */
  matches: RawBuilder<boolean>;
  /** SQLite, a rare keyword: the matches are read through the trigram table (and sorted). */
  text: ColumnKeyword | null;
  /** The few matches are read on an index of their own and sorted (counted unordered). */
  read: boolean;
};

const SEARCH = {
  table: 'box_orders',
  columns: ['number', 'receiving_unit'],
  fts: 'box_orders_search',
  index: 'box_orders_search_trgm_idx',
} as const;

async function projectsNamed(org: OrgScope, keyword: string) {
  const lookup = await keywordLookup(org.db, 'projects', keyword);
  const rows = await whereKeyword(
    org.selectFrom('projects').select('projects.id'),
    'projects',
    lookup,
  )
    .where(containsText('projects.name', keyword))
    .limit(PROJECTS_READ_MAX + 1)
    .execute();
  return rows.map((r) => r.id);
}

/** The order's project is named so (looked up per order). */
const projectNamed = (org: OrgScope, keyword: string) => {
  const named = org.db
    .selectFrom('projects as p')
    .select(sql<number>`1`.as('one'))
    .where(sql<boolean>`p.org_id = box_orders.org_id and p.id = box_orders.project_id`)
    .where(containsText('p.name', keyword));
  return sql<boolean>`exists ${named}`;
};

export async function boxOrderKeyword(org: OrgScope, keyword: string): Promise<BoxOrderKeyword> {
  if (NUMBER_SHAPE.test(keyword)) return numberKeyword(org, keyword);
  const text = await columnKeyword(org.db, SEARCH, keyword);
  const matches = withProjects(
    org,
    keyword,
    keywordMatches(text),
    await projectsNamed(org, keyword),
  );
  return { matches, text, read: !!text.rowids };
}

/** `test`, or the order's project is one named so (ids when few, looked up per order when not). */
function withProjects(
  org: OrgScope,
  keyword: string,
  test: RawBuilder<boolean>,
  projects: string[],
) {
  if (projects.length > PROJECTS_READ_MAX)
    return sql<boolean>`(${test} or ${projectNamed(org, keyword)})`;
  if (projects.length === 0) return test;
  return sql<boolean>`(${test} or box_orders.project_id in (${sql.join(projects)}))`;
}

/**
 * The numbers that start with the keyword: few, they lead on the numbers' index; many (a month),
 * SQLite keeps the test off that index (`+number`) and walks the list, meeting them soon.
 */
async function numberKeyword(org: OrgScope, keyword: string): Promise<BoxOrderKeyword> {
  const [from, to] = prefixRange(keyword.toUpperCase());
  const found = await org
    .selectFrom('box_orders')
    .select('number')
    .where('number', '>=', from)
    .where('number', '<', to)
    .limit(NUMBERS_READ_MAX + 1)
    .execute();
  const few = found.length <= NUMBERS_READ_MAX;
  const sqlite = org.db.getExecutor().adapter instanceof SqliteAdapter;
  const number = few || !sqlite ? sql.ref('box_orders.number') : sql`+box_orders.number`;
  const inNumbers = sql<boolean>`(${number} >= ${from} and ${number} < ${to})`;
  const projects = await projectsNamed(org, keyword);
  return {
    matches: withProjects(org, keyword, inNumbers, projects),
    text: null,
    read: few && projects.length <= PROJECTS_READ_MAX,
  };
}

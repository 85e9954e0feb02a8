import { sql, type RawBuilder } from 'kysely';
import { columnKeyword, keywordMatches, type ColumnKeyword } from '../../db/column-search.ts';
import { keywordLookup, whereKeyword } from '../../db/keyword-search.ts';
import { containsText } from '../../db/list-query.ts';
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
 */

/** At most this many projects' orders are read by project id; more, the list walks. */
const PROJECTS_READ_MAX = 100;

export type BoxOrderKeyword = {
  /** The exact test, on the box_orders table of the list's query. */
  matches: RawBuilder<boolean>;
  /** SQLite, a rare keyword: the matches are read through the trigram table (and sorted). */
  text: ColumnKeyword;
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
  const text = await columnKeyword(org.db, SEARCH, keyword);
  const inText = keywordMatches(text);
  const projects = await projectsNamed(org, keyword);
  if (projects.length > PROJECTS_READ_MAX)
    return { matches: sql<boolean>`(${inText} or ${projectNamed(org, keyword)})`, text };
  if (projects.length === 0) return { matches: inText, text };
  const ofProjects = sql<boolean>`box_orders.project_id in (${sql.join(projects)})`;
  return { matches: sql<boolean>`(${inText} or ${ofProjects})`, text };
}

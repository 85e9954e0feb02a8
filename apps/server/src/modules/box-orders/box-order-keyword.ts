import { sql, type RawBuilder } from 'kysely';
import {
  TRIGRAM_READ_MAX,
  columnKeyword,
  keywordMatches,
  withMoreRows,
  type ColumnKeyword,
} from '../../db/column-search.ts';
import { keywordLookup, whereKeyword } from '../../db/keyword-search.ts';
import { containsText, dialectOf } from '../../db/list-query.ts';
import { numberPrefix } from '../../db/number-prefix.ts';
import type { OrgScope } from '../../db/org-scope.ts';

/*
 * The box-order list's keyword (issue 24, 1,000,000 orders): the order number or receiving unit
 * contains it, or the order's project name does.
 * - The projects are looked up first, through their own trigram search (keyword-search.ts). Few
 *   of them: their ids join the test, so a walk tests each order on its own row; many: the walk
 *   looks each order's project up.
 * - The number and unit go through the orders' trigram search (column-search.ts, migrations l05
 *   and l08). SQLite: a keyword few orders hold is read by the rowids its trigram table finds
 *   and those of the named projects' orders, and sorted; a common one walks the list newest
 *   first. PostgreSQL: the planner may read the matches as the union of the trigram index and
 *   the named projects' orders.
 * A keyword shaped like an order number (BO and digits) is the start of the numbers it finds,
 * since "BO" opens every number and nothing else in it (nextNumber): it is read on the numbers'
 * own index (number-prefix.ts), with the orders of projects so named; receiving units are not
 * searched for it.
 */

/** At most this many projects' orders are read by project id; more, the list walks. */
const PROJECTS_READ_MAX = 100;

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
  const projects = org.selectFrom('projects').select('projects.id');
  // A keyword no index narrows (under three characters) is tested on the names alone, which
  // an index holds: testing the wider search text first read every project's row (6.7 ms of
  // 20,000 on SQLite, against 2.2).
  const unnarrowed = lookup.kind === 'walk' && lookup.pieces.length === 0;
  const rows = await (unnarrowed ? projects : whereKeyword(projects, 'projects', lookup))
    .where(containsText('projects.name', keyword, dialectOf(org)))
    .limit(PROJECTS_READ_MAX + 1)
    .execute();
  return rows.map((r) => r.id);
}

/** The order's project is named so (looked up per order, in the enterprise's projects). */
const projectNamed = (org: OrgScope, keyword: string) => {
  const named = org
    .selectFrom('projects as p')
    .select(sql<number>`1`.as('one'))
    .where(sql<boolean>`p.id = box_orders.project_id`)
    .where(containsText('p.name', keyword, dialectOf(org)));
  return sql<boolean>`exists ${named}`;
};

export async function boxOrderKeyword(org: OrgScope, keyword: string): Promise<BoxOrderKeyword> {
  if (NUMBER_SHAPE.test(keyword)) return numberKeyword(org, keyword);
  const projects = await projectsNamed(org, keyword);
  let text = await columnKeyword(org.db, SEARCH, keyword);
  if (text.rowids) text = withMoreRows(text, await ordersOf(org, projects));
  const matches = withProjects(org, keyword, keywordMatches(text), projects);
  return { matches, text, read: !!text.rowids };
}

/** SQLite: the rowids of the projects' orders; null when too many projects to read by id. */
async function ordersOf(org: OrgScope, projects: string[]): Promise<number[] | null> {
  if (projects.length === 0) return [];
  if (projects.length > PROJECTS_READ_MAX) return null;
  const rows = await org
    .selectFrom('box_orders')
    .select(sql<number>`box_orders.rowid`.as('rowid'))
    .where('project_id', 'in', projects)
    .limit(TRIGRAM_READ_MAX + 1)
    .execute();
  return rows.map((r) => r.rowid);
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

/** The numbers that start with the keyword (number-prefix.ts), or the projects so named. */
async function numberKeyword(org: OrgScope, keyword: string): Promise<BoxOrderKeyword> {
  const numbers = await numberPrefix(org, 'box_orders', keyword);
  const projects = await projectsNamed(org, keyword);
  return {
    matches: withProjects(org, keyword, numbers.matches, projects),
    text: null,
    read: numbers.few && projects.length <= PROJECTS_READ_MAX,
  };
}

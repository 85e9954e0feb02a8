// The project list and the home summary. Every filter and sort maps to an index in the list's
// order (migrations 0012, l01) or to the trigram search text, so a page stays a short walk at
// 1,000,000 projects (issue 24, docs/benchmarks.md).
import { sql } from 'kysely';
import type { projectListBody } from '@stone/shared/projects/list';
import type { z } from 'zod';
import {
  containsPattern,
  containsText,
  countCapOf,
  listPage,
  pageOf,
  prefixRange,
} from '../../db/list-query.ts';
import type { OrgScope } from '../../db/org-scope.ts';
import { toUtcIso } from './project-format.ts';
import {
  keywordCount,
  keywordLookup,
  whereKeyword,
  type KeywordLookup,
} from '../../db/keyword-search.ts';

type ListQuery = z.output<typeof projectListBody>;

const SORT_COLUMNS = {
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  deliveryAt: 'delivery_at',
  name: 'name',
  orderNo: 'order_no',
} as const;

/**
 * The list's contains-searches: the keyword and the name, customer and brand filters. Each of
 * them lies inside the stored search text (project-search.ts), so the longest leads a keyword
 * lookup (the trigram table on SQLite, keyword-search.ts) and every one also narrows the search
 * text by LIKE; the field filters then keep their own field's contains-search.
 */
type TextSearch = { lookup: KeywordLookup | null; patterns: string[] };

async function textSearch(org: OrgScope, q: ListQuery): Promise<TextSearch> {
  const texts = [q.keyword, q.name, q.customerName, q.customerBrand].filter(
    (t): t is string => !!t,
  );
  const lead = texts.reduce<string | null>(
    (best, t) => (best && [...best].length >= [...t].length ? best : t),
    null,
  );
  return {
    lookup: lead ? await keywordLookup(org.db, 'projects', lead) : null,
    patterns: texts.map((t) => containsPattern(t)),
  };
}

/** The order no. by prefix, and the texts through the stored search column (project-search.ts). */
function filtered(org: OrgScope, q: ListQuery, text: TextSearch, use: 'page' | 'count' = 'page') {
  let query = org.selectFrom('projects').where('archived', '=', q.archived ? 1 : 0);
  if (q.tab !== 'all') query = query.where('production_state', '=', q.tab);
  if (q.reviewState) query = query.where('review_state', '=', q.reviewState);
  if (q.terminated !== undefined) query = query.where('terminated', '=', q.terminated ? 1 : 0);
  if (q.projectType) query = query.where('project_type', '=', q.projectType);
  if (q.orderNo) {
    const [from, to] = prefixRange(q.orderNo);
    query = query.where('order_no', '>=', from).where('order_no', '<', to);
  }
  if (text.lookup) query = whereKeyword(query, 'projects', text.lookup, use);
  for (const pattern of text.patterns)
    query = query.where(sql<boolean>`projects.search_text like ${pattern} escape '\\'`);
  if (q.name) query = query.where(containsText('name', q.name));
  if (q.customerName) query = query.where(containsText('customer_name', q.customerName));
  if (q.customerBrand) query = query.where(containsText('customer_brand', q.customerBrand));
  if (q.createdFrom) query = query.where('created_at', '>=', toUtcIso(q.createdFrom));
  if (q.createdTo) query = query.where('created_at', '<=', toUtcIso(q.createdTo));
  if (q.deliveryFrom) query = query.where('delivery_at', '>=', toUtcIso(q.deliveryFrom));
  if (q.deliveryTo) query = query.where('delivery_at', '<=', toUtcIso(q.deliveryTo));
  return query;
}

type Filtered = ReturnType<typeof filtered>;

/** Newest first unless asked otherwise; ids break ties. */
const ordered = (q: ListQuery) => (query: Filtered) => {
  const direction = q.sortOrder === 'ascend' ? 'asc' : 'desc';
  return query
    .selectAll('projects')
    .orderBy(SORT_COLUMNS[q.sortField ?? 'createdAt'], direction)
    .orderBy('id', direction);
};

const offSortRange = (q: ListQuery) =>
  ((q.createdFrom || q.createdTo) && (q.sortField ?? 'createdAt') !== 'createdAt') ||
  ((q.deliveryFrom || q.deliveryTo) && q.sortField !== 'deliveryAt');

/** How the total is counted (listPage's PageCount). */
function countFor(org: OrgScope, q: ListQuery, text: TextSearch) {
  const count = { counted: filtered(org, q, text, 'count'), ...keywordCount(text.lookup) };
  // A time range off the sort column is read on its own index and its matches sorted: counted
  // unordered, that index stops at the cap instead of sorting every match again.
  if (offSortRange(q)) count.inOrder = false;
  return count;
}

/** One page of projects. */
export async function listProjects(org: OrgScope, q: ListQuery) {
  const text = await textSearch(org, q);
  const count = countFor(org, q, text);
  return listPage(org, filtered(org, q, text), q, ordered(q), (row) => row, count);
}

/** The first page's query and its first count, as listProjects runs them (plan-shape tests). */
export async function firstPageQueries(org: OrgScope, q: ListQuery) {
  const text = await textSearch(org, q);
  const rows = filtered(org, q, text);
  const cap = countCapOf(pageOf(q));
  const count = countFor(org, q, text);
  const counted = count.inOrder ? ordered(q)(count.counted).clearSelect() : count.counted;
  return {
    keyword: text.lookup,
    page: ordered(q)(rows).limit(q.pageSize),
    count: org.db
      .selectFrom(
        counted
          .select(sql`1`.as('one'))
          .limit(cap + 1)
          .as('capped'),
      )
      .selectAll(),
  };
}

const countIf = (column: string, value: string) =>
  sql<string | number>`sum(case when ${sql.ref(column)} = ${value} then 1 else 0 end)`;

/**
 * Counts and sums over the projects created since `since`, terminated ones left out. The yield
 * is the net piece area over the slab area of the projects' accepted plans (issue 23).
 */
export function recentFigures(org: OrgScope, since: string) {
  return org
    .selectFrom('projects')
    .select((eb) => [
      eb.fn.countAll<string | number>().as('projects'),
      countIf('production_state', 'notStarted').as('notStarted'),
      countIf('production_state', 'inProduction').as('inProduction'),
      countIf('production_state', 'completed').as('completed'),
      countIf('review_state', 'pending').as('pending'),
      countIf('review_state', 'reviewed').as('reviewed'),
      countIf('review_state', 'done').as('done'),
      eb.fn.sum<string | number>('plane_count').as('planes'),
      eb.fn.sum<string | number>('piece_count').as('pieces'),
      eb.fn.sum<string | number>('slab_count').as('slabs'),
      eb.fn.sum<string | number>('total_area_mm2').as('area'),
      eb.fn.sum<string | number>('planned_slab_area_mm2').as('plannedSlabArea'),
      eb.fn.sum<string | number>('planned_piece_area_mm2').as('plannedPieceArea'),
    ])
    .where('created_at', '>=', since)
    .where('terminated', '=', 0)
    .executeTakeFirstOrThrow();
}

// The project list and the home summary. Every filter maps to an indexed column or a
// contains-search (api-conventions), so a page stays fast at 100,000 projects
// (docs/benchmarks.md: p99 < 50 ms on both databases).
import { sql } from 'kysely';
import type { projectListBody } from '@stone/shared/projects/list';
import type { z } from 'zod';
import { containsText, listPage, prefixRange } from '../../db/list-query.ts';
import type { OrgScope } from '../../db/org-scope.ts';
import { toUtcIso } from './project-format.ts';
import { keywordLookup, whereKeyword, type KeywordLookup } from './project-search.ts';

type ListQuery = z.output<typeof projectListBody>;

const SORT_COLUMNS = {
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  deliveryAt: 'delivery_at',
  name: 'name',
  orderNo: 'order_no',
} as const;

/** The order no. by prefix, and the keyword through the stored search column (project-search.ts). */
function filtered(org: OrgScope, q: ListQuery, keyword: KeywordLookup | null) {
  let query = org.selectFrom('projects').where('archived', '=', q.archived ? 1 : 0);
  if (q.tab !== 'all') query = query.where('production_state', '=', q.tab);
  if (q.reviewState) query = query.where('review_state', '=', q.reviewState);
  if (q.terminated !== undefined) query = query.where('terminated', '=', q.terminated ? 1 : 0);
  if (q.projectType) query = query.where('project_type', '=', q.projectType);
  if (q.name) query = query.where(containsText('name', q.name));
  if (q.orderNo) {
    const [from, to] = prefixRange(q.orderNo);
    query = query.where('order_no', '>=', from).where('order_no', '<', to);
  }
  if (q.customerName) query = query.where(containsText('customer_name', q.customerName));
  if (q.customerBrand) query = query.where(containsText('customer_brand', q.customerBrand));
  if (keyword) query = whereKeyword(query, keyword);
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

/** One page of projects. */
export async function listProjects(org: OrgScope, q: ListQuery) {
  const keyword = q.keyword ? await keywordLookup(org.db, q.keyword) : null;
  return listPage(org, filtered(org, q, keyword), q, ordered(q), (row) => row);
}

/** The first page's query and its count, as listProjects runs them (plan-shape tests). */
export async function firstPageQueries(org: OrgScope, q: ListQuery) {
  const keyword = q.keyword ? await keywordLookup(org.db, q.keyword) : null;
  const rows = filtered(org, q, keyword);
  return {
    keyword,
    page: ordered(q)(rows).limit(q.pageSize),
    count: org.db
      .selectFrom(
        rows
          .select(sql`1`.as('one'))
          .limit(10_001)
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

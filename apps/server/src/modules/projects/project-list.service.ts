import { containsPattern, containsText, prefixRange } from '../../db/list-query.ts';
import { bpToPercent, mm2ToM2 } from '@stone/shared/units';
import { sql } from 'kysely';
import { PROJECT_LIMITS } from '@stone/shared/projects/enums';
import { type projectListBody, type RecentSummaryData } from '@stone/shared/projects/list';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { orgTable } from '../../db/org-scope.ts';
import { toUtcIso } from './project-format.ts';
import { toProjectItem } from './projects.repository.ts';

type ListQuery = z.output<typeof projectListBody>;

const SORT_COLUMNS = {
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  deliveryAt: 'delivery_at',
  name: 'name',
  orderNo: 'order_no',
} as const;

/**
 * The list's filters: each maps to an indexed column or a contains-search (api-conventions);
 * the order no. by prefix and the keyword through the stored search column (project-search.ts).
 */
function filtered(db: Db, orgId: string, q: ListQuery) {
  let query = orgTable(db, 'projects', orgId).where('archived', '=', q.archived ? 1 : 0);
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
  if (q.keyword)
    query = query.where(sql<boolean>`search_text like ${containsPattern(q.keyword)} escape '\\'`);
  if (q.createdFrom) query = query.where('created_at', '>=', toUtcIso(q.createdFrom));
  if (q.createdTo) query = query.where('created_at', '<=', toUtcIso(q.createdTo));
  if (q.deliveryFrom) query = query.where('delivery_at', '>=', toUtcIso(q.deliveryFrom));
  if (q.deliveryTo) query = query.where('delivery_at', '<=', toUtcIso(q.deliveryTo));
  return query;
}

/** webProduce/getProduceSolutionList: newest first unless asked otherwise; ids break ties. */
export async function getProjectList(db: Db, orgId: string, q: ListQuery) {
  const base = filtered(db, orgId, q);
  const { n } = await base
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  const direction = q.sortOrder === 'ascend' ? 'asc' : 'desc';
  const rows = await base
    .selectAll()
    .orderBy(SORT_COLUMNS[q.sortField ?? 'createdAt'], direction)
    .orderBy('id', direction)
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize)
    .execute();
  return {
    list: rows.map(toProjectItem),
    total: Number(n),
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
}

const countIf = (column: string, value: string) =>
  sql<string | number>`sum(case when ${sql.ref(column)} = ${value} then 1 else 0 end)`;

/**
 * webProduce/getRecentSolutionSummary: the home figures over the projects created in the last
 * 30 days (terminated ones left out: they will never be produced). The yield is weighted by
 * area, so a large project counts for more than a small one.
 */
export async function getRecentSummary(db: Db, orgId: string): Promise<RecentSummaryData> {
  const days = PROJECT_LIMITS.summaryDays;
  const since = new Date(Date.now() - days * 86_400_000).toISOString();
  const row = await orgTable(db, 'projects', orgId)
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
      sql<string | number>`sum(case when yield_bp > 0 then total_area_mm2 else 0 end)`.as(
        'plannedArea',
      ),
      sql<
        string | number
      >`sum(case when yield_bp > 0 then total_area_mm2 * yield_bp else 0 end)`.as('weightedYield'),
    ])
    .where('created_at', '>=', since)
    .where('terminated', '=', 0)
    .executeTakeFirstOrThrow();
  const num = (v: string | number | null) => Number(v ?? 0);
  const plannedArea = num(row.plannedArea);
  return {
    days,
    since,
    projectCount: num(row.projects),
    byProduction: {
      notStarted: num(row.notStarted),
      inProduction: num(row.inProduction),
      completed: num(row.completed),
    },
    byReview: { pending: num(row.pending), reviewed: num(row.reviewed), done: num(row.done) },
    planeCount: num(row.planes),
    pieceCount: num(row.pieces),
    slabCount: num(row.slabs),
    totalAreaM2: mm2ToM2(num(row.area)),
    yieldPercent: bpToPercent(plannedArea > 0 ? num(row.weightedYield) / plannedArea : 0),
  };
}

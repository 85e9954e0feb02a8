import type { z } from 'zod';
import type { orderListBody } from '@stone/shared/orders/orders';
import { countOf, containsText, listPage, prefixRange } from '../../db/list-query.ts';
import { keywordCount, keywordLookup, whereKeyword } from '../../db/keyword-search.ts';
import { sameOrg, type OrgInsert, type OrgScope } from '../../db/org-scope.ts';

// Queries of orders and the projects they price (issue 19).

const ORDER_COLUMNS = [
  'id',
  'number',
  'name',
  'order_type',
  'source',
  'customer_name',
  'contact',
  'processing_type',
  'manager_name',
  'manager_phone',
  'expected_delivery_date',
  'delivered_date',
  'price_locked',
  'locked_unit_price_cents',
  'created_at',
  'version',
] as const;

export type OrderRow = Awaited<ReturnType<typeof findOrder>> & object;

export const findOrder = (org: OrgScope, id: string) =>
  org.selectFrom('orders').select(ORDER_COLUMNS).where('id', '=', id).executeTakeFirst();

/**
 * One page, newest first on `orders_created_idx` (id breaks ties, so pages never overlap); the
 * keyword is counted through its trigram table (keyword-search.ts).
 */
export async function listOrders(org: OrgScope, q: z.output<typeof orderListBody>) {
  const lookup = q.keyword ? await keywordLookup(org.db, 'orders', q.keyword) : null;
  const filtered = (use: 'page' | 'count') => {
    let query = org.selectFrom('orders');
    if (lookup) query = whereKeyword(query, 'orders', lookup, use);
    if (q.orderType) query = query.where('order_type', '=', q.orderType);
    if (q.priceLocked !== undefined)
      query = query.where('price_locked', '=', q.priceLocked ? 1 : 0);
    return query;
  };
  const direction = q.sortOrder === 'ascend' ? 'asc' : 'desc';
  return listPage(
    org,
    filtered('page'),
    q,
    (query) =>
      query.select(ORDER_COLUMNS).orderBy('created_at', direction).orderBy('id', direction),
    (row) => row,
    { counted: filtered('count'), ...keywordCount(lookup) },
  );
}

/** The highest sequence among numbers starting with `prefix` (0 for none). */
export async function highestNumberOf(org: OrgScope, prefix: string) {
  const [from, to] = prefixRange(prefix);
  const row = await org
    .selectFrom('orders')
    .select((eb) => eb.fn.max('number').as('number'))
    .where('number', '>=', from)
    .where('number', '<', to)
    .executeTakeFirst();
  const tail = row?.number ? Number(String(row.number).slice(prefix.length)) : 0;
  return Number.isFinite(tail) ? tail : 0;
}

export const insertOrder = (org: OrgScope, row: OrgInsert<'orders'>) =>
  org.insertInto('orders').values(row).execute();

/** How many projects each order holds. */
export async function projectCounts(org: OrgScope, orderIds: readonly string[]) {
  if (orderIds.length === 0) return new Map<string, number>();
  const rows = await org
    .selectFrom('order_projects')
    .select(['order_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('order_id', 'in', [...orderIds])
    .groupBy('order_id')
    .execute();
  return new Map(rows.map((r) => [r.order_id, countOf(r)]));
}

/** Does any project of the order carry a price of its own? */
export async function hasProjectPrices(org: OrgScope, orderId: string) {
  const row = await org
    .selectFrom('order_projects')
    .select('project_id')
    .where('order_id', '=', orderId)
    .where('unit_price_cents', 'is not', null)
    .executeTakeFirst();
  return !!row;
}

export const orderProjects = (org: OrgScope, orderId: string) =>
  org
    .selectFrom('order_projects as op')
    .innerJoin('projects as p', (j) => j.onRef('p.id', '=', 'op.project_id').on(sameOrg('p', 'op')))
    .select([
      'op.project_id',
      'op.unit_price_cents',
      'op.added_at',
      'p.name',
      'p.order_no',
      'p.customer_name',
      'p.total_area_mm2',
    ])
    .where('op.order_id', '=', orderId)
    .orderBy('op.added_at')
    .orderBy('p.name')
    .orderBy('op.project_id')
    .limit(2000)
    .execute();

/** The project's place in an order, with the project's name. */
export const membershipOf = (org: OrgScope, projectId: string) =>
  org
    .selectFrom('order_projects as op')
    .innerJoin('projects as p', (j) => j.onRef('p.id', '=', 'op.project_id').on(sameOrg('p', 'op')))
    .innerJoin('orders as o', (j) => j.onRef('o.id', '=', 'op.order_id').on(sameOrg('o', 'op')))
    .select(['op.order_id', 'p.name', 'o.number'])
    .where('op.project_id', '=', projectId)
    .executeTakeFirst();

/** Which of these projects sit in an order already, with the order's number. */
export const ordersOfProjects = (org: OrgScope, projectIds: readonly string[]) =>
  org
    .selectFrom('order_projects as op')
    .innerJoin('projects as p', (j) => j.onRef('p.id', '=', 'op.project_id').on(sameOrg('p', 'op')))
    .innerJoin('orders as o', (j) => j.onRef('o.id', '=', 'op.order_id').on(sameOrg('o', 'op')))
    .select(['op.project_id', 'p.name', 'o.number'])
    .where('op.project_id', 'in', [...projectIds])
    .orderBy('p.name')
    .execute();

export const projectsByIds = (org: OrgScope, ids: readonly string[]) =>
  org
    .selectFrom('projects')
    .select(['id', 'name'])
    .where('id', 'in', [...ids])
    .execute();

export const insertOrderProjects = (org: OrgScope, rows: OrgInsert<'order_projects'>[]) =>
  org.insertInto('order_projects').values(rows).execute();

/** Projects in no order yet, newest first: the detail's picker. */
export function projectChoices(org: OrgScope, keyword: string | undefined, limit: number) {
  let query = org
    .selectFrom('projects as p')
    .leftJoin('order_projects as op', (j) =>
      j.onRef('op.project_id', '=', 'p.id').on(sameOrg('op', 'p')),
    )
    .select(['p.id', 'p.name', 'p.order_no', 'p.customer_name', 'p.total_area_mm2'])
    .where('op.project_id', 'is', null)
    .where('p.terminated', '=', 0);
  if (keyword)
    query = query.where((eb) =>
      eb.or([containsText('p.name', keyword), containsText('p.order_no', keyword)]),
    );
  return query.orderBy('p.created_at', 'desc').orderBy('p.id').limit(limit).execute();
}

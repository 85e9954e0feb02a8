// Queries of box orders (issue 19): orders with their project, boxes, the wooden boxes they
// link, and the conditional writes that make each transition happen once.
import type { BoxOrderState } from '@stone/shared/box-orders/enums';
import { sql } from 'kysely';
import { notFound } from '../../lib/app-error.ts';
import { listPage, prefixRange, type ListPaging } from '../../db/list-query.ts';
import { keywordRows } from '../../db/column-search.ts';
import { boxOrderKeyword } from './box-order-keyword.ts';
import { sameOrg, type OrgInsert, type OrgScope } from '../../db/org-scope.ts';

const orderColumns = [
  'o.id',
  'o.number',
  'o.project_id',
  'o.receiving_unit',
  'o.address',
  'o.contact',
  'o.contact_phone',
  'o.status',
  'o.box_count',
  'o.box_types_json',
  'o.piece_count',
  'o.area_mm2',
  'o.created_at',
  'o.accepted_at',
  'o.shipped_at',
  'o.version',
  'p.name as project_name',
  'p.order_no as project_order_no',
  'cu.nickname as created_by_name',
  'su.nickname as shipped_by_name',
] as const;

const ordersWithProject = (org: OrgScope) =>
  org
    .selectFrom('box_orders as o')
    .innerJoin('projects as p', (j) => j.onRef('p.id', '=', 'o.project_id').on(sameOrg('p', 'o')))
    .leftJoin('users as cu', 'cu.id', 'o.created_by')
    .leftJoin('users as su', 'su.id', 'o.shipped_by');

export const findOrder = (org: OrgScope, id: string) =>
  ordersWithProject(org).select(orderColumns).where('o.id', '=', id).executeTakeFirst();
export type OrderRow = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

export type OrderListQuery = ListPaging & {
  projectId?: string | undefined;
  status?: BoxOrderState | undefined;
  keyword?: string | undefined;
};

/**
 * Newest first; the keyword finds the order number, the receiving unit or the project name.
 * listPage counts and pages the orders table alone (its typing takes no joins); the page's rows
 * are then read with their project and people. At 1,000,000 orders (issue 24, migration l05)
 * the page walks the list's index newest first, or, for a keyword that few orders hold, reads
 * those orders (box-order-keyword.ts) and sorts them.
 */
export async function listOrders(org: OrgScope, q: OrderListQuery) {
  const { filtered, ordered, count } = await orderListQuery(org, q);
  const page = await listPage(org, filtered, q, ordered, (row) => row.id, count);
  const rows =
    page.list.length === 0
      ? []
      : await ordersWithProject(org).select(orderColumns).where('o.id', 'in', page.list).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { ...page, list: page.list.flatMap((id) => byId.get(id) ?? []) };
}

/** The list's query, its order and how it is counted, as listOrders runs them (plan tests). */
export async function orderListQuery(org: OrgScope, q: OrderListQuery) {
  const keyword = q.keyword ? await boxOrderKeyword(org, q.keyword) : null;
  let filtered = keywordRows(org, keyword?.text ?? null, org.selectFrom('box_orders'));
  if (q.projectId) filtered = filtered.where('project_id', '=', q.projectId);
  if (q.status) filtered = filtered.where('status', '=', q.status);
  if (keyword) filtered = filtered.where(keyword.matches);
  // Read through the keyword, its few matches are sorted.
  const read = !!keyword?.read;
  const sorted = (column: 'created_at' | 'id') => sql.ref(`box_orders.${column}`);
  return {
    filtered,
    ordered: (query: typeof filtered) =>
      query
        .select('box_orders.id')
        .orderBy(sorted('created_at'), 'desc')
        .orderBy(sorted('id'), 'desc'),
    count: read ? { inOrder: false } : {},
  };
}

/** The day's highest order number, e.g. BO20261127007 (numbers are fixed width per day). */
export async function lastNumberOf(org: OrgScope, prefix: string) {
  const [from, to] = prefixRange(prefix);
  const row = await org
    .selectFrom('box_orders')
    .select('number')
    .where('number', '>=', from)
    .where('number', '<', to)
    .orderBy('number', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.number ?? null;
}

export const insertOrder = (org: OrgScope, row: OrgInsert<'box_orders'>) =>
  org.insertInto('box_orders').values(row).execute();

export async function insertBoxes(org: OrgScope, rows: OrgInsert<'box_order_boxes'>[]) {
  if (rows.length > 0) await org.insertInto('box_order_boxes').values(rows).execute();
}

export const deleteBoxesOf = (org: OrgScope, orderId: string) =>
  org.deleteFrom('box_order_boxes').where('order_id', '=', orderId).execute();

export const boxesOf = (org: OrgScope, orderId: string) =>
  org
    .selectFrom('box_order_boxes as x')
    .leftJoin('wooden_boxes as w', (j) =>
      j.onRef('w.id', '=', 'x.wooden_box_id').on(sameOrg('w', 'x')),
    )
    .select([
      'x.id',
      'x.box_no',
      'x.box_key',
      'x.box_type',
      'x.length_mm',
      'x.width_mm',
      'x.height_mm',
      'x.piece_count',
      'x.area_mm2',
      'x.wooden_box_id',
      'x.materials_json',
      'w.number as wooden_number',
    ])
    .where('x.order_id', '=', orderId)
    .orderBy('x.position')
    .execute();
export type BoxRow = Awaited<ReturnType<typeof boxesOf>>[number];

/**
 * Writes the order's fields if it still has `version` and a state in `from`; false when someone
 * got there first (another transition, an edit, a delete).
 */
export async function updateOrderIf(
  org: OrgScope,
  where: { id: string; version: number; from: readonly BoxOrderState[] },
  values: Partial<OrgInsert<'box_orders'>>,
) {
  const result = await org
    .updateTable('box_orders')
    .set({ ...values, version: where.version + 1 })
    .where('id', '=', where.id)
    .where('version', '=', where.version)
    .where('status', 'in', [...where.from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A cancelled order lets its wooden boxes go (they may join another order). */
export const releaseWoodenBoxes = (org: OrgScope, orderId: string) =>
  org
    .updateTable('box_order_boxes')
    .set({ live_wooden_box_id: null })
    .where('order_id', '=', orderId)
    .execute();

/** Shipping: the order's sealed wooden boxes left the factory (their pieces follow). */
export const markWoodenBoxesShipped = (org: OrgScope, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve()
    : org
        .updateTable('wooden_boxes')
        .set({ status: 'shipped' })
        .where('id', 'in', [...ids])
        .where('status', '=', 'packed')
        .execute()
        .then(() => undefined);

/** Deletes the order (its boxes deleted first) if it still has `version` and a state in `from`. */
export async function deleteOrderIf(
  org: OrgScope,
  where: { id: string; version: number; from: readonly BoxOrderState[] },
) {
  const result = await org
    .deleteFrom('box_orders')
    .where('id', '=', where.id)
    .where('version', '=', where.version)
    .where('status', 'in', [...where.from])
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Wooden boxes by id, with the project they belong to. */
export const woodenBoxes = (org: OrgScope, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : org
        .selectFrom('wooden_boxes')
        .select(['id', 'number', 'project_id', 'status', 'piece_count', 'area_mm2'])
        .where('id', 'in', [...ids])
        .execute();

/** Live orders (other than `exceptOrderId`) already holding any of the wooden boxes. */
export const liveHolders = (org: OrgScope, woodenIds: readonly string[], exceptOrderId: string) =>
  woodenIds.length === 0
    ? Promise.resolve([])
    : org
        .selectFrom('box_order_boxes as x')
        .innerJoin('box_orders as o', (j) =>
          j.onRef('o.id', '=', 'x.order_id').on(sameOrg('o', 'x')),
        )
        .select(['x.live_wooden_box_id as wooden_box_id', 'o.number'])
        .where('x.live_wooden_box_id', 'in', [...woodenIds])
        .where('x.order_id', '<>', exceptOrderId)
        .execute();

/** The project's sealed wooden boxes that no live order (but `exceptOrderId`) holds. */
export const freePackedBoxes = (org: OrgScope, projectId: string, exceptOrderId = '') =>
  org
    .selectFrom('wooden_boxes as w')
    .select([
      'w.id',
      'w.number',
      'w.box_type',
      'w.length_mm',
      'w.width_mm',
      'w.height_mm',
      'w.piece_count',
      'w.area_mm2',
    ])
    .where('w.project_id', '=', projectId)
    .where('w.status', '=', 'packed')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('box_order_boxes as x')
            .select(sql<number>`1`.as('one'))
            .where(sameOrg('x', 'w'))
            .where('x.order_id', '<>', exceptOrderId)
            .whereRef('x.live_wooden_box_id', '=', 'w.id'),
        ),
      ),
    )
    .orderBy('w.number')
    .limit(500)
    .execute();

/** The pieces packed in the order's linked wooden boxes. */
export const piecesOfOrder = (org: OrgScope, orderId: string) =>
  org
    .selectFrom('box_pieces as bp')
    .innerJoin('box_order_boxes as x', (j) =>
      j.onRef('x.wooden_box_id', '=', 'bp.box_id').on(sameOrg('x', 'bp')),
    )
    .select('bp.piece_id')
    .where('x.order_id', '=', orderId)
    .execute();

/** Pieces of the project by code, to tell irregular boards in an imported packing list. */
export const piecesByCodes = (org: OrgScope, projectId: string, codes: readonly string[]) =>
  codes.length === 0
    ? Promise.resolve([])
    : org
        .selectFrom('project_slabs')
        .select(['code', 'width_mm', 'height_mm', 'area_mm2'])
        .where('project_id', '=', projectId)
        .where('code', 'in', [...codes])
        .execute();

export const findProject = (org: OrgScope, id: string) =>
  org
    .selectFrom('projects')
    .select(['id', 'name', 'order_no'])
    .where('id', '=', id)
    .executeTakeFirst();

/** The project, or "not found" (another enterprise's id answers like a missing one). */
export async function requireProjectOf(org: OrgScope, id: string) {
  const project = await findProject(org, id);
  if (!project) throw notFound();
  return project;
}

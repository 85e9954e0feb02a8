// Orders (issue 19): list, detail, create, edit and delete. Projects and prices: order-prices.ts.
import type { z } from 'zod';
import { factoryDay } from '@stone/shared/cutting/days';
import { orderNumber } from '@stone/shared/orders/enums';
import type { createOrderBody, orderListBody, updateOrderBody } from '@stone/shared/orders/orders';
import { MM2_PER_M2, mm2ToM2, priceTimes } from '@stone/shared/units';
import type { Actor, AppDeps } from '../../context.ts';
import { actorScope, type OrgScope } from '../../db/org-scope.ts';
import { deleteAtVersion, updateAtVersion } from '../../db/versioned-rows.ts';
import { notFound } from '../../lib/app-error.ts';
import { newId, nowIso } from '../../lib/crypto.ts';
import { lockOrgRow } from '../../lib/org-lock.ts';
import * as repo from './orders.repository.ts';
import { orderSearchText } from './order-search.ts';
import { centsOf, moneyOrNull, refuse, toOrderItem } from './order-items.ts';
import { firstSettledProject, settledFigures, settledProjectIds } from './order-settlements.ts';

type OrderDeps = Pick<AppDeps, 'db' | 'dialect'>;
type OrderFields = Omit<z.output<typeof createOrderBody>, 'requestId'>;

export async function orderOrMissing(org: OrgScope, id: string) {
  const row = await repo.findOrder(org, id);
  if (!row) throw notFound();
  return row;
}

const columnsOf = (f: OrderFields) => ({
  name: f.name,
  order_type: f.orderType,
  source: f.source,
  customer_name: f.customerName,
  contact: f.contact,
  processing_type: f.processingType,
  manager_name: f.managerName,
  manager_phone: f.managerPhone,
  expected_delivery_date: f.expectedDeliveryDate,
  delivered_date: f.deliveredDate,
  price_locked: f.priceLocked ? 1 : 0,
});

async function withFigures(org: OrgScope, rows: repo.OrderRow[]) {
  const ids = rows.map((r) => r.id);
  const [counts, settled] = await Promise.all([
    repo.projectCounts(org, ids),
    settledFigures(org, ids),
  ]);
  return rows.map((r) =>
    toOrderItem(r, { projectCount: counts.get(r.id) ?? 0, settled: settled.get(r.id) }),
  );
}

export async function listOrders(org: OrgScope, q: z.output<typeof orderListBody>) {
  const page = await repo.listOrders(org, q);
  return { ...page, list: await withFigures(org, page.list) };
}

/** The order with its projects: area, own and effective unit price, amount, settled or not. */
export async function orderDetail(org: OrgScope, id: string) {
  const row = await orderOrMissing(org, id);
  const [[order], projects] = await Promise.all([
    withFigures(org, [row]),
    repo.orderProjects(org, id),
  ]);
  const settled = await settledProjectIds(
    org,
    projects.map((p) => p.project_id),
  );
  const locked = row.price_locked === 1;
  const lockedCents = centsOf(row.locked_unit_price_cents);
  return {
    order: order!,
    projects: projects.map((p) => {
      const own = centsOf(p.unit_price_cents);
      const effective = locked ? lockedCents : own;
      const area = Number(p.total_area_mm2);
      return {
        projectId: p.project_id,
        name: p.name,
        orderNo: p.order_no,
        customerName: p.customer_name,
        areaM2: mm2ToM2(area),
        unitPrice: moneyOrNull(own),
        effectiveUnitPrice: moneyOrNull(effective),
        amount: moneyOrNull(effective === null ? null : priceTimes(effective, area, MM2_PER_M2)),
        settled: settled.has(p.project_id),
        addedAt: p.added_at,
      };
    }),
  };
}

/**
 * A new order numbered after the day's highest (`DD20261127-0001`). Creates of one enterprise
 * take turns (lockOrgRow); the unique number backs that up.
 */
export async function createOrder(actor: Actor, deps: OrderDeps, input: OrderFields) {
  const org = actorScope(actor, deps.db);
  await lockOrgRow(deps.db, deps.dialect, actor.orgId);
  const prefix = orderNumber(factoryDay(new Date()), 0).slice(0, -4);
  const number = orderNumber(factoryDay(new Date()), (await repo.highestNumberOf(org, prefix)) + 1);
  const now = nowIso();
  const id = newId();
  await repo.insertOrder(org, {
    id,
    number,
    ...columnsOf(input),
    search_text: orderSearchText({ ...input, number }),
    locked_unit_price_cents: null,
    locked_by: null,
    locked_at: null,
    version: 1,
    created_by: actor.userId,
    created_at: now,
    updated_at: now,
  });
  return { id, number };
}

/** Price lock can be switched only while no price is set: prices mean something else under it. */
export async function updateOrder(
  actor: Actor,
  deps: OrderDeps,
  input: z.output<typeof updateOrderBody>,
) {
  const org = actorScope(actor, deps.db);
  const row = await orderOrMissing(org, input.id);
  const switching = (row.price_locked === 1) !== input.priceLocked;
  if (
    switching &&
    (row.locked_unit_price_cents !== null || (await repo.hasProjectPrices(org, row.id)))
  )
    throw refuse('order.lockFixed');
  const { id, version, ...fields } = input;
  await updateAtVersion(
    deps.db,
    'orders',
    { orgId: actor.orgId, id, version },
    { ...columnsOf(fields), search_text: orderSearchText({ ...fields, number: row.number }) },
  );
}

/** Refused while a project of the order is in a settlement; its projects leave with it. */
export async function deleteOrder(
  actor: Actor,
  deps: OrderDeps,
  at: { id: string; version: number },
) {
  await actorScope(actor, deps.db).transaction(async (org) => {
    const row = await orderOrMissing(org, at.id);
    if (await firstSettledProject(org, row.id))
      throw refuse('order.hasSettled', { number: row.number });
    await org.deleteFrom('order_projects').where('order_id', '=', row.id).execute();
    await deleteAtVersion(org.db, 'orders', { orgId: actor.orgId, ...at });
  });
}

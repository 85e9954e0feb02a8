// The projects of an order and their unit prices (issue 19, product-spec §5 "Price lock").
import type { z } from 'zod';
import { ERROR_CODES } from '@stone/shared';
import { ORDER_LIMITS } from '@stone/shared/orders/enums';
import type {
  changeLockedPriceBody,
  orderProjectsBody,
  setProjectPriceBody,
} from '@stone/shared/orders/orders';
import { mm2ToM2, parseMoney } from '@stone/shared/units';
import type { Actor } from '../../context.ts';
import type { OrgScope } from '../../db/org-scope.ts';
import { updateAtVersion } from '../../db/versioned-rows.ts';
import { nowIso } from '../../lib/crypto.ts';
import * as repo from './orders.repository.ts';
import { centsOf, lockedPriceRefusal, refuse } from './order-items.ts';
import { orderOrMissing } from './orders.service.ts';
import { firstSettledProject, settledProjectIds } from './order-settlements.ts';

/** A project sits in at most one order: one already in an order is refused by name, all or none. */
export async function addOrderProjects(org: OrgScope, input: z.output<typeof orderProjectsBody>) {
  await orderOrMissing(org, input.orderId);
  const ids = [...new Set(input.projectIds)];
  const found = await repo.projectsByIds(org, ids);
  if (found.length !== ids.length) throw refuse('order.projectGone', {}, ERROR_CODES.NOT_FOUND);
  const taken = await repo.ordersOfProjects(org, ids);
  if (taken[0])
    throw refuse('order.projectInOrder', { project: taken[0].name, number: taken[0].number });
  const now = nowIso();
  // A concurrent add of the same project hits the primary key: 'order.projectTaken', code 4.
  await repo.insertOrderProjects(
    org,
    ids.map((project_id) => ({
      project_id,
      order_id: input.orderId,
      unit_price_cents: null,
      priced_by: null,
      priced_at: null,
      added_at: now,
    })),
  );
}

/** The project's place in this order, refused by name when it is elsewhere or settled. */
async function projectOfOrder(org: OrgScope, orderId: string, projectId: string) {
  const place = await repo.membershipOf(org, projectId);
  if (!place || place.order_id !== orderId) {
    const project = (await repo.projectsByIds(org, [projectId]))[0];
    if (!project) throw refuse('order.projectGone', {}, ERROR_CODES.NOT_FOUND);
    throw refuse('order.projectNotInOrder', { project: project.name }, ERROR_CODES.NOT_FOUND);
  }
  if ((await settledProjectIds(org, [projectId])).has(projectId))
    throw refuse('order.projectSettled', { project: place.name });
  return place;
}

export async function removeOrderProject(
  org: OrgScope,
  input: { orderId: string; projectId: string },
) {
  await orderOrMissing(org, input.orderId);
  await projectOfOrder(org, input.orderId, input.projectId);
  await org
    .deleteFrom('order_projects')
    .where('project_id', '=', input.projectId)
    .where('order_id', '=', input.orderId)
    .execute();
}

/**
 * A project's unit price. Under price lock the first edit to commit sets the order's one price:
 * the update is conditional on no price being locked yet, so of two first edits at once exactly
 * one changes a row (PostgreSQL re-checks the condition after the winner commits; SQLite runs
 * them one after the other) and the other is told the price now in force.
 */
export async function setProjectPrice(
  org: OrgScope,
  actor: Actor,
  input: z.output<typeof setProjectPriceBody>,
) {
  const order = await orderOrMissing(org, input.orderId);
  await projectOfOrder(org, order.id, input.projectId);
  const cents = parseMoney(input.unitPrice);
  const now = nowIso();
  if (order.price_locked !== 1) {
    await org
      .updateTable('order_projects')
      .set({ unit_price_cents: cents, priced_by: actor.userId, priced_at: now })
      .where('project_id', '=', input.projectId)
      .where('order_id', '=', order.id)
      .execute();
    // A price now exists: an edit of the order made before it (switching the lock) is stale.
    await org
      .updateTable('orders')
      .set((eb) => ({ updated_at: now, version: eb('version', '+', 1) }))
      .where('id', '=', order.id)
      .execute();
    return { unitPrice: input.unitPrice, locked: false };
  }
  const inForce = centsOf(order.locked_unit_price_cents);
  if (inForce !== null) throw lockedPriceRefusal(inForce);
  const result = await org
    .updateTable('orders')
    .set((eb) => ({
      locked_unit_price_cents: cents,
      locked_by: actor.userId,
      locked_at: now,
      updated_at: now,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', order.id)
    .where('price_locked', '=', 1)
    .where('locked_unit_price_cents', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) {
    const now = await orderOrMissing(org, order.id);
    const winner = centsOf(now.locked_unit_price_cents);
    if (winner !== null) throw lockedPriceRefusal(winner);
    throw refuse('order.notLocked');
  }
  return { unitPrice: input.unitPrice, locked: true };
}

/**
 * The one way to change a locked order's price once set: its own call (edit permission), at the
 * order's version, refused while any of its projects is settled.
 */
export async function changeLockedPrice(
  org: OrgScope,
  actor: Actor,
  input: z.output<typeof changeLockedPriceBody>,
) {
  const order = await orderOrMissing(org, input.id);
  if (order.price_locked !== 1) throw refuse('order.notLocked');
  if (order.locked_unit_price_cents === null) throw refuse('order.noLockedPrice');
  const settled = await firstSettledProject(org, order.id);
  if (settled) throw refuse('order.projectSettled', { project: settled });
  await updateAtVersion(
    org.db,
    'orders',
    { orgId: org.orgId, id: order.id, version: input.version },
    {
      locked_unit_price_cents: parseMoney(input.unitPrice),
      locked_by: actor.userId,
      locked_at: nowIso(),
    },
  );
}

export async function projectChoices(org: OrgScope, keyword: string | undefined) {
  const rows = await repo.projectChoices(org, keyword, ORDER_LIMITS.choicesMax);
  return {
    projects: rows.map((p) => ({
      id: p.id,
      name: p.name,
      orderNo: p.order_no,
      customerName: p.customer_name,
      areaM2: mm2ToM2(p.total_area_mm2),
    })),
  };
}

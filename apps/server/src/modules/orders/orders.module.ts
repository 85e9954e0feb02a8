import type { FastifyInstance } from 'fastify';
import type { ServerModule } from '../../context.ts';
import { actorScope } from '../../db/org-scope.ts';
import { createOnce } from '../../lib/idempotency.ts';
import { defineEndpoint, ok } from '../../plugins/define-endpoint.ts';
import * as orders from './orders.service.ts';
import * as prices from './order-prices.service.ts';

/** Orders with price lock (issue 19): /produceManagement/orderManage and its detail page. */
export function registerOrderRoutes(app: FastifyInstance): void {
  const { deps } = app;
  const { db } = deps;
  defineEndpoint(app, 'webOrder/getOrderList', async ({ actor, body }) =>
    ok(await orders.listOrders(actorScope(actor, db), body)),
  );
  defineEndpoint(app, 'webOrder/createOrder', async ({ actor, body }) => {
    const { requestId, ...input } = body;
    const call = { actor, endpoint: 'webOrder/createOrder', requestId } as const;
    const data = await createOnce(deps, call, (trx) =>
      orders.createOrder(actor, { db: trx, dialect: deps.dialect }, input),
    );
    return ok(data, 'order.created');
  });
  defineEndpoint(app, 'webOrder/updateOrder', async ({ actor, body }) => {
    await orders.updateOrder(actor, deps, body);
    return ok(null, 'common.saved');
  });
  defineEndpoint(app, 'webOrder/deleteOrder', async ({ actor, body }) => {
    await orders.deleteOrder(actor, deps, body);
    return ok(null, 'common.deleted');
  });
  defineEndpoint(app, 'webOrder/getOrderDetail', async ({ actor, body }) =>
    ok(await orders.orderDetail(actorScope(actor, db), body.id)),
  );
  defineEndpoint(app, 'webOrder/getProjectChoices', async ({ actor, body }) =>
    ok(await prices.projectChoices(actorScope(actor, db), body.keyword)),
  );
  defineEndpoint(app, 'webOrder/addOrderProjects', async ({ actor, body }) => {
    await actorScope(actor, db).transaction((org) => prices.addOrderProjects(org, body));
    return ok(null, 'order.projectsAdded');
  });
  defineEndpoint(app, 'webOrder/removeOrderProject', async ({ actor, body }) => {
    await actorScope(actor, db).transaction((org) => prices.removeOrderProject(org, body));
    return ok(null, 'order.projectRemoved');
  });
  // Not one transaction: under lock the conditional update alone decides the winner, and on
  // PostgreSQL the loser's re-read must see the winner's commit.
  defineEndpoint(app, 'webOrder/setProjectPrice', async ({ actor, body }) =>
    ok(await prices.setProjectPrice(actorScope(actor, db), actor, body), 'order.priceSaved'),
  );
  defineEndpoint(app, 'webOrder/changeLockedPrice', async ({ actor, body }) => {
    await prices.changeLockedPrice(actorScope(actor, db), actor, body);
    return ok(null, 'order.priceSaved');
  });
}

export const ORDERS_MODULE: ServerModule = {
  register: registerOrderRoutes,
  uniqueKeys: [
    {
      name: 'order_projects_pk',
      columns: 'order_projects.org_id, order_projects.project_id',
      key: 'order.projectTaken',
    },
    { name: 'orders_number_uq', columns: 'orders.org_id, orders.number', key: 'order.numberTaken' },
  ],
};

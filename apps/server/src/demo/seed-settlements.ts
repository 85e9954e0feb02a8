// Demo settlement (seed-demo.ts, after the orders; issue 19): the first price-locked order with
// priced projects is settled in one document, settled and its account marked arrived, through
// the services the screens call. Without such an order the seed says so and does nothing.
import type { AppDeps } from '../context.ts';
import { actorScope, sameOrg } from '../db/org-scope.ts';
import { createSettlement } from '../modules/settlements/settlement-build.service.ts';
import { markArrived, settle } from '../modules/settlements/settlement-state.service.ts';
import { demoActor } from './demo-actor.ts';

/** The first price-locked order (oldest first) and its projects not yet in a document. */
async function lockedOrder(deps: AppDeps, orgId: string) {
  const org = actorScope({ orgId }, deps.db);
  const order = await org
    .selectFrom('orders as o')
    .select(['o.id'])
    .where('o.price_locked', '=', 1)
    .where('o.locked_unit_price_cents', 'is not', null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('order_projects as op')
          .select('op.project_id')
          .whereRef('op.order_id', '=', 'o.id')
          .where(sameOrg('op', 'o')),
      ),
    )
    .orderBy('o.created_at')
    .orderBy('o.id')
    .executeTakeFirst();
  if (!order) return null;
  const projects = await org
    .selectFrom('order_projects')
    .select('project_id')
    .where('order_id', '=', order.id)
    .orderBy('added_at')
    .execute();
  return { orderId: order.id, projectIds: projects.map((p) => p.project_id) };
}

export async function seedSettlements(deps: AppDeps, orgId: string, userId: string) {
  const found = await lockedOrder(deps, orgId);
  if (!found) {
    console.info('demo: no price-locked order with priced projects; no settlement seeded');
    return null;
  }
  const actor = await demoActor(deps, orgId, userId);
  const org = actorScope(actor, deps.db);
  const { id } = await org.transaction((trx) =>
    createSettlement(trx, actor, {
      orderId: found.orderId,
      projectIds: found.projectIds,
      receiving: {
        unit: '信达石材 厦门仓',
        contact: '陈先生',
        phone: '0592-5550123',
        address: '厦门市海沧区石材物流园 8 号',
      },
    }),
  );
  await settle(org, actor, id);
  await markArrived(org, actor, id, true);
  return id;
}

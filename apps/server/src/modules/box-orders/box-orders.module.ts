import type { FastifyInstance } from 'fastify';
import type { BoxOrderTransition } from '@stone/shared/box-orders/enums';
import { mm2ToM2 } from '@stone/shared/units';
import { boxName } from '@stone/shared/packing/box-label';
import type { Actor, AppDeps, ServerModule } from '../../context.ts';
import { actorScope, orgScope } from '../../db/org-scope.ts';
import { withIdempotency } from '../../lib/idempotency.ts';
import { publishPieceProgress } from '../../events/piece-progress.ts';
import { defineEndpoint, ok } from '../../plugins/define-endpoint.ts';
import { readPackingList, storePackingList } from './box-order-import.ts';
import * as service from './box-orders.service.ts';
import { freePackedBoxes, requireProjectOf } from './box-orders.repository.ts';

type Moved = { planeIds: string[]; projectIds: string[] };

/** After the commit: live screens refetch the planes whose pieces shipped (fire and forget). */
function publish(deps: AppDeps, actor: Actor, moved: Moved) {
  for (const projectId of moved.projectIds)
    publishPieceProgress(deps, actor.orgId, { kind: 'ship', projectId, planeIds: moved.planeIds });
}

/** Box (packing) orders (issue 19): the produceProject tab and /orderDetails. */
export function registerBoxOrderRoutes(app: FastifyInstance): void {
  const { deps } = app;
  const { db } = deps;
  const once = <T>(
    actor: Actor,
    endpoint: string,
    requestId: string | undefined,
    work: (trx: typeof db) => Promise<T>,
  ) => withIdempotency(deps, { userId: actor.userId, endpoint, requestId }, work);

  defineEndpoint(app, 'webBoxOrder/getBoxOrderList', async ({ actor, body }) =>
    ok(await service.listBoxOrders(actorScope(actor, db), body)),
  );
  defineEndpoint(app, 'webBoxOrder/getBoxOrderDetail', async ({ actor, body }) =>
    ok(await service.boxOrderDetail(actorScope(actor, db), body.id)),
  );
  defineEndpoint(app, 'webBoxOrder/getPackedBoxes', async ({ actor, body }) => {
    const org = actorScope(actor, db);
    await requireProjectOf(org, body.projectId);
    const rows = await freePackedBoxes(org, body.projectId, body.orderId);
    return ok({
      list: rows.map((w) => ({
        id: w.id,
        name: boxName(w.number),
        boxType: w.box_type,
        lengthMm: w.length_mm,
        widthMm: w.width_mm,
        heightMm: w.height_mm,
        pieceCount: w.piece_count,
        areaM2: mm2ToM2(w.area_mm2),
      })),
    });
  });
  defineEndpoint(app, 'webBoxOrder/createBoxOrder', async ({ actor, body }) => {
    const { requestId, ...input } = body;
    const data = await once(actor, 'webBoxOrder/createBoxOrder', requestId, (trx) =>
      service.createBoxOrder(orgScope(trx, actor.orgId), actor, input),
    );
    return ok(data, 'boxOrder.created');
  });
  defineEndpoint(app, 'webBoxOrder/updateBoxOrder', async ({ actor, body }) => {
    await actorScope(actor, db).transaction((org) => service.updateBoxOrder(org, body));
    return ok(null, 'boxOrder.saved');
  });
  defineEndpoint(app, 'webBoxOrder/importBoxes', async ({ actor, body, lang }) => {
    const boxes = await readPackingList(actor, deps, {
      orderId: body.id,
      fileId: body.fileId,
      lang,
    });
    const data = await once(actor, 'webBoxOrder/importBoxes', body.requestId, (trx) =>
      storePackingList(orgScope(trx, actor.orgId), { orderId: body.id, mode: body.mode, boxes }),
    );
    return ok(data, 'boxOrder.imported');
  });
  const transition =
    (
      t: BoxOrderTransition,
      done: 'boxOrder.accepted' | 'boxOrder.shipped' | 'boxOrder.cancelled',
    ) =>
    async ({ actor, body }: { actor: Actor; body: { id: string; version: number } }) => {
      const { order, moved } = await actorScope(actor, db).transaction((org) =>
        service.transitionBoxOrder(org, actor, { ...body, transition: t }),
      );
      publish(deps, actor, moved);
      return ok(order, done);
    };
  defineEndpoint(app, 'webBoxOrder/acceptBoxOrder', transition('accept', 'boxOrder.accepted'));
  defineEndpoint(app, 'webBoxOrder/shipBoxOrder', transition('ship', 'boxOrder.shipped'));
  defineEndpoint(app, 'webBoxOrder/cancelBoxOrder', transition('cancel', 'boxOrder.cancelled'));
  defineEndpoint(app, 'webBoxOrder/deleteBoxOrder', async ({ actor, body }) => {
    await actorScope(actor, db).transaction((org) => service.deleteBoxOrder(org, body));
    return ok(null, 'boxOrder.deleted');
  });
}

export const BOX_ORDERS_MODULE: ServerModule = {
  register: registerBoxOrderRoutes,
  uniqueKeys: [
    {
      name: 'box_orders_number_uq',
      columns: 'box_orders.org_id, box_orders.number',
      key: 'boxOrder.numberTaken',
    },
    {
      name: 'box_order_boxes_no_uq',
      columns: 'box_order_boxes.org_id, box_order_boxes.order_id, box_order_boxes.box_key',
      key: 'boxOrder.boxNoTaken',
    },
    {
      name: 'box_order_boxes_live_wooden_uq',
      columns: 'box_order_boxes.org_id, box_order_boxes.live_wooden_box_id',
      key: 'boxOrder.woodenBoxTakenRace',
    },
  ],
};

import type { EndpointPath } from '@stone/shared';
import { seedPlane } from '../modules/planning/planning-test-kit.ts';
import type { Entry } from './authorization-matrix.types.ts';
import { asOwner, worldFixtures } from './authorization-matrix.fixtures.ts';

const orderBody = (projectId: string) => ({
  projectId,
  receivingUnit: 'Matrix receiving unit',
  address: 'Matrix road 1',
  boxes: [{ boxNo: 'M1', boxType: 'standard', lengthMm: 1000, widthMm: 1000, heightMm: 1000 }],
});

/** Box orders (issue 19): per enterprise a project and a box order not yet accepted. */
const { own, other } = worldFixtures<{ projectId: string; orderId: string }>(async (ctx, world) => {
  const owner = { orgId: world.orgId, userId: world.superAdmin.userId };
  const { projectId } = await seedPlane(ctx.t.deps, owner, [
    { code: `MARKER-${world.letter}-BO`, width: 600, height: 400 },
  ]);
  const order = await asOwner<{ id: string }>(ctx, world, 'webBoxOrder/createBoxOrder', {
    ...orderBody(projectId),
    receivingUnit: `MARKER-${world.letter}-BO`,
  });
  world.markers.push(order.id);
  return { projectId, orderId: order.id };
});

type BoxOrderPath = Extract<EndpointPath, `webBoxOrder/${string}`>;
const page = { pageNum: 1, pageSize: 100 };
// A version no order has: past the access check the write is refused as stale (code 4), so
// the matrix's many callers leave the order as it was.
const stale = (orderId: string) => ({ id: orderId, version: 999 });

export const BOX_ORDER_ENTRIES: Record<BoxOrderPath, Entry> = {
  'webBoxOrder/getBoxOrderList': { body: () => page },
  'webBoxOrder/getBoxOrderDetail': {
    body: own((fx) => ({ id: fx.orderId })),
    cross: other((fx) => ({ id: fx.orderId })),
    crossCode: 3,
  },
  'webBoxOrder/getPackedBoxes': {
    body: own((fx) => ({ projectId: fx.projectId })),
    cross: other((fx) => ({ projectId: fx.projectId })),
    crossCode: 3,
  },
  'webBoxOrder/createBoxOrder': {
    body: own((fx) => orderBody(fx.projectId)),
    cross: other((fx) => orderBody(fx.projectId)),
    crossCode: 3,
  },
  'webBoxOrder/updateBoxOrder': {
    body: own((fx) => ({ ...stale(fx.orderId), ...orderBody(fx.projectId) })),
    ok: 4,
    cross: other((fx) => ({ ...stale(fx.orderId), ...orderBody(fx.projectId) })),
    crossCode: 3,
  },
  // No such file: past the access check, "upload the packing list first".
  'webBoxOrder/importBoxes': {
    body: own((fx) => ({ id: fx.orderId, fileId: 'none' })),
    ok: 3,
    cross: other((fx) => ({ id: fx.orderId, fileId: 'none' })),
    crossCode: 3,
  },
  'webBoxOrder/acceptBoxOrder': {
    body: own((fx) => stale(fx.orderId)),
    ok: 4,
    cross: other((fx) => stale(fx.orderId)),
    crossCode: 3,
  },
  // Not accepted: shipping is refused naming the state.
  'webBoxOrder/shipBoxOrder': {
    body: own((fx) => stale(fx.orderId)),
    ok: 4,
    cross: other((fx) => stale(fx.orderId)),
    crossCode: 3,
  },
  'webBoxOrder/cancelBoxOrder': {
    body: own((fx) => stale(fx.orderId)),
    ok: 4,
    cross: other((fx) => stale(fx.orderId)),
    crossCode: 3,
  },
  'webBoxOrder/deleteBoxOrder': {
    body: own((fx) => stale(fx.orderId)),
    ok: 4,
    cross: other((fx) => stale(fx.orderId)),
    crossCode: 3,
  },
};

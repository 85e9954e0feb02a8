import type { EndpointPath } from '@stone/shared';
import type { Entry } from './authorization-matrix.types.ts';
import { asOwner, worldFixtures } from './authorization-matrix.fixtures.ts';

/** Orders (issue 19): per enterprise one order, not price-locked, to read and act on. */
const ORDER = (letter: string) => ({
  name: `MARKER-${letter}-ORDER`,
  orderType: 'oem',
  source: '',
  customerName: `MARKER-${letter}-CUSTOMER`,
  contact: '',
  processingType: '',
  managerName: 'Li',
  managerPhone: '13900000000',
  expectedDeliveryDate: '2026-12-31',
  deliveredDate: null,
  priceLocked: false,
});

const { own, other } = worldFixtures<{ id: string }>(async (ctx, world) => {
  const { id } = await asOwner<{ id: string }>(
    ctx,
    world,
    'webOrder/createOrder',
    ORDER(world.letter),
  );
  // Numbers run per enterprise (both have DD…-0001): the id and name are the markers.
  world.markers.push(id, `MARKER-${world.letter}-ORDER`);
  return { id };
});

type OrderPath = Extract<EndpointPath, `webOrder/${string}`>;
const page = { pageNum: 1, pageSize: 100 };

export const ORDER_ENTRIES: Record<OrderPath, Entry> = {
  'webOrder/getOrderList': { body: () => page },
  'webOrder/createOrder': { body: (c) => ORDER(c.own.letter) },
  // A stale version: past the access check, then a conflict; the other's order is missing here.
  'webOrder/updateOrder': {
    body: own((fx, c) => ({ id: fx.id, ...ORDER(c.own.letter), version: 999 })),
    ok: 4,
    cross: other((fx) => ({ id: fx.id, ...ORDER('X'), version: 1 })),
    crossCode: 3,
  },
  'webOrder/deleteOrder': {
    body: own((fx) => ({ id: fx.id, version: 999 })),
    ok: 4,
    cross: other((fx) => ({ id: fx.id, version: 1 })),
    crossCode: 3,
  },
  'webOrder/getOrderDetail': {
    body: own((fx) => ({ id: fx.id })),
    cross: other((fx) => ({ id: fx.id })),
    crossCode: 3,
  },
  'webOrder/getProjectChoices': { body: () => ({}) },
  // No such project: past the access check, then "no longer exists" (3).
  'webOrder/addOrderProjects': {
    body: own((fx) => ({ orderId: fx.id, projectIds: ['none'] })),
    ok: 3,
    cross: other((fx) => ({ orderId: fx.id, projectIds: ['none'] })),
    crossCode: 3,
  },
  'webOrder/removeOrderProject': {
    body: own((fx) => ({ orderId: fx.id, projectId: 'none' })),
    ok: 3,
    cross: other((fx) => ({ orderId: fx.id, projectId: 'none' })),
    crossCode: 3,
  },
  'webOrder/setProjectPrice': {
    body: own((fx) => ({ orderId: fx.id, projectId: 'none', unitPrice: '1.00' })),
    ok: 3,
    cross: other((fx) => ({ orderId: fx.id, projectId: 'none', unitPrice: '1.00' })),
    crossCode: 3,
  },
  // The fixture is not price-locked: refused (4) before anything changes.
  'webOrder/changeLockedPrice': {
    body: own((fx) => ({ id: fx.id, unitPrice: '1.00', version: 1 })),
    ok: 4,
    cross: other((fx) => ({ id: fx.id, unitPrice: '1.00', version: 1 })),
    crossCode: 3,
  },
};

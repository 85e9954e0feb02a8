import { nullData } from '../common.ts';
import { endpoint, access, routeAccess, type EndpointDef } from '../endpoint-def.ts';
import * as b from './box-orders.ts';

const orders = routeAccess('produceProject');
const detail = () => access('orderDetails');

/**
 * Box (packing) orders (issue 19): the produceProject tab lists them, /orderDetails shows one.
 * `boxOrder` edits (create, edit, import, cancel, delete); `ship` accepts and ships.
 */
export const BOX_ORDER_ENDPOINTS = {
  'webBoxOrder/getBoxOrderList': endpoint(b.boxOrderListBody, b.boxOrderListData, orders()),
  'webBoxOrder/getBoxOrderDetail': endpoint(b.boxOrderIdBody, b.boxOrderDetailData, detail()),
  'webBoxOrder/getPackedBoxes': endpoint(b.packedBoxesBody, b.packedBoxesData, orders('boxOrder')),
  'webBoxOrder/createBoxOrder': endpoint(
    b.createBoxOrderBody,
    b.boxOrderCreatedData,
    orders('boxOrder'),
  ),
  'webBoxOrder/updateBoxOrder': endpoint(b.updateBoxOrderBody, nullData, orders('boxOrder')),
  'webBoxOrder/importBoxes': endpoint(b.importBoxesBody, b.importBoxesData, orders('boxOrder')),
  'webBoxOrder/acceptBoxOrder': endpoint(b.boxOrderActBody, b.boxOrderItem, orders('ship')),
  'webBoxOrder/shipBoxOrder': endpoint(b.boxOrderActBody, b.boxOrderItem, orders('ship')),
  'webBoxOrder/cancelBoxOrder': endpoint(b.boxOrderActBody, b.boxOrderItem, orders('boxOrder')),
  'webBoxOrder/deleteBoxOrder': endpoint(b.boxOrderActBody, nullData, orders('boxOrder')),
} as const satisfies Record<string, EndpointDef>;

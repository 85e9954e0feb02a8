import { nullData } from '../common.ts';
import { endpoint, routeAccess, type EndpointDef } from '../endpoint-def.ts';
import * as o from './orders.ts';

const orders = routeAccess('orderManage');
const detail = routeAccess('orderManageDetail');

/**
 * Orders with price lock (issue 19): /produceManagement/orderManage (list, add, edit, delete) and
 * its detail page. The detail's changes (projects in or out, unit prices) are edits of the order.
 */
export const ORDER_ENDPOINTS = {
  'webOrder/getOrderList': endpoint(o.orderListBody, o.orderListData, orders()),
  'webOrder/createOrder': endpoint(o.createOrderBody, o.createOrderData, orders('add')),
  'webOrder/updateOrder': endpoint(o.updateOrderBody, nullData, orders('edit')),
  'webOrder/deleteOrder': endpoint(o.orderAtVersionBody, nullData, orders('delete')),
  'webOrder/getOrderDetail': endpoint(o.orderIdBody, o.orderDetailData, detail()),
  'webOrder/getProjectChoices': endpoint(o.projectChoicesBody, o.projectChoicesData, detail()),
  'webOrder/addOrderProjects': endpoint(o.orderProjectsBody, nullData, orders('edit')),
  'webOrder/removeOrderProject': endpoint(o.orderProjectBody, nullData, orders('edit')),
  'webOrder/setProjectPrice': endpoint(
    o.setProjectPriceBody,
    o.setProjectPriceData,
    orders('edit'),
  ),
  'webOrder/changeLockedPrice': endpoint(o.changeLockedPriceBody, nullData, orders('edit')),
} as const satisfies Record<string, EndpointDef>;

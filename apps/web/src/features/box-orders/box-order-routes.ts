import { featureRoute } from '../../components/crud/route-perms.ts';

/** `boxOrder`: create, edit, import, cancel, delete; `ship`: accept and ship (the packer's). */
export const BOX_ORDER_ROUTE = featureRoute('produceProject', ['boxOrder', 'ship']);
export const ORDER_DETAILS_ROUTE = featureRoute('orderDetails');
/** Hidden screens reached from the project list's tab bar (product-spec §2: not in the menu). */
export const ORDER_MANAGE_ROUTE = featureRoute('orderManage');
export const SETTLEMENT_ROUTE = featureRoute('solutionSettlement');

import { featureRoute } from '../../components/crud/route-perms.ts';

/** The list's add, edit and delete; the detail's changes (projects, prices) are edits. */
export const ORDER_ROUTE = featureRoute('orderManage', ['add', 'edit', 'delete']);
export const ORDER_DETAIL_ROUTE = featureRoute('orderManageDetail');

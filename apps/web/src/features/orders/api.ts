import type { BodyOf } from '@stone/shared';
import { featureKeys, useApiMutation, useApiQuery } from '../../components/crud/api-query.ts';

/** The order screens' calls (docs/adr/0008); every write refreshes lists and details. */
export const orderKeys = featureKeys('orders');
const ALL = [orderKeys.all];
const keepPrevious = { placeholderData: <T>(previous: T | undefined) => previous };

export const useOrderList = (body: BodyOf<'webOrder/getOrderList'>) =>
  useApiQuery(orderKeys, 'webOrder/getOrderList', body, keepPrevious);
export const useOrderDetail = (id: string) =>
  useApiQuery(orderKeys, 'webOrder/getOrderDetail', { id }, { enabled: !!id });
export const useProjectChoices = (keyword: string, enabled: boolean) =>
  useApiQuery(orderKeys, 'webOrder/getProjectChoices', keyword ? { keyword } : {}, {
    enabled,
    ...keepPrevious,
  });
export const useCreateOrder = () => useApiMutation('webOrder/createOrder', ALL);
export const useUpdateOrder = () => useApiMutation('webOrder/updateOrder', ALL);
export const useDeleteOrder = () => useApiMutation('webOrder/deleteOrder', ALL);
export const useAddOrderProjects = () => useApiMutation('webOrder/addOrderProjects', ALL);
export const useRemoveOrderProject = () => useApiMutation('webOrder/removeOrderProject', ALL);
export const useSetProjectPrice = () => useApiMutation('webOrder/setProjectPrice', ALL);
export const useChangeLockedPrice = () => useApiMutation('webOrder/changeLockedPrice', ALL);

import type { BodyOf } from '@stone/shared';
import { featureKeys, useApiMutation, useApiQuery } from '../../components/crud/api-query.ts';

/**
 * The box-order screens' calls (docs/adr/0008). Every write refreshes everything the feature
 * shows (the list, an order's detail, the free wooden boxes).
 */
export const boxOrderKeys = featureKeys('boxOrders');
const ALL = [boxOrderKeys.all];
const keepPrevious = { placeholderData: <T>(previous: T | undefined) => previous };

export const useBoxOrderList = (body: BodyOf<'webBoxOrder/getBoxOrderList'>) =>
  useApiQuery(boxOrderKeys, 'webBoxOrder/getBoxOrderList', body, keepPrevious);
export const useBoxOrderDetail = (id: string) =>
  useApiQuery(boxOrderKeys, 'webBoxOrder/getBoxOrderDetail', { id }, { enabled: !!id });
export const usePackedBoxes = (projectId: string, orderId?: string) =>
  useApiQuery(
    boxOrderKeys,
    'webBoxOrder/getPackedBoxes',
    { projectId, ...(orderId ? { orderId } : {}) },
    { enabled: !!projectId },
  );
/** Projects to choose from: the project list this screen already opens. */
export const useProjectChoices = (keyword: string) =>
  useApiQuery(
    boxOrderKeys,
    'webProduce/getProduceSolutionList',
    { pageNum: 1, pageSize: 50, ...(keyword ? { keyword } : {}) },
    keepPrevious,
  );

export const useCreateBoxOrder = () => useApiMutation('webBoxOrder/createBoxOrder', ALL);
export const useUpdateBoxOrder = () => useApiMutation('webBoxOrder/updateBoxOrder', ALL);
export const useImportBoxes = () => useApiMutation('webBoxOrder/importBoxes', ALL, { quiet: true });
export const useAcceptBoxOrder = () => useApiMutation('webBoxOrder/acceptBoxOrder', ALL);
export const useShipBoxOrder = () => useApiMutation('webBoxOrder/shipBoxOrder', ALL);
export const useCancelBoxOrder = () => useApiMutation('webBoxOrder/cancelBoxOrder', ALL);
export const useDeleteBoxOrder = () => useApiMutation('webBoxOrder/deleteBoxOrder', ALL);

/** One per write: a retried request is answered once by the server, not applied twice. */
export const newRequestId = () => crypto.randomUUID?.() ?? `${Date.now()}-${Math.random()}`;

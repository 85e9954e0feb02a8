import type { BodyOf } from '@stone/shared';
import { featureKeys, useApiMutation, useApiQuery } from '../../components/crud/api-query.ts';
import { api } from '../../lib/api.ts';

/** The settlement screens' calls (docs/adr/0008); every write refreshes lists and details. */
export const settlementKeys = featureKeys('settlements');
const ALL = [settlementKeys.all];
const keepPrevious = { placeholderData: <T>(previous: T | undefined) => previous };

export const useSettlementList = (body: BodyOf<'webSettlement/getSettlementList'>) =>
  useApiQuery(settlementKeys, 'webSettlement/getSettlementList', body, keepPrevious);
export const useOemDocList = (body: BodyOf<'webOrderDoc/getOemDocList'>, enabled = true) =>
  useApiQuery(settlementKeys, 'webOrderDoc/getOemDocList', body, { ...keepPrevious, enabled });
export const useProdDocList = (body: BodyOf<'webOrderDoc/getProdDocList'>, enabled = true) =>
  useApiQuery(settlementKeys, 'webOrderDoc/getProdDocList', body, { ...keepPrevious, enabled });
export const useFoundryGroups = (keyword?: string) =>
  useApiQuery(settlementKeys, 'webOrderDoc/getFoundryGroups', keyword ? { keyword } : {});
export const useOrderChoices = (keyword: string, enabled: boolean) =>
  useApiQuery(settlementKeys, 'webSettlement/getOrderChoices', keyword ? { keyword } : {}, {
    enabled,
  });
export const usePreview = (orderId: string, projectIds?: string[]) =>
  useApiQuery(
    settlementKeys,
    'webSettlement/previewSettlement',
    projectIds ? { orderId, projectIds } : { orderId },
    { enabled: !!orderId, ...keepPrevious },
  );
export const useSettlementDetail = (id: string) =>
  useApiQuery(settlementKeys, 'webSettlement/getSettlementDetail', { id }, { enabled: !!id });
export const useShowOrder = (id: string) =>
  useApiQuery(settlementKeys, 'webOrderDoc/getShowOrder', { id }, { enabled: !!id });

export const useCreateSettlement = () => useApiMutation('webSettlement/createSettlement', ALL);
export const useSettle = () => useApiMutation('webSettlement/settle', ALL);
export const useMarkArrived = () => useApiMutation('webSettlement/markArrived', ALL);
export const useMarkNotArrived = () => useApiMutation('webSettlement/markNotArrived', ALL);
export const useDeleteSettlement = () => useApiMutation('webSettlement/deleteSettlement', ALL);

/** The document's files, through the screen's own route (detail or document view). */
export function downloadDocument(
  via: 'settlement' | 'showOrder',
  kind: 'pdf',
  id: string,
): Promise<{ fileName: string; pdfBase64: string }>;
export function downloadDocument(
  via: 'settlement' | 'showOrder',
  kind: 'excel',
  id: string,
): Promise<{ fileName: string; contentBase64: string }>;
export function downloadDocument(
  via: 'settlement' | 'showOrder',
  kind: 'pdf' | 'excel',
  id: string,
) {
  if (via === 'settlement')
    return kind === 'pdf'
      ? api.call('webSettlement/downloadPdf', { id })
      : api.call('webSettlement/downloadExcel', { id });
  return kind === 'pdf'
    ? api.call('webOrderDoc/downloadPdf', { id })
    : api.call('webOrderDoc/downloadExcel', { id });
}

export const newRequestId = () => crypto.randomUUID?.() ?? `${Date.now()}-${Math.random()}`;

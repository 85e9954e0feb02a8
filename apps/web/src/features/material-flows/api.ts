import type { BodyOf } from '@stone/shared';
import { featureKeys, useApiMutation, useApiQuery } from '../../components/crud/api-query.ts';
import { api } from '../../lib/api.ts';

/**
 * Every call of the stone-operation screens (docs/adr/0008). Every write refreshes the whole
 * feature: a pick changes the picking list, the candidates and the machine tables' next slab.
 * Scans and returns are quiet: their screens show the answer beside the field.
 */
export const flowKeys = featureKeys('materialFlows');
const ALL = [flowKeys.all];
const keepPrevious = { placeholderData: <T>(previous: T | undefined) => previous };

export const usePickProjects = () =>
  useApiQuery(flowKeys, 'webPicking/getPickProjects', { pageNum: 1, pageSize: 100 });
export const usePickingList = (projectId: string) =>
  useApiQuery(flowKeys, 'webPicking/getPickingList', { projectId }, { enabled: projectId !== '' });
export const useCandidates = (layoutId: string) =>
  useApiQuery(flowKeys, 'webPicking/getCandidates', { layoutId }, { enabled: layoutId !== '' });
export const usePickSlab = () => useApiMutation('webPicking/pickSlab', ALL, { quiet: true });

/** The slabs, warehouses (and workshops) a return or transfer chooses from, under its own route. */
export const useReturnChoices = () => useApiQuery(flowKeys, 'webReturn/getReturnChoices', {});
export const useTransferChoices = () => useApiQuery(flowKeys, 'webTransfer/getTransferChoices', {});
export type SlabFlow = 'return' | 'transfer';
const CHOICES = {
  return: 'webReturn/getReturnChoices',
  transfer: 'webTransfer/getTransferChoices',
} as const;
/** A scanned barcode among the slabs the flow may move (quiet: the field shows the answer). */
export const findSlab = async (flow: SlabFlow, barcode: string) =>
  (await api.call(CHOICES[flow], { barcode }, { quiet: true })).slabs[0];
export const useReturnSlabs = () => useApiMutation('webReturn/returnSlabs', ALL, { quiet: true });
export const useWarehouseMachines = () =>
  useApiQuery(flowKeys, 'webReturn/getWarehouseMachines', {});
export const useSetWarehouseMachine = () => useApiMutation('webReturn/setWarehouseMachine', ALL);
export const useTransferSlabs = () => useApiMutation('webTransfer/transferSlabs', ALL);

export const useReturnHistory = (body: BodyOf<'webReturn/getReturnHistory'>) =>
  useApiQuery(flowKeys, 'webReturn/getReturnHistory', body, keepPrevious);
export const useTransferHistory = (body: BodyOf<'webTransfer/getTransferHistory'>) =>
  useApiQuery(flowKeys, 'webTransfer/getTransferHistory', body, keepPrevious);
export const useCutHistory = (body: BodyOf<'webDevicePicking/getCutHistory'>) =>
  useApiQuery(flowKeys, 'webDevicePicking/getCutHistory', body, keepPrevious);

export const useMaterialDetails = (projectId: string) =>
  useApiQuery(
    flowKeys,
    'webMaterialDetails/getMaterialDetails',
    { projectId },
    { enabled: projectId !== '' },
  );
export const useMaterialMovements = (body: BodyOf<'webMaterialDetails/getMovements'>) =>
  useApiQuery(flowKeys, 'webMaterialDetails/getMovements', body, {
    ...keepPrevious,
    enabled: body.projectId !== '',
  });

export const useDevices = () => useApiQuery(flowKeys, 'webDevicePicking/getDevices', {});
export const useTables = (deviceId: string) =>
  useApiQuery(flowKeys, 'webDevicePicking/getTables', { deviceId }, { enabled: deviceId !== '' });
export const useNextSlab = (deviceId: string, table: 'A' | 'B') =>
  useApiQuery(flowKeys, 'webDevicePicking/getNext', { deviceId, table }, { enabled: !!deviceId });
export const useTakeSlab = () => useApiMutation('webDevicePicking/takeSlab', ALL, { quiet: true });
export const useConfirmCut = () => useApiMutation('webDevicePicking/confirmCut', ALL);

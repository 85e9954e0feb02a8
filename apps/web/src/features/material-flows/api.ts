import type { BigSlabStatus, BodyOf } from '@stone/shared';
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

export const useProjects = () =>
  useApiQuery(flowKeys, 'webProduce/getProduceSolutionList', { pageNum: 1, pageSize: 100 });
export const usePickingList = (solutionId: string) =>
  useApiQuery(
    flowKeys,
    'webPicking/getPickingList',
    { solutionId },
    { enabled: solutionId !== '' },
  );
export const useCandidates = (layoutId: string) =>
  useApiQuery(flowKeys, 'webPicking/getCandidates', { layoutId }, { enabled: layoutId !== '' });
export const usePickSlab = () => useApiMutation('webPicking/pickSlab', ALL, { quiet: true });

export const useSlabChoices = (body: BodyOf<'webBigSlab/getBigSlabList'>) =>
  useApiQuery(flowKeys, 'webBigSlab/getBigSlabList', body, keepPrevious);
/** A scanned barcode among the slabs of the given states (quiet: the field shows the answer). */
export const findSlab = async (barcode: string, statuses: BigSlabStatus[]) =>
  (
    await api.call(
      'webBigSlab/getBigSlabList',
      { barcode, statuses, pageNum: 1, pageSize: 1 },
      { quiet: true },
    )
  ).list[0];
export const useSlabOptions = () => useApiQuery(flowKeys, 'webBigSlab/getBigSlabOptions', {});
export const useWorkshops = () =>
  useApiQuery(flowKeys, 'webWorkshop/getWorkshopList', { pageNum: 1, pageSize: 100 });
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

export const useDevices = () =>
  useApiQuery(flowKeys, 'webDevice/getDeviceList', { pageNum: 1, pageSize: 100 });
export const useTables = (deviceId: string) =>
  useApiQuery(flowKeys, 'webDevicePicking/getTables', { deviceId }, { enabled: deviceId !== '' });
export const useNextSlab = (deviceId: string, table: 'A' | 'B') =>
  useApiQuery(flowKeys, 'webDevicePicking/getNext', { deviceId, table }, { enabled: !!deviceId });
export const useTakeSlab = () => useApiMutation('webDevicePicking/takeSlab', ALL, { quiet: true });
export const useConfirmCut = () => useApiMutation('webDevicePicking/confirmCut', ALL);

import type { BodyOf } from '@stone/shared';
import { featureKeys, useApiMutation, useApiQuery } from '../../components/crud/api-query.ts';

/**
 * Every call of the inventory screens in one place (docs/adr/0008): the key factory, the reads,
 * and the writes, each write refreshing everything the feature shows (a new rack changes the
 * slab form's choices, a deleted slab the warehouse's count).
 */
export const materialKeys = featureKeys('materials');
const ALL = [materialKeys.all];
const keepPrevious = { placeholderData: <T>(previous: T | undefined) => previous };

export const useSlabList = (body: BodyOf<'webBigSlab/getBigSlabList'>) =>
  useApiQuery(materialKeys, 'webBigSlab/getBigSlabList', body, keepPrevious);
export const useSlabDetail = (id: string) =>
  useApiQuery(materialKeys, 'webBigSlab/getBigSlabDetail', { id }, { enabled: id !== '' });
export const useSlabOptions = () => useApiQuery(materialKeys, 'webBigSlab/getBigSlabOptions', {});
/** A saw's confirmed cuts on /deviceDetails (issue 17). */
export const useDeviceCuts = (body: BodyOf<'webSolutionSlabCut/getDeviceCuts'>) =>
  useApiQuery(materialKeys, 'webSolutionSlabCut/getDeviceCuts', body, keepPrevious);
export const useCreateSlab = () => useApiMutation('webBigSlab/createBigSlab', ALL);
export const useUpdateSlab = () => useApiMutation('webBigSlab/updateBigSlab', ALL);
export const useDeleteSlab = () => useApiMutation('webBigSlab/deleteBigSlab', ALL);
/** Quiet: the import screen shows the keep/overwrite question and the row errors itself. */
export const useImportSlabs = () =>
  useApiMutation('webBigSlab/importBigSlabs', ALL, { quiet: true });
export const useImportTemplate = () => useApiMutation('webBigSlab/getImportTemplate', []);
export const useExportSlabs = () => useApiMutation('webBigSlab/exportBigSlabs', []);

// Warehouses, workshops, process categories and devices are CrudPage screens (their calls are
// the kit's); these reads feed other screens' choices.
export const useWarehouseList = (body: BodyOf<'webWarehouse/getWarehouseList'>) =>
  useApiQuery(materialKeys, 'webWarehouse/getWarehouseList', body, keepPrevious);

export const useRackList = (body: BodyOf<'webRack/getRackList'>) =>
  useApiQuery(materialKeys, 'webRack/getRackList', body, keepPrevious);
export const useCreateRacks = () => useApiMutation('webRack/createRacks', ALL);
export const useUpdateRack = () => useApiMutation('webRack/updateRack', ALL);
export const useDeleteRack = () => useApiMutation('webRack/deleteRack', ALL);

export const useDeviceList = (body: BodyOf<'webDevice/getDeviceList'>) =>
  useApiQuery(materialKeys, 'webDevice/getDeviceList', body, keepPrevious);

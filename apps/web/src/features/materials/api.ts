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
export const useCreateSlab = () => useApiMutation('webBigSlab/createBigSlab', ALL);
export const useUpdateSlab = () => useApiMutation('webBigSlab/updateBigSlab', ALL);
export const useDeleteSlab = () => useApiMutation('webBigSlab/deleteBigSlab', ALL);
/** Quiet: the import screen shows the keep/overwrite question and the row errors itself. */
export const useImportSlabs = () =>
  useApiMutation('webBigSlab/importBigSlabs', ALL, { quiet: true });
export const useImportTemplate = () => useApiMutation('webBigSlab/getImportTemplate', []);
export const useExportSlabs = () => useApiMutation('webBigSlab/exportBigSlabs', []);

export const useWarehouseList = (body: BodyOf<'webWarehouse/getWarehouseList'>) =>
  useApiQuery(materialKeys, 'webWarehouse/getWarehouseList', body, keepPrevious);
export const useCreateWarehouse = () => useApiMutation('webWarehouse/createWarehouse', ALL);
export const useUpdateWarehouse = () => useApiMutation('webWarehouse/updateWarehouse', ALL);
export const useDeleteWarehouse = () => useApiMutation('webWarehouse/deleteWarehouse', ALL);

export const useRackList = (body: BodyOf<'webRack/getRackList'>) =>
  useApiQuery(materialKeys, 'webRack/getRackList', body, keepPrevious);
export const useCreateRacks = () => useApiMutation('webRack/createRacks', ALL);
export const useUpdateRack = () => useApiMutation('webRack/updateRack', ALL);
export const useDeleteRack = () => useApiMutation('webRack/deleteRack', ALL);

export const useWorkshopList = (body: BodyOf<'webWorkshop/getWorkshopList'>) =>
  useApiQuery(materialKeys, 'webWorkshop/getWorkshopList', body, keepPrevious);
export const useCreateWorkshop = () => useApiMutation('webWorkshop/createWorkshop', ALL);
export const useUpdateWorkshop = () => useApiMutation('webWorkshop/updateWorkshop', ALL);
export const useDeleteWorkshop = () => useApiMutation('webWorkshop/deleteWorkshop', ALL);

export const useCategoryList = (body: BodyOf<'webProcessCategory/getProcessCategoryList'>) =>
  useApiQuery(materialKeys, 'webProcessCategory/getProcessCategoryList', body, keepPrevious);
export const useCreateCategory = () =>
  useApiMutation('webProcessCategory/createProcessCategory', ALL);
export const useUpdateCategory = () =>
  useApiMutation('webProcessCategory/updateProcessCategory', ALL);
export const useDeleteCategory = () =>
  useApiMutation('webProcessCategory/deleteProcessCategory', ALL);

export const useDeviceList = (body: BodyOf<'webDevice/getDeviceList'>) =>
  useApiQuery(materialKeys, 'webDevice/getDeviceList', body, keepPrevious);
export const useCreateDevice = () => useApiMutation('webDevice/createDevice', ALL);
export const useUpdateDevice = () => useApiMutation('webDevice/updateDevice', ALL);
export const useDeleteDevice = () => useApiMutation('webDevice/deleteDevice', ALL);

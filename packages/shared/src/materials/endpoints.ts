import { emptyBody, nullData } from '../common.ts';
import { crudEndpointsOf } from '../crud.ts';
import { endpoint, routeAccess, type EndpointDef } from '../endpoint-def.ts';
import * as basics from './basics.ts';
import { createdData, deleteBody, idBody } from './common.ts';
import { MATERIAL_SIMPLE_ENTITIES } from './simple-entities.ts';
import * as racks from './racks.ts';
import * as slabs from './slabs.ts';

/** Warehouses, racks and workshops are kept on the basic-management screen (product-spec §2). */
const basic = routeAccess('basicManagement');
/** The large-slab inventory belongs to the stone-operations area (picking, return, transfer). */
const stock = routeAccess('aboutMaterial');
const device = routeAccess('deviceManagement');

/** Inventory (issue 13): warehouses, racks, workshops, process categories, large slabs, devices. */
export const MATERIAL_ENDPOINTS = {
  'webWarehouse/getWarehouseList': endpoint(
    basics.warehouseListBody,
    basics.warehouseListData,
    basic(),
  ),
  'webWarehouse/createWarehouse': endpoint(basics.createWarehouseBody, createdData, basic('add')),
  'webWarehouse/updateWarehouse': endpoint(basics.updateWarehouseBody, nullData, basic('edit')),
  'webWarehouse/deleteWarehouse': endpoint(deleteBody, nullData, basic('delete')),
  'webRack/getRackList': endpoint(racks.rackListBody, racks.rackListData, basic()),
  'webRack/createRacks': endpoint(racks.createRacksBody, racks.createRacksData, basic('add')),
  'webRack/updateRack': endpoint(racks.updateRackBody, nullData, basic('edit')),
  'webRack/deleteRack': endpoint(deleteBody, nullData, basic('delete')),
  'webWorkshop/getWorkshopList': endpoint(
    basics.workshopListBody,
    basics.workshopListData,
    basic(),
  ),
  'webWorkshop/createWorkshop': endpoint(basics.createWorkshopBody, createdData, basic('add')),
  'webWorkshop/updateWorkshop': endpoint(basics.updateWorkshopBody, nullData, basic('edit')),
  'webWorkshop/deleteWorkshop': endpoint(deleteBody, nullData, basic('delete')),
  ...crudEndpointsOf(MATERIAL_SIMPLE_ENTITIES),
  'webBigSlab/getBigSlabList': endpoint(slabs.bigSlabListBody, slabs.bigSlabListData, stock()),
  'webBigSlab/getBigSlabDetail': endpoint(idBody, slabs.bigSlabDetailData, stock()),
  'webBigSlab/getBigSlabOptions': endpoint(emptyBody, slabs.bigSlabOptionsData, stock()),
  'webBigSlab/createBigSlab': endpoint(slabs.createBigSlabBody, createdData, stock('add')),
  'webBigSlab/updateBigSlab': endpoint(slabs.updateBigSlabBody, nullData, stock('edit')),
  'webBigSlab/deleteBigSlab': endpoint(deleteBody, nullData, stock('delete')),
  // Adding stock from a sheet is adding; overwriting rows asks the caller first (code 1).
  'webBigSlab/importBigSlabs': endpoint(
    slabs.importBigSlabsBody,
    slabs.importBigSlabsData,
    stock('add'),
  ),
  'webBigSlab/getImportTemplate': endpoint(emptyBody, slabs.sheetData, stock()),
  'webBigSlab/exportBigSlabs': endpoint(slabs.exportBigSlabsBody, slabs.sheetData, stock('export')),
  'webDevice/getDeviceList': endpoint(basics.deviceListBody, basics.deviceListData, device()),
  'webDevice/createDevice': endpoint(basics.createDeviceBody, createdData, device('add')),
  'webDevice/updateDevice': endpoint(basics.updateDeviceBody, nullData, device('edit')),
  'webDevice/deleteDevice': endpoint(deleteBody, nullData, device('delete')),
} as const satisfies Record<string, EndpointDef>;

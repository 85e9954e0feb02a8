import { emptyBody, nullData } from '../common.ts';
import { crudEndpointsOf } from '../crud.ts';
import { access, endpoint, routeAccess, type EndpointDef } from '../endpoint-def.ts';
import { stoneChoicesData } from './stones.ts';
import { createdData, deleteBody, idBody } from './common.ts';
import { MATERIAL_SIMPLE_ENTITIES } from './simple-entities.ts';
import * as racks from './racks.ts';
import * as slabs from './slabs.ts';

/** Racks are kept on the basic-management screen with warehouses and workshops (product-spec §2). */
const basic = routeAccess('basicManagement');
/** The large-slab inventory belongs to the stone-operations area (picking, return, transfer). */
const stock = routeAccess('aboutMaterial');

/**
 * Inventory (issue 13): the simple entities (warehouses, workshops, process categories, devices)
 * from their declarations, then racks and large slabs.
 */
export const MATERIAL_ENDPOINTS = {
  ...crudEndpointsOf(MATERIAL_SIMPLE_ENTITIES),
  // The catalogue as a project's settings choose from it: on the project's own screen, so a
  // role that edits projects but not basic management still picks a material (issue 23).
  'webStoneMaterial/getStoneMaterialChoices': endpoint(
    emptyBody,
    stoneChoicesData,
    access('solutionDetails'),
  ),
  'webRack/getRackList': endpoint(racks.rackListBody, racks.rackListData, basic()),
  'webRack/createRacks': endpoint(racks.createRacksBody, racks.createRacksData, basic('add')),
  'webRack/updateRack': endpoint(racks.updateRackBody, nullData, basic('edit')),
  'webRack/deleteRack': endpoint(deleteBody, nullData, basic('delete')),
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
} as const satisfies Record<string, EndpointDef>;

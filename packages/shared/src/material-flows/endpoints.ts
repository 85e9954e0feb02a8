import { emptyBody, nullData } from '../common.ts';
import { endpoint, routeAccess, type EndpointDef } from '../endpoint-def.ts';
import * as choice from './choices.ts';
import * as flow from './schemas.ts';
import * as details from './details.ts';

const picking = routeAccess('picking');
const giveBack = routeAccess('return');
const transfer = routeAccess('transfer');
const device = routeAccess('devicePicking');
const materialDetails = routeAccess('materialDetails');

/** Material flows (issue 13): picking, return, transfer, machine-table pickup and remnants. */
export const FLOW_ENDPOINTS = {
  'webPicking/getPickingList': endpoint(flow.pickingListBody, flow.pickingListData, picking()),
  'webPicking/getCandidates': endpoint(flow.pickCandidatesBody, flow.pickCandidatesData, picking()),
  'webPicking/pickSlab': endpoint(flow.pickSlabBody, flow.pickSlabData, picking('pick')),
  'webPicking/getPickProjects': endpoint(
    choice.pickProjectsBody,
    choice.pickProjectsData,
    picking(),
  ),
  'webPicking/getPickHistory': endpoint(flow.movementListBody, flow.movementListData, picking()),
  'webReturn/returnSlabs': endpoint(flow.returnSlabsBody, flow.returnSlabsData, giveBack('return')),
  'webReturn/getReturnChoices': endpoint(
    choice.flowSlabsBody,
    choice.returnChoicesData,
    giveBack(),
  ),
  'webReturn/getReturnHistory': endpoint(flow.movementListBody, flow.movementListData, giveBack()),
  'webReturn/getWarehouseMachines': endpoint(emptyBody, flow.warehouseMachinesData, giveBack()),
  'webReturn/setWarehouseMachine': endpoint(
    flow.setWarehouseMachineBody,
    nullData,
    giveBack('edit'),
  ),
  'webTransfer/transferSlabs': endpoint(
    flow.transferSlabsBody,
    flow.transferSlabsData,
    transfer('transfer'),
  ),
  'webTransfer/getTransferChoices': endpoint(
    choice.flowSlabsBody,
    choice.transferChoicesData,
    transfer(),
  ),
  'webTransfer/getTransferHistory': endpoint(
    flow.movementListBody,
    flow.movementListData,
    transfer(),
  ),
  'webDevicePicking/getDevices': endpoint(emptyBody, choice.flowDevicesData, device()),
  'webDevicePicking/getTables': endpoint(flow.deviceIdBody, flow.deviceTablesData, device()),
  'webDevicePicking/getNext': endpoint(flow.deviceTableBody, flow.nextSlabData, device()),
  'webDevicePicking/takeSlab': endpoint(flow.takeSlabBody, flow.deviceSlab, device('take')),
  'webDevicePicking/confirmCut': endpoint(flow.confirmCutBody, flow.confirmCutData, device('cut')),
  'webDevicePicking/getCutHistory': endpoint(
    flow.movementListBody,
    flow.movementListData,
    device(),
  ),
  'webMaterialDetails/getMaterialDetails': endpoint(
    details.materialDetailsBody,
    details.materialDetailsData,
    materialDetails(),
  ),
  'webMaterialDetails/getMovements': endpoint(
    details.materialMovementsBody,
    flow.movementListData,
    materialDetails(),
  ),
} as const satisfies Record<string, EndpointDef>;

import { emptyBody } from '../common.ts';
import { endpoint, access, routeAccess, type EndpointDef } from '../endpoint-def.ts';
import * as b from './boards.ts';

const board = routeAccess('mesBoard');

/**
 * Digital boards (issue 20): one read per board of /mesBoard, and the digital factory overview
 * under each of its two routes (a role may hold either).
 */
export const BOARD_ENDPOINTS = {
  'webMesBoard/getMasterControl': endpoint(emptyBody, b.masterControlData, board()),
  'webMesBoard/getPacking': endpoint(emptyBody, b.packingBoardData, board()),
  'webMesBoard/getSecondary': endpoint(emptyBody, b.secondaryBoardData, board()),
  'webMesBoard/getMaterialOpening': endpoint(emptyBody, b.materialOpeningData, board()),
  'webMesBoard/getTotalOpening': endpoint(emptyBody, b.totalOpeningData, board()),
  'webMesBoard/getKitCompletion': endpoint(emptyBody, b.kitCompletionData, board()),
  'webMesBoard/getMonthlyIndicators': endpoint(emptyBody, b.monthlyIndicatorsData, board()),
  'webDigitalFactory/getOverview': endpoint(
    emptyBody,
    b.digitalFactoryData,
    access('digitalFactory'),
  ),
  'webProduceData/getDigitalFactory': endpoint(
    emptyBody,
    b.digitalFactoryData,
    access('mesDigitalFactory'),
  ),
} as const satisfies Record<string, EndpointDef>;

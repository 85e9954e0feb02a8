import { nullData } from '../common.ts';
import { endpoint, access, routeAccess, type EndpointDef } from '../endpoint-def.ts';
import * as p from './packing.ts';

const pack = routeAccess('mesPack');
const box = () => access('packedBoxDetails');

/** Kit check and packing (issue 18): /mesPack and /packedBoxDetails. */
export const PACKING_ENDPOINTS = {
  'webMesPack/getPackProjects': endpoint(p.packProjectsBody, p.packProjectsData, pack()),
  'webMesPack/getKitGroups': endpoint(p.projectBody, p.kitGroupsData, pack()),
  'webMesPack/getGroupPieces': endpoint(p.groupBody, p.groupPiecesData, pack()),
  'webMesPack/kitCheck': endpoint(p.kitCheckBody, p.kitCheckData, pack('check')),
  'webMesPack/checkGroup': endpoint(p.groupBody, p.checkGroupData, pack('check')),
  'webMesPack/createBoxes': endpoint(p.createBoxesBody, p.createBoxesData, pack('boxes')),
  'webMesPack/getBoxList': endpoint(p.boxListBody, p.boxListData, pack()),
  'webMesPack/packPieces': endpoint(p.packPiecesBody, p.packPiecesData, pack('pack')),
  'webMesPack/sealBox': endpoint(p.boxIdBody, p.boxItem, pack('pack')),
  'webMesPack/unpackPiece': endpoint(p.unpackBody, nullData, pack('unpack')),
  'webPackedBox/getBoxDetail': endpoint(p.boxIdBody, p.boxDetailData, box()),
  'webPackedBox/getPackingList': endpoint(p.printListBody, p.printListData, box()),
} as const satisfies Record<string, EndpointDef>;

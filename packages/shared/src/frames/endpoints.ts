import { emptyBody, nullData } from '../common.ts';
import { endpoint, routeAccess, type EndpointDef } from '../endpoint-def.ts';
import * as f from './frames.ts';

const frames = routeAccess('frameManagement');
const details = routeAccess('ironFrameDetails');

/**
 * Iron frames (issue 18): `edit` manages frames (batch create, edit, delete, labels, stages,
 * return); `scan` binds and moves them (the shop floor's permission); `unbind` takes a piece
 * back off its frame (a lead's).
 */
export const FRAME_ENDPOINTS = {
  'webIronFrame/getFrameList': endpoint(f.frameListBody, f.frameListData, frames()),
  'webIronFrame/getFrameChoices': endpoint(emptyBody, f.frameChoicesData, frames()),
  'webIronFrame/createFrames': endpoint(f.createFramesBody, f.createFramesData, frames('edit')),
  'webIronFrame/updateFrame': endpoint(f.updateFrameBody, nullData, frames('edit')),
  'webIronFrame/deleteFrame': endpoint(f.frameAtVersionBody, nullData, frames('edit')),
  'webIronFrame/getFrameLabels': endpoint(f.frameLabelsBody, f.frameLabelsData, frames()),
  'webIronFrame/setFrameStage': endpoint(f.setFrameStageBody, nullData, frames('edit')),
  'webIronFrame/returnFrame': endpoint(f.frameAtVersionBody, nullData, frames('edit')),
  'webIronFrame/restoreFrame': endpoint(f.frameAtVersionBody, nullData, frames('edit')),
  'webIronFrame/bindPieces': endpoint(f.bindPiecesBody, f.bindPiecesData, frames('scan')),
  'webIronFrame/moveFrame': endpoint(f.moveFrameBody, f.moveFrameData, frames('scan')),
  'webIronFrame/unbindPiece': endpoint(f.unbindPieceBody, nullData, frames('unbind')),
  'webIronFrame/getFrameDetail': endpoint(f.frameDetailBody, f.frameDetailData, details()),
} as const satisfies Record<string, EndpointDef>;

import { access, endpoint, type EndpointDef } from '../endpoint-def.ts';
import * as m from './material-tab.ts';
import * as s from './secondary.ts';

const details = access('solutionDetails');

/**
 * Secondary processing on the project detail and /processDetail (issue 18). Reads need the
 * screen; flagging a piece abnormal or clearing it is the detail route's `abnormal` action.
 */
export const SECONDARY_ENDPOINTS = {
  'webSecondProcess/getSolutionSecondProgress': endpoint(
    s.secondProgressBody,
    s.secondProgressData,
    details,
  ),
  'webSecondProcess/getSecondProgressPieces': endpoint(
    s.secondPiecesBody,
    s.secondPiecesData,
    details,
  ),
  'webSecondProcess/getAbnormalPieces': endpoint(
    s.abnormalPiecesBody,
    s.abnormalPiecesData,
    details,
  ),
  'webSecondProcess/getProcessAbnormalPieces': endpoint(
    s.processAbnormalBody,
    s.abnormalPiecesData,
    access('processDetail'),
  ),
  'webSecondProcess/markPieceAbnormal': endpoint(
    s.markAbnormalBody,
    s.abnormalChangeData,
    access('solutionDetails', 'abnormal'),
  ),
  'webSecondProcess/clearPieceAbnormal': endpoint(
    s.clearAbnormalBody,
    s.abnormalChangeData,
    access('solutionDetails', 'abnormal'),
  ),
  'webSecondProcess/getProcessSecondProgress': endpoint(
    s.processProgressBody,
    s.processProgressData,
    access('processDetail'),
  ),
  // The material and picking tabs of the project detail (issue 18), read like the other tabs.
  'webSolutionTabs/getSolutionMaterial': endpoint(
    m.solutionMaterialBody,
    m.solutionMaterialData,
    details,
  ),
  'webSolutionTabs/getSolutionPicks': endpoint(m.solutionPicksBody, m.solutionPicksData, details),
} as const satisfies Record<string, EndpointDef>;

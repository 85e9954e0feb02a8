import { emptyBody } from '../common.ts';
import { access, endpoint, routeAccess, type EndpointDef } from '../endpoint-def.ts';
import * as create from './create.ts';
import * as detail from './detail.ts';
import * as list from './list.ts';
import * as pieceProcess from './piece-process.ts';
import * as pieceRotation from './piece-rotation.ts';
import * as progress from './progress.ts';
import * as preview from './preview.ts';
import { SECONDARY_ENDPOINTS } from './secondary-endpoints.ts';

const project = routeAccess('produceProject');
const details = access('solutionDetails');

/** Projects (issue 12). Planning calls live in plan-endpoints.ts. */
export const PROJECT_ENDPOINTS = {
  ...SECONDARY_ENDPOINTS,
  'webProduce/getProduceSolutionList': endpoint(
    list.projectListBody,
    list.projectListData,
    project(),
  ),
  // Home figures: every member sees the enterprise's totals on the home screen (route index).
  'webProduce/getRecentSolutionSummary': endpoint(
    emptyBody,
    list.recentSummaryData,
    access('index'),
  ),
  'webProduce/createSolution': endpoint(
    create.createProjectBody,
    create.createProjectData,
    project('add'),
  ),
  // The drawing as the create would read it, before the project exists (issue 23).
  'webProduce/previewSolutionDrawing': endpoint(
    preview.previewDrawingBody,
    preview.previewDrawingData,
    project('add'),
  ),
  'webProduce/getSolutionDetail': endpoint(detail.projectIdBody, detail.projectDetailData, details),
  'webProduce/getSolutionSlabs': endpoint(
    detail.projectSlabsBody,
    detail.projectSlabsData,
    details,
  ),
  // The detail tabs (issue 23): what the packing list, material, picking and processing hold.
  'webProduce/getSolutionPackingList': endpoint(
    progress.packingListBody,
    progress.packingListPageData,
    details,
  ),
  'webProduce/getSolutionPlanSlabs': endpoint(
    progress.planSlabsBody,
    progress.planSlabsData,
    details,
  ),
  'webProduce/getSolutionMovements': endpoint(
    progress.projectMovementsBody,
    progress.projectMovementsData,
    details,
  ),
  'webProduce/getSolutionProgress': endpoint(
    detail.projectIdBody,
    progress.projectProgressData,
    details,
  ),
  'webProduce/updateSolution': endpoint(
    create.updateProjectBody,
    detail.stateChangeData,
    project('edit'),
  ),
  'webProduce/updateSolutionSettings': endpoint(
    create.updateProjectSettingsBody,
    detail.stateChangeData,
    project('edit'),
  ),
  // Process codes on pieces (issue 17): by piece, plane or code prefix.
  'webProduce/setSolutionPieceProcessCode': endpoint(
    pieceProcess.setPieceProcessCodeBody,
    pieceProcess.setPieceProcessCodeData,
    project('edit'),
  ),
  'webProduce/pasteSolutionPieceProcessCodes': endpoint(
    pieceProcess.pastePieceProcessCodesBody,
    pieceProcess.pastePieceProcessCodesData,
    project('edit'),
  ),
  // Vein direction (issue 24): pieces the planner never turns.
  'webProduce/setSolutionPieceRotationLock': endpoint(
    pieceRotation.setPieceRotationLockBody,
    pieceRotation.setPieceRotationLockData,
    project('edit'),
  ),
  'webProduce/generatePackingList': endpoint(
    detail.projectStateBody,
    detail.packingListData,
    project('edit'),
  ),
  'webProduce/approveSolution': endpoint(
    detail.projectStateBody,
    detail.stateChangeData,
    project('approve'),
  ),
  'webProduce/archiveSolution': endpoint(
    detail.projectStateBody,
    detail.stateChangeData,
    project('archive'),
  ),
  'webProduce/restoreSolution': endpoint(
    detail.projectStateBody,
    detail.stateChangeData,
    project('archive'),
  ),
  'webProduce/terminateSolution': endpoint(
    detail.projectStateBody,
    detail.stateChangeData,
    project('terminate'),
  ),
} as const satisfies Record<string, EndpointDef>;

import { emptyBody } from '../common.ts';
import { access, endpoint, routeAccess, type EndpointDef } from '../endpoint-def.ts';
import { sheetData } from '../materials/slabs.ts';
import * as cut from './schemas.ts';

const data = routeAccess('cuttingData');
// Home figures: every member sees the enterprise's cutting on the home screen (route index).
const home = access('index');

/** Cutting records (issue 17): /produceData/cuttingData, a saw's history and the home figures. */
export const CUTTING_ENDPOINTS = {
  'webSolutionSlabCut/getCuttingDataList': endpoint(
    cut.cuttingListBody,
    cut.cuttingListData,
    data(),
  ),
  'webSolutionSlabCut/getCuttingDataTotals': endpoint(
    cut.cuttingFilterBody,
    cut.cuttingTotalsData,
    data(),
  ),
  'webSolutionSlabCut/getCuttingDataChoices': endpoint(emptyBody, cut.cuttingChoicesData, data()),
  'webSolutionSlabCut/exportCuttingData': endpoint(
    cut.cuttingFilterBody,
    sheetData,
    data('export'),
  ),
  // Opened from the device list, so it needs what the device details page needs.
  'webSolutionSlabCut/getDeviceCuts': endpoint(
    cut.deviceCutsBody,
    cut.cuttingListData,
    access('deviceManagement'),
  ),
  'webSolutionSlabCut/getWebMonthSlabCut': endpoint(emptyBody, cut.monthSlabCutData, home),
  'webSolutionSlabCut/getYesterdaySlabCut': endpoint(emptyBody, cut.slabCutDayData, home),
  'webSolutionSlabCut/getToDaySlabCut': endpoint(emptyBody, cut.slabCutDayData, home),
} as const satisfies Record<string, EndpointDef>;

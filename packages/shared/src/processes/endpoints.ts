import { emptyBody, nullData } from '../common.ts';
import { crudEndpointsOf } from '../crud.ts';
import { access, endpoint, type EndpointDef } from '../endpoint-def.ts';
import {
  findByQrBody,
  idOnlyBody,
  processChoicesData,
  processDetailData,
  processFormOptionsData,
} from './choices.ts';
import { CRAFT_DESIGNS, PROCESS_CONTENTS } from './contents.ts';
import {
  processFlowListBody,
  processFlowListData,
  saveProcessFlowBody,
  PROCESS_CODES,
} from './process-codes.ts';
import { PROCESSES } from './processes.ts';
import * as defaults from './defaults.ts';
import { processChoice } from './choices.ts';

/** The area's simple entities: their endpoints, server routes and matrix entries derive from these. */
export const PROCESS_SIMPLE_ENTITIES = [
  PROCESSES,
  PROCESS_CODES,
  PROCESS_CONTENTS,
  CRAFT_DESIGNS,
] as const;

/** The process catalogue (issue 17). */
export const PROCESS_ENDPOINTS = {
  ...crudEndpointsOf(PROCESS_SIMPLE_ENTITIES),
  'webProcess/getProcessFormOptions': endpoint(
    emptyBody,
    processFormOptionsData,
    access('codeManagement'),
  ),
  'webProcess/getProcessDetail': endpoint(idOnlyBody, processDetailData, access('processDetail')),
  // Work reports scan a process's label; the detail screen resolves it the same way.
  'webProcess/findProcessByQrCode': endpoint(findByQrBody, processChoice, access('processDetail')),
  // The catalogue as the project's settings and pieces choose from it: on the project's own
  // screen, so a role that edits projects but not the catalogue still picks (like materials).
  'webProcess/getProcessChoices': endpoint(
    emptyBody,
    processChoicesData,
    access('solutionDetails'),
  ),
  'webProcessCraft/getProcessFlowList': endpoint(
    processFlowListBody,
    processFlowListData,
    access('mesProcessCraft'),
  ),
  'webProcessCraft/getProcessFlowChoices': endpoint(
    emptyBody,
    processChoicesData,
    access('mesProcessCraft'),
  ),
  'webProcessCraft/saveProcessFlow': endpoint(
    saveProcessFlowBody,
    nullData,
    access('mesProcessCraft', 'edit'),
  ),
  // Defaults for later work reports and piece flow, one row per enterprise.
  'webReportWork/getReportWorkSettings': endpoint(
    emptyBody,
    defaults.reportWorkData,
    access('setReportWork'),
  ),
  'webReportWork/saveReportWorkSettings': endpoint(
    defaults.saveReportWorkBody,
    defaults.reportWorkData,
    access('setReportWork', 'edit'),
  ),
  'webForklift/getForkliftSettings': endpoint(
    emptyBody,
    defaults.forkliftData,
    access('setForklift'),
  ),
  'webForklift/saveForkliftSettings': endpoint(
    defaults.saveForkliftBody,
    defaults.forkliftData,
    access('setForklift', 'edit'),
  ),
} as const satisfies Record<string, EndpointDef>;

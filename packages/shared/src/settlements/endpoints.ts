import { nullData } from '../common.ts';
import { access, endpoint, routeAccess, type EndpointDef } from '../endpoint-def.ts';
import * as s from './settlements.ts';

const settle = routeAccess('solutionSettlement');
const detail = () => access('solutionSettlementDetail');
const show = () => access('showOrder');

/** Settlement documents and document management (issue 19). */
export const SETTLEMENT_ENDPOINTS = {
  'webSettlement/getOrderChoices': endpoint(s.orderChoicesBody, s.orderChoicesData, settle()),
  'webSettlement/previewSettlement': endpoint(
    s.previewSettlementBody,
    s.previewSettlementData,
    settle(),
  ),
  'webSettlement/createSettlement': endpoint(
    s.createSettlementBody,
    s.createSettlementData,
    settle('create'),
  ),
  'webSettlement/getSettlementList': endpoint(s.settlementListBody, s.settlementListData, settle()),
  'webSettlement/settle': endpoint(s.settlementIdBody, s.settlementItem, settle('settle')),
  'webSettlement/markArrived': endpoint(s.settlementIdBody, s.settlementItem, settle('arrive')),
  'webSettlement/markNotArrived': endpoint(s.settlementIdBody, s.settlementItem, settle('arrive')),
  'webSettlement/deleteSettlement': endpoint(s.settlementIdBody, nullData, settle('delete')),
  'webSettlement/getSettlementDetail': endpoint(
    s.settlementIdBody,
    s.settlementDetailData,
    detail(),
  ),
  'webSettlement/downloadPdf': endpoint(s.settlementIdBody, s.settlementPdfData, detail()),
  'webSettlement/downloadExcel': endpoint(s.settlementIdBody, s.settlementFileData, detail()),
  'webOrderDoc/getOemDocList': endpoint(s.docListBody, s.settlementListData, access('oemOrderDoc')),
  'webOrderDoc/getProdDocList': endpoint(
    s.docListBody,
    s.settlementListData,
    access('prodOrderDoc'),
  ),
  'webOrderDoc/getFoundryGroups': endpoint(
    s.orderChoicesBody,
    s.foundryData,
    access('prodOrderFoundry'),
  ),
  'webOrderDoc/getShowOrder': endpoint(s.settlementIdBody, s.settlementDetailData, show()),
  'webOrderDoc/downloadPdf': endpoint(s.settlementIdBody, s.settlementPdfData, show()),
  'webOrderDoc/downloadExcel': endpoint(s.settlementIdBody, s.settlementFileData, show()),
} as const satisfies Record<string, EndpointDef>;

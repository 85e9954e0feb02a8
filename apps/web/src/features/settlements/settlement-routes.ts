import { featureRoute } from '../../components/crud/route-perms.ts';

/** `create`, `settle`, `arrive`, `delete`: the settlement screen's actions (issue 19). */
export const SETTLEMENT_ROUTE = featureRoute('solutionSettlement', [
  'create',
  'settle',
  'arrive',
  'delete',
]);
export const SETTLEMENT_DETAIL_ROUTE = featureRoute('solutionSettlementDetail');
export const OEM_DOC_ROUTE = featureRoute('oemOrderDoc');
export const PROD_DOC_ROUTE = featureRoute('prodOrderDoc');
export const SHOW_ORDER_ROUTE = featureRoute('showOrder');

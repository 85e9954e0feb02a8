import { featureRoute } from '../../components/crud/route-perms.ts';

export const CODE_ROUTE = featureRoute('codeManagement', ['add', 'edit', 'delete']);
export const PROCESS_DETAIL_ROUTE = featureRoute('processDetail');
export const FLOW_ROUTE = featureRoute('mesProcessCraft', ['edit']);

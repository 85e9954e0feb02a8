import { featureRoute } from '../../components/crud/route-perms.ts';

export const CUTTING_ROUTE = featureRoute('cuttingData', ['export']);
/** Each record links to its slab and its saw. */
export const SLAB_ROUTE = featureRoute('slabDetails');
export const DEVICE_ROUTE = featureRoute('deviceDetails');

import { featureRoute } from '../../components/crud/route-perms.ts';

/** Slab actions are granted on the stone-operations area (the endpoints' access). */
export const STOCK_ROUTE = featureRoute('aboutMaterial', ['add', 'edit', 'delete', 'export']);
/**
 * The inventory list lives on /aboutMaterial/picking: /aboutMaterial redirects there, and
 * picking, return and transfer all start from the slabs in stock.
 */
export const SLAB_LIST_ROUTE = featureRoute('picking');
export const SLAB_DETAIL_ROUTE = featureRoute('slabDetails');
export const SPACE_DETAIL_ROUTE = featureRoute('spaceDetails');
export const BASIC_ROUTE = featureRoute('basicManagement', ['add', 'edit', 'delete']);
/** Its screen is a CrudPage, which gates add, edit and delete by the route itself. */
export const CATEGORY_ROUTE = featureRoute('processCategory');
export const DEVICE_ROUTE = featureRoute('deviceManagement');
export const DEVICE_DETAIL_ROUTE = featureRoute('deviceDetails');

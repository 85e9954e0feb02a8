import { featureRoute } from '../../components/crud/route-perms.ts';

export const PICKING_ROUTE = featureRoute('picking', ['pick']);
/** `edit`: the machine type a warehouse feeds (docs/adr/0011). */
export const RETURN_ROUTE = featureRoute('return', ['return', 'edit']);
export const TRANSFER_ROUTE = featureRoute('transfer', ['transfer']);
/** /materialDetails?id=…: a project's plan slabs, picks and movements. */
export const MATERIAL_DETAILS_ROUTE = featureRoute('materialDetails');
export const DEVICE_PICKING_ROUTE = featureRoute('devicePicking', ['take', 'cut']);

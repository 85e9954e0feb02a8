import { featureRoute } from '../../components/crud/route-perms.ts';

/** `check`: kit check; `boxes`: create boxes; `pack`: pack and seal; `unpack`: a lead's undo. */
export const MES_PACK_ROUTE = featureRoute('mesPack', ['check', 'boxes', 'pack', 'unpack']);

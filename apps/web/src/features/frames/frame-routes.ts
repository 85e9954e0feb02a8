import { featureRoute } from '../../components/crud/route-perms.ts';

/** `edit`: manage frames; `scan`: bind and move (the shop floor's); `unbind`: a lead's. */
export const FRAME_ROUTE = featureRoute('frameManagement', ['edit', 'scan', 'unbind']);
export const FRAME_DETAIL_ROUTE = featureRoute('ironFrameDetails');

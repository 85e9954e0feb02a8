import { featureRoute } from '../../components/crud/route-perms.ts';

/** `report`: the shop floor's scan panel; `undo`: a lead's undo and audit trail. */
export const REPORT_WORK_ROUTE = featureRoute('reportWork', ['report', 'undo']);

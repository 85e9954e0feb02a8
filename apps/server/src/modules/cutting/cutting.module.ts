import type { FastifyInstance } from 'fastify';
import type { ServerModule } from '../../context.ts';
import type { UniqueKey } from '../../lib/db-errors.ts';
import { defineEndpoint, ok } from '../../plugins/define-endpoint.ts';
import { getCuttingChoices } from './cutting-choices.service.ts';
import { exportCuttingData } from './cutting-sheet.ts';
import * as cutting from './cutting.service.ts';

/** Cutting records (issue 17): cutting data, a saw's cut history and the home figures. */
export function registerCuttingRoutes(app: FastifyInstance): void {
  const { db } = app.deps;
  defineEndpoint(app, 'webSolutionSlabCut/getCuttingDataList', async ({ body, actor }) =>
    ok(await cutting.getCuttingList(actor, db, body)),
  );
  defineEndpoint(app, 'webSolutionSlabCut/getCuttingDataTotals', async ({ body, actor }) =>
    ok(await cutting.getCuttingTotals(actor, db, body)),
  );
  defineEndpoint(app, 'webSolutionSlabCut/getCuttingDataChoices', async ({ actor }) =>
    ok(await getCuttingChoices(actor, db)),
  );
  defineEndpoint(app, 'webSolutionSlabCut/exportCuttingData', async ({ body, actor, lang }) =>
    ok(await exportCuttingData(actor, db, { ...body, lang })),
  );
  defineEndpoint(app, 'webSolutionSlabCut/getDeviceCuts', async ({ body, actor }) =>
    ok(await cutting.getDeviceCuts(actor, db, body)),
  );
  defineEndpoint(app, 'webSolutionSlabCut/getWebMonthSlabCut', async ({ actor }) =>
    ok(await cutting.monthFigures(actor, db)),
  );
  defineEndpoint(app, 'webSolutionSlabCut/getYesterdaySlabCut', async ({ actor }) =>
    ok(await cutting.dayFigures(actor, db, 1)),
  );
  defineEndpoint(app, 'webSolutionSlabCut/getToDaySlabCut', async ({ actor }) =>
    ok(await cutting.dayFigures(actor, db, 0)),
  );
}

/** A slab is cut once: two confirmations racing leave one record. */
export const CUTTING_UNIQUE_KEYS: readonly UniqueKey[] = [
  {
    name: 'cutting_records_slab_uq',
    columns: 'cutting_records.org_id, cutting_records.slab_id',
    key: 'cutting.recordTaken',
  },
];

export const CUTTING_MODULE: ServerModule = {
  register: registerCuttingRoutes,
  uniqueKeys: CUTTING_UNIQUE_KEYS,
};

import type { FastifyInstance } from 'fastify';
import { withIdempotency } from '../../lib/idempotency.ts';
import { defineEndpoint, ok, requireOrg } from '../../plugins/define-endpoint.ts';
import { createSolution, readPlanes } from './project-create.service.ts';
import { getSolutionDetail, getSolutionSlabs } from './project-detail.service.ts';
import { getRecentSummary, getSolutionList } from './project-list.service.ts';
import {
  approveSolution,
  archiveSolution,
  restoreSolution,
  terminateSolution,
  updateSolution,
  updateSolutionSettings,
} from './project-state.service.ts';
import { generatePackingList } from './packing-list.service.ts';

/** Projects (issue 12): webProduce/*. Planning is modules/planning (webPlan/*). */
export function registerProjectRoutes(app: FastifyInstance): void {
  const deps = app.deps;
  defineEndpoint(app, 'webProduce/getProduceSolutionList', async ({ body, auth }) =>
    ok(await getSolutionList(deps.db, requireOrg(auth).orgId, body)),
  );
  defineEndpoint(app, 'webProduce/getRecentSolutionSummary', async ({ auth }) =>
    ok(await getRecentSummary(deps.db, requireOrg(auth).orgId)),
  );
  defineEndpoint(app, 'webProduce/createSolution', async ({ body, auth, lang }) => {
    const { orgId, userId } = requireOrg(auth);
    const { requestId, ...input } = body;
    // Drawings are read (in worker threads) before the transaction opens, so no lock is held
    // while they are; the transaction then writes everything or nothing.
    const read = await readPlanes(deps, orgId, input, lang);
    const scope = { userId, endpoint: 'webProduce/createSolution', requestId };
    const data = await withIdempotency(deps, scope, (trx) =>
      createSolution(trx, { orgId, userId }, input, read),
    );
    return ok(data, 'common.created');
  });
  defineEndpoint(app, 'webProduce/getSolutionDetail', async ({ body, auth }) =>
    ok(await getSolutionDetail(deps.db, requireOrg(auth).orgId, body.id)),
  );
  defineEndpoint(app, 'webProduce/getSolutionSlabs', async ({ body, auth }) =>
    ok(await getSolutionSlabs(deps.db, requireOrg(auth).orgId, body)),
  );
  defineEndpoint(app, 'webProduce/updateSolution', async ({ body, auth }) =>
    ok(await updateSolution(deps, requireOrg(auth).orgId, body), 'common.saved'),
  );
  defineEndpoint(app, 'webProduce/updateSolutionSettings', async ({ body, auth }) =>
    ok(await updateSolutionSettings(deps, requireOrg(auth).orgId, body), 'common.saved'),
  );
  defineEndpoint(app, 'webProduce/generatePackingList', async ({ body, auth }) =>
    ok(await generatePackingList(deps, requireOrg(auth).orgId, body), 'common.ok'),
  );
  defineEndpoint(app, 'webProduce/approveSolution', async ({ body, auth }) =>
    ok(await approveSolution(deps, requireOrg(auth).orgId, body), 'common.ok'),
  );
  defineEndpoint(app, 'webProduce/archiveSolution', async ({ body, auth }) =>
    ok(await archiveSolution(deps, requireOrg(auth).orgId, body), 'common.ok'),
  );
  defineEndpoint(app, 'webProduce/restoreSolution', async ({ body, auth }) =>
    ok(await restoreSolution(deps, requireOrg(auth).orgId, body), 'common.ok'),
  );
  defineEndpoint(app, 'webProduce/terminateSolution', async ({ body, auth }) =>
    ok(await terminateSolution(deps, requireOrg(auth).orgId, body), 'common.ok'),
  );
}

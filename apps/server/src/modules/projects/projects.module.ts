import type { ServerModule } from '../../context.ts';
import type { FastifyInstance } from 'fastify';
import { withIdempotency } from '../../lib/idempotency.ts';
import { defineEndpoint, ok, requireOrg } from '../../plugins/define-endpoint.ts';
import { createProject, readPlanes } from './project-create.service.ts';
import { getProjectDetail, getProjectSlabs } from './project-detail.service.ts';
import { getRecentSummary, getProjectList } from './project-list.service.ts';
import {
  approveProject,
  archiveProject,
  restoreProject,
  terminateProject,
  updateProject,
  updateProjectSettings,
} from './project-state.service.ts';
import { generatePackingList } from './packing-list.service.ts';

/** Projects (issue 12): webProduce/*. Planning is modules/planning (webPlan/*). */
export function registerProjectRoutes(app: FastifyInstance): void {
  const deps = app.deps;
  defineEndpoint(app, 'webProduce/getProduceSolutionList', async ({ body, auth }) =>
    ok(await getProjectList(deps.db, requireOrg(auth).orgId, body)),
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
      createProject(trx, { orgId, userId }, input, read),
    );
    return ok(data, 'common.created');
  });
  defineEndpoint(app, 'webProduce/getSolutionDetail', async ({ body, auth }) =>
    ok(await getProjectDetail(deps.db, requireOrg(auth).orgId, body.id)),
  );
  defineEndpoint(app, 'webProduce/getSolutionSlabs', async ({ body, auth }) =>
    ok(await getProjectSlabs(deps.db, requireOrg(auth).orgId, body)),
  );
  defineEndpoint(app, 'webProduce/updateSolution', async ({ body, auth }) =>
    ok(await updateProject(deps, requireOrg(auth).orgId, body), 'common.saved'),
  );
  defineEndpoint(app, 'webProduce/updateSolutionSettings', async ({ body, auth }) =>
    ok(await updateProjectSettings(deps, requireOrg(auth).orgId, body), 'common.saved'),
  );
  defineEndpoint(app, 'webProduce/generatePackingList', async ({ body, auth }) =>
    ok(await generatePackingList(deps, requireOrg(auth).orgId, body), 'common.ok'),
  );
  defineEndpoint(app, 'webProduce/approveSolution', async ({ body, auth }) =>
    ok(await approveProject(deps, requireOrg(auth).orgId, body), 'common.ok'),
  );
  defineEndpoint(app, 'webProduce/archiveSolution', async ({ body, auth }) =>
    ok(await archiveProject(deps, requireOrg(auth).orgId, body), 'common.ok'),
  );
  defineEndpoint(app, 'webProduce/restoreSolution', async ({ body, auth }) =>
    ok(await restoreProject(deps, requireOrg(auth).orgId, body), 'common.ok'),
  );
  defineEndpoint(app, 'webProduce/terminateSolution', async ({ body, auth }) =>
    ok(await terminateProject(deps, requireOrg(auth).orgId, body), 'common.ok'),
  );
}

export const PROJECTS_MODULE: ServerModule = { register: registerProjectRoutes };

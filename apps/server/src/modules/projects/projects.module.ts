import type { ServerModule } from '../../context.ts';
import type { FastifyInstance } from 'fastify';
import { withIdempotency } from '../../lib/idempotency.ts';
import { defineEndpoint, ok } from '../../plugins/define-endpoint.ts';
import { createProject, prepareProject, readPlanes } from './project-create.service.ts';
import { previewDrawing } from './project-preview.service.ts';
import { getProjectDetail, getProjectSlabs } from './project-detail.service.ts';
import {
  getPackingListPage,
  getPlanSlabs,
  getProjectMovements,
  getProjectProgress,
} from './project-progress.service.ts';
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
import { pastePieceProcessCodes, setPieceProcessCode } from './piece-process.service.ts';
import { setPieceRotationLock } from './piece-rotation.service.ts';
import { registerSecondaryRoutes } from './secondary-progress.routes.ts';

/** Projects (issue 12): webProduce/*. Planning is modules/planning (webPlan/*). */
export function registerProjectRoutes(app: FastifyInstance): void {
  const deps = app.deps;
  defineEndpoint(app, 'webProduce/getProduceSolutionList', async ({ body, actor }) =>
    ok(await getProjectList(actor, deps.db, body)),
  );
  defineEndpoint(app, 'webProduce/getRecentSolutionSummary', async ({ actor }) =>
    ok(await getRecentSummary(actor, deps.db)),
  );
  defineEndpoint(app, 'webProduce/createSolution', async ({ body, actor, lang }) => {
    const { requestId, ...input } = body;
    // Drawings are read (in worker threads) before the transaction opens, so no lock is held
    // while they are; the transaction then writes everything or nothing.
    // Rows are built off the transaction too, a chunk at a time (issue 22).
    const prepared = await prepareProject(input, await readPlanes(actor, deps, { input, lang }));
    const scope = { userId: actor.userId, endpoint: 'webProduce/createSolution', requestId };
    const data = await withIdempotency(deps, scope, (trx) => createProject(actor, trx, prepared));
    return ok(data, 'common.created');
  });
  defineEndpoint(app, 'webProduce/previewSolutionDrawing', async ({ body, actor, lang }) =>
    ok(await previewDrawing(actor, deps, { body, lang })),
  );
  defineEndpoint(app, 'webProduce/getSolutionDetail', async ({ body, actor }) =>
    ok(await getProjectDetail(actor, deps.db, body.id)),
  );
  defineEndpoint(app, 'webProduce/getSolutionSlabs', async ({ body, actor }) =>
    ok(await getProjectSlabs(actor, deps.db, body)),
  );
  defineEndpoint(app, 'webProduce/getSolutionPackingList', async ({ body, actor }) =>
    ok(await getPackingListPage(actor, deps.db, body)),
  );
  defineEndpoint(app, 'webProduce/getSolutionPlanSlabs', async ({ body, actor }) =>
    ok(await getPlanSlabs(actor, deps.db, body)),
  );
  defineEndpoint(app, 'webProduce/getSolutionMovements', async ({ body, actor }) =>
    ok(await getProjectMovements(actor, deps.db, body)),
  );
  defineEndpoint(app, 'webProduce/getSolutionProgress', async ({ body, actor }) =>
    ok(await getProjectProgress(actor, deps.db, body.id)),
  );
  defineEndpoint(app, 'webProduce/updateSolution', async ({ body, actor }) =>
    ok(await updateProject(actor, deps, body), 'common.saved'),
  );
  defineEndpoint(app, 'webProduce/updateSolutionSettings', async ({ body, actor }) => {
    const { version, backToReview } = await updateProjectSettings(actor, deps, body);
    return ok({ version }, backToReview ? 'project.savedBackToReview' : 'common.saved');
  });
  defineEndpoint(app, 'webProduce/setSolutionPieceProcessCode', async ({ body, actor }) => {
    const result = await setPieceProcessCode(actor, deps, body);
    return ok(result, result.backToReview ? 'project.savedBackToReview' : 'common.saved');
  });
  defineEndpoint(app, 'webProduce/pasteSolutionPieceProcessCodes', async ({ body, actor }) => {
    const result = await pastePieceProcessCodes(actor, deps, body);
    return ok(result, result.backToReview ? 'project.savedBackToReview' : 'common.saved');
  });
  defineEndpoint(app, 'webProduce/setSolutionPieceRotationLock', async ({ body, actor }) => {
    const result = await setPieceRotationLock(actor, deps, body);
    return ok(result, result.backToReview ? 'project.savedBackToReview' : 'common.saved');
  });
  defineEndpoint(app, 'webProduce/generatePackingList', async ({ body, actor }) =>
    ok(await generatePackingList(actor, deps, body), 'common.ok'),
  );
  defineEndpoint(app, 'webProduce/approveSolution', async ({ body, actor }) =>
    ok(await approveProject(actor, deps, body), 'common.ok'),
  );
  defineEndpoint(app, 'webProduce/archiveSolution', async ({ body, actor }) =>
    ok(await archiveProject(actor, deps, body), 'common.ok'),
  );
  defineEndpoint(app, 'webProduce/restoreSolution', async ({ body, actor }) =>
    ok(await restoreProject(actor, deps, body), 'common.ok'),
  );
  defineEndpoint(app, 'webProduce/terminateSolution', async ({ body, actor }) =>
    ok(await terminateProject(actor, deps, body), 'common.ok'),
  );
  registerSecondaryRoutes(app);
}

export const PROJECTS_MODULE: ServerModule = { register: registerProjectRoutes };

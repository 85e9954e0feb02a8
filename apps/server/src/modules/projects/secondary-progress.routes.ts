import type { FastifyInstance } from 'fastify';
import { defineEndpoint, ok } from '../../plugins/define-endpoint.ts';
import {
  clearAbnormal,
  getProcessAbnormal,
  getProjectAbnormal,
  markAbnormal,
} from './piece-abnormal.service.ts';
import { getProjectMaterial, getProjectPicks } from './project-material.service.ts';
import {
  getProcessProgress,
  getSecondPieces,
  getSecondProgress,
} from './secondary-progress.service.ts';

/** Secondary processing and abnormal pieces (issue 18): webSecondProcess/*. */
export function registerSecondaryRoutes(app: FastifyInstance): void {
  const deps = app.deps;
  defineEndpoint(app, 'webSecondProcess/getSolutionSecondProgress', async ({ body, actor }) =>
    ok(await getSecondProgress(actor, deps, body.projectId)),
  );
  defineEndpoint(app, 'webSecondProcess/getSecondProgressPieces', async ({ body, actor }) =>
    ok(await getSecondPieces(actor, deps, body)),
  );
  defineEndpoint(app, 'webSecondProcess/getAbnormalPieces', async ({ body, actor }) =>
    ok(await getProjectAbnormal(actor, deps, body)),
  );
  defineEndpoint(app, 'webSecondProcess/getProcessAbnormalPieces', async ({ body, actor }) =>
    ok(await getProcessAbnormal(actor, deps, body)),
  );
  defineEndpoint(app, 'webSecondProcess/markPieceAbnormal', async ({ body, actor }) =>
    ok(await markAbnormal(actor, deps, body), 'secondary.flagged'),
  );
  defineEndpoint(app, 'webSecondProcess/clearPieceAbnormal', async ({ body, actor }) =>
    ok(await clearAbnormal(actor, deps, body.pieceId), 'secondary.cleared'),
  );
  defineEndpoint(app, 'webSecondProcess/getProcessSecondProgress', async ({ body, actor }) =>
    ok(await getProcessProgress(actor, deps, body)),
  );
  defineEndpoint(app, 'webSolutionTabs/getSolutionMaterial', async ({ body, actor }) =>
    ok(await getProjectMaterial(actor, deps.db, body.projectId)),
  );
  defineEndpoint(app, 'webSolutionTabs/getSolutionPicks', async ({ body, actor }) =>
    ok(await getProjectPicks(actor, deps.db, body)),
  );
}

import type { FastifyInstance } from 'fastify';
import { defineEndpoint, ok } from '../../plugins/define-endpoint.ts';
import { MOVEMENT_KINDS } from '@stone/shared/material-flows/schemas';
import * as choices from './flow-choices.service.ts';
import { getMaterialDetails } from './material-details.service.ts';

/** The flow screens' own reads, each under its screen's route (no action: reads). */
export function registerFlowChoiceRoutes(app: FastifyInstance): void {
  const db = app.deps.db;

  defineEndpoint(app, 'webPicking/getPickProjects', async ({ body, actor }) =>
    ok(await choices.getPickProjects(actor, db, body)),
  );
  defineEndpoint(app, 'webReturn/getReturnChoices', async ({ body, actor }) =>
    ok(await choices.getReturnChoices(actor, db, body)),
  );
  defineEndpoint(app, 'webTransfer/getTransferChoices', async ({ body, actor }) =>
    ok(await choices.getTransferChoices(actor, db, body)),
  );
  // /materialDetails, under its own route: the project's plan slabs and every move made for it.
  defineEndpoint(app, 'webMaterialDetails/getMaterialDetails', async ({ body, actor }) =>
    ok(await getMaterialDetails(actor, db, body.projectId)),
  );
  defineEndpoint(app, 'webMaterialDetails/getMovements', async ({ body, actor }) =>
    ok(await choices.getMovements(actor, db, { ...body, kinds: [...MOVEMENT_KINDS] })),
  );
  defineEndpoint(app, 'webDevicePicking/getDevices', async ({ actor }) =>
    ok(await choices.getFlowDevices(actor, db)),
  );
}

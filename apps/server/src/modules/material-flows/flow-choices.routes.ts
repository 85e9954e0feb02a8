import type { FastifyInstance } from 'fastify';
import type { RequestAuth } from '../../context.ts';
import { defineEndpoint, ok, requireOrg } from '../../plugins/define-endpoint.ts';
import { MOVEMENT_KINDS } from '@stone/shared/material-flows/schemas';
import * as choices from './flow-choices.repository.ts';
import { getMaterialDetails } from './material-details.service.ts';
import { listMovements } from './movements.repository.ts';

/** The flow screens' own reads, each under its screen's route (no action: reads). */
export function registerFlowChoiceRoutes(app: FastifyInstance): void {
  const db = app.deps.db;
  const org = (auth: RequestAuth | null) => requireOrg(auth).orgId;

  defineEndpoint(app, 'webPicking/getPickProjects', async ({ body, auth }) =>
    ok(await choices.listPickProjects(db, org(auth), body)),
  );
  defineEndpoint(app, 'webReturn/getReturnChoices', async ({ body, auth }) => {
    const orgId = org(auth);
    const [slabs, warehouses] = await Promise.all([
      choices.listFlowSlabs(db, orgId, ['picked'], body),
      choices.listFlowWarehouses(db, orgId),
    ]);
    return ok({ slabs, warehouses });
  });
  defineEndpoint(app, 'webTransfer/getTransferChoices', async ({ body, auth }) => {
    const orgId = org(auth);
    const [slabs, warehouses, workshops] = await Promise.all([
      // The states transfer.service accepts.
      choices.listFlowSlabs(db, orgId, ['available', 'picked'], body),
      choices.listFlowWarehouses(db, orgId),
      choices.listFlowWorkshops(db, orgId),
    ]);
    return ok({ slabs, warehouses, workshops });
  });
  // /materialDetails, under its own route: the project's plan slabs and every move made for it.
  defineEndpoint(app, 'webMaterialDetails/getMaterialDetails', async ({ body, auth }) =>
    ok(await getMaterialDetails(db, org(auth), body.projectId)),
  );
  defineEndpoint(app, 'webMaterialDetails/getMovements', async ({ body, auth }) =>
    ok(await listMovements(db, org(auth), [...MOVEMENT_KINDS], body)),
  );
  defineEndpoint(app, 'webDevicePicking/getDevices', async ({ auth }) =>
    ok(await choices.listFlowDevices(db, org(auth))),
  );
}

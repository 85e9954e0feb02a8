import type { ServerModule } from '../../context.ts';
import type { UniqueKey } from '../../lib/db-errors.ts';
import type { FastifyInstance } from 'fastify';
import type { MovementKind } from '@stone/shared/material-flows/schemas';
import type { RequestAuth } from '../../context.ts';
import { defineEndpoint, ok, requireOrg } from '../../plugins/define-endpoint.ts';
import { createOnce } from '../materials/create-once.ts';
import { confirmCut } from './cut.service.ts';
import { registerFlowChoiceRoutes } from './flow-choices.routes.ts';
import * as device from './device-picking.service.ts';
import { listMovements } from './movements.repository.ts';
import * as picking from './picking.service.ts';
import * as giveBack from './return.service.ts';
import { transferSlabs } from './transfer.service.ts';

/** Material flows (issue 13): picking, return, transfer, machine-table pickup, remnants. */
export function registerMaterialFlowRoutes(app: FastifyInstance): void {
  const deps = app.deps;
  const org = (auth: RequestAuth | null) => requireOrg(auth).orgId;
  const history =
    (kinds: MovementKind[]) =>
    async ({
      body,
      auth,
    }: {
      body: Parameters<typeof listMovements>[3];
      auth: RequestAuth | null;
    }) =>
      ok(await listMovements(deps.db, org(auth), kinds, body));

  defineEndpoint(app, 'webPicking/getPickingList', async ({ body, auth }) =>
    ok(await picking.getPickingList(deps.db, org(auth), body.projectId, body.planeId)),
  );
  defineEndpoint(app, 'webPicking/getCandidates', async ({ body, auth }) =>
    ok(await picking.getCandidates(deps.db, org(auth), body.layoutId)),
  );
  defineEndpoint(app, 'webPicking/pickSlab', async ({ body, auth }) => {
    const data = await createOnce(deps, auth, 'webPicking/pickSlab', body.requestId, (trx, o, u) =>
      picking.pickSlab(trx, o, u, body),
    );
    return ok(data, 'flow.picked');
  });
  defineEndpoint(app, 'webPicking/getPickHistory', history(['pick']));
  registerFlowChoiceRoutes(app);

  defineEndpoint(app, 'webReturn/returnSlabs', async ({ body, auth, lang }) => {
    const data = await createOnce(
      deps,
      auth,
      'webReturn/returnSlabs',
      body.requestId,
      (trx, o, u) => giveBack.returnSlabs(trx, o, u, body, lang),
    );
    return ok(data, 'flow.returned');
  });
  defineEndpoint(app, 'webReturn/getReturnHistory', history(['return']));
  defineEndpoint(app, 'webReturn/getWarehouseMachines', async ({ auth }) =>
    ok(await giveBack.getWarehouseMachines(deps.db, org(auth))),
  );
  defineEndpoint(app, 'webReturn/setWarehouseMachine', async ({ body, auth }) => {
    await giveBack.setWarehouseMachine(deps.db, org(auth), body);
    return ok(null, 'common.saved');
  });

  defineEndpoint(app, 'webTransfer/transferSlabs', async ({ body, auth }) => {
    const data = await createOnce(
      deps,
      auth,
      'webTransfer/transferSlabs',
      body.requestId,
      (trx, o, u) => transferSlabs(trx, o, u, body),
    );
    return ok(data, 'flow.moved');
  });
  defineEndpoint(app, 'webTransfer/getTransferHistory', history(['transfer']));

  defineEndpoint(app, 'webDevicePicking/getTables', async ({ body, auth }) =>
    ok(await device.getTables(deps.db, org(auth), body.deviceId)),
  );
  defineEndpoint(app, 'webDevicePicking/getNext', async ({ body, auth }) =>
    ok(await device.getNext(deps.db, org(auth), body.deviceId)),
  );
  defineEndpoint(app, 'webDevicePicking/takeSlab', async ({ body, auth }) => {
    const data = await createOnce(deps, auth, 'webDevicePicking/takeSlab', undefined, (trx, o, u) =>
      device.takeSlab(trx, o, u, body),
    );
    return ok(data, 'flow.slabOnTable');
  });
  defineEndpoint(app, 'webDevicePicking/confirmCut', async ({ body, auth }) => {
    const data = await createOnce(
      deps,
      auth,
      'webDevicePicking/confirmCut',
      undefined,
      (trx, o, u) => confirmCut(trx, o, u, body.slabId),
    );
    return ok(data, 'flow.cutConfirmed');
  });
  defineEndpoint(app, 'webDevicePicking/getCutHistory', history(['pickup', 'cut']));
}

/** A plan slab picked twice, a machine table loaded twice. */
export const FLOW_UNIQUE_KEYS: readonly UniqueKey[] = [
  {
    name: 'slab_picks_layout_uq',
    columns: 'slab_picks.org_id, slab_picks.layout_id',
    key: 'flow.layoutPicked',
  },
  {
    name: 'slab_picks_table_uq',
    columns: 'slab_picks.org_id, slab_picks.device_id, slab_picks.device_table',
    key: 'flow.tableTaken',
  },
];

export const MATERIAL_FLOWS_MODULE: ServerModule = {
  register: registerMaterialFlowRoutes,
  uniqueKeys: FLOW_UNIQUE_KEYS,
};

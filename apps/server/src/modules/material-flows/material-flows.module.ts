import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { MovementKind, movementListBody } from '@stone/shared/material-flows/schemas';
import type { Actor, ServerModule } from '../../context.ts';
import type { UniqueKey } from '../../lib/db-errors.ts';
import { defineEndpoint, ok } from '../../plugins/define-endpoint.ts';
import { publishPieceProgress } from '../../events/piece-progress.ts';
import { createOnce } from '../../lib/idempotency.ts';
import { confirmCut } from './cut.service.ts';
import * as device from './device-picking.service.ts';
import { getMovements } from './flow-choices.service.ts';
import { registerFlowChoiceRoutes } from './flow-choices.routes.ts';
import * as picking from './picking.service.ts';
import * as giveBack from './return.service.ts';
import { transferSlabs } from './transfer.service.ts';

/** Material flows (issue 13): picking, return, transfer, machine-table pickup, remnants. */
export function registerMaterialFlowRoutes(app: FastifyInstance): void {
  const deps = app.deps;
  const history =
    (kinds: MovementKind[]) =>
    async ({ body, actor }: { body: z.output<typeof movementListBody>; actor: Actor }) =>
      ok(await getMovements(actor, deps.db, { ...body, kinds }));

  defineEndpoint(app, 'webPicking/getPickingList', async ({ body, actor }) =>
    ok(await picking.getPickingList(actor, deps.db, body)),
  );
  defineEndpoint(app, 'webPicking/getCandidates', async ({ body, actor }) =>
    ok(await picking.getCandidates(actor, deps.db, body.layoutId)),
  );
  defineEndpoint(app, 'webPicking/pickSlab', async ({ body, actor }) => {
    const call = { actor, endpoint: 'webPicking/pickSlab', requestId: body.requestId } as const;
    const data = await createOnce(deps, call, (trx) => picking.pickSlab(actor, trx, body));
    return ok(data, 'flow.picked');
  });
  defineEndpoint(app, 'webPicking/getPickHistory', history(['pick']));
  registerFlowChoiceRoutes(app);

  defineEndpoint(app, 'webReturn/returnSlabs', async ({ body, actor, lang }) => {
    const call = { actor, endpoint: 'webReturn/returnSlabs', requestId: body.requestId } as const;
    const data = await createOnce(deps, call, (trx) =>
      giveBack.returnSlabs(actor, trx, { ...body, lang }),
    );
    return ok(data, 'flow.returned');
  });
  defineEndpoint(app, 'webReturn/getReturnHistory', history(['return']));
  defineEndpoint(app, 'webReturn/getWarehouseMachines', async ({ actor }) =>
    ok(await giveBack.getWarehouseMachines(actor, deps.db)),
  );
  defineEndpoint(app, 'webReturn/setWarehouseMachine', async ({ body, actor }) => {
    await giveBack.setWarehouseMachine(actor, deps.db, body);
    return ok(null, 'common.saved');
  });

  defineEndpoint(app, 'webTransfer/transferSlabs', async ({ body, actor }) => {
    const call = {
      actor,
      endpoint: 'webTransfer/transferSlabs',
      requestId: body.requestId,
    } as const;
    const data = await createOnce(deps, call, (trx) => transferSlabs(actor, trx, body));
    return ok(data, 'flow.moved');
  });
  defineEndpoint(app, 'webTransfer/getTransferHistory', history(['transfer']));

  defineEndpoint(app, 'webDevicePicking/getTables', async ({ body, actor }) =>
    ok(await device.getTables(actor, deps.db, body.deviceId)),
  );
  defineEndpoint(app, 'webDevicePicking/getNext', async ({ body, actor }) =>
    ok(await device.getNext(actor, deps.db, body.deviceId)),
  );
  // Scans carry no requestId: the slab's status change is what makes a repeat refused.
  defineEndpoint(app, 'webDevicePicking/takeSlab', async ({ body, actor }) => {
    const call = { actor, endpoint: 'webDevicePicking/takeSlab' } as const;
    const data = await createOnce(deps, call, (trx) => device.takeSlab(actor, trx, body));
    return ok(data, 'flow.slabOnTable');
  });
  defineEndpoint(app, 'webDevicePicking/confirmCut', async ({ body, actor }) => {
    const call = { actor, endpoint: 'webDevicePicking/confirmCut' } as const;
    const { remnants, progress } = await createOnce(deps, call, (trx) =>
      confirmCut(actor, trx, body.slabId),
    );
    publishPieceProgress(deps, actor.orgId, { kind: 'cut', ...progress });
    return ok({ remnants }, 'flow.cutConfirmed');
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

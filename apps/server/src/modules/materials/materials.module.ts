import type { FastifyInstance } from 'fastify';
import type { ServerModule } from '../../context.ts';
import type { UniqueKey } from '../../lib/db-errors.ts';
import { crudRoutes } from '../../plugins/crud-routes.ts';
import { defineEndpoint, ok } from '../../plugins/define-endpoint.ts';
import { registerBigSlabRoutes } from './big-slabs.routes.ts';
import { createOnce } from '../../lib/idempotency.ts';
import * as racks from './racks.service.ts';
import { SIMPLE_ENTITIES } from './simple-entities.ts';
import { listStoneChoices } from './stone-materials.repository.ts';
import { actorScope } from '../../db/org-scope.ts';

/** Inventory (issue 13): warehouses, racks, workshops, process categories, devices, slabs. */
export function registerMaterialRoutes(app: FastifyInstance): void {
  const deps = app.deps;

  for (const entity of SIMPLE_ENTITIES) crudRoutes(app, entity);

  defineEndpoint(app, 'webStoneMaterial/getStoneMaterialChoices', async ({ actor }) =>
    ok({ list: await listStoneChoices(actorScope(actor, deps.db)) }),
  );

  defineEndpoint(app, 'webRack/getRackList', async ({ body, actor }) =>
    ok(await racks.getRackList(actor, deps, body)),
  );
  defineEndpoint(app, 'webRack/createRacks', async ({ body, actor }) => {
    const { requestId, ...input } = body;
    const call = { actor, endpoint: 'webRack/createRacks', requestId } as const;
    const data = await createOnce(deps, call, (trx) =>
      racks.createRacks(actor, { db: trx, dialect: deps.dialect }, input),
    );
    return ok(data, 'common.created');
  });
  defineEndpoint(app, 'webRack/updateRack', async ({ body, actor }) => {
    await racks.updateRack(actor, deps.db, body);
    return ok(null, 'common.saved');
  });
  defineEndpoint(app, 'webRack/deleteRack', async ({ body, actor }) => {
    await racks.deleteRack(actor, deps.db, body);
    return ok(null, 'common.deleted');
  });

  registerBigSlabRoutes(app);
}

export const MATERIAL_UNIQUE_KEYS: readonly UniqueKey[] = [
  ...SIMPLE_ENTITIES.flatMap((entity) => entity.uniqueKeys),
  { name: 'racks_number_uq', columns: 'racks.org_id, racks.number', key: 'rack.numbersTaken' },
  {
    name: 'big_slabs_barcode_uq',
    columns: 'big_slabs.org_id, big_slabs.barcode',
    key: 'bigSlab.barcodeTaken',
  },
];

export const MATERIALS_MODULE: ServerModule = {
  register: registerMaterialRoutes,
  uniqueKeys: MATERIAL_UNIQUE_KEYS,
};

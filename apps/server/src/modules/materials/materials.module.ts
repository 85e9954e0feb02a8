import type { ServerModule } from '../../context.ts';
import type { UniqueKey } from '../../lib/db-errors.ts';
import type { FastifyInstance } from 'fastify';
import { MATERIAL_SIMPLE_ENTITIES } from '@stone/shared/materials/simple-entities';
import { simpleEntity } from '../../db/simple-entity.ts';
import { crudRoutes } from '../../plugins/crud-routes.ts';
import { defineEndpoint, ok, requireOrg } from '../../plugins/define-endpoint.ts';
import type { RequestAuth } from '../../context.ts';
import { registerBigSlabRoutes } from './big-slabs.routes.ts';
import { createOnce } from './create-once.ts';
import * as devices from './devices.service.ts';
import * as racks from './racks.service.ts';
import * as warehouses from './warehouses.service.ts';
import * as workshops from './workshops.service.ts';

/** The area's simple entities on the CRUD kit, with the hooks each needs (none so far). */
const SIMPLE_ENTITIES = MATERIAL_SIMPLE_ENTITIES.map((def) => simpleEntity(def));

/** Inventory (issue 13): warehouses, racks, workshops, process categories, devices, slabs. */
export function registerMaterialRoutes(app: FastifyInstance): void {
  const deps = app.deps;
  const org = (auth: RequestAuth | null) => requireOrg(auth).orgId;

  defineEndpoint(app, 'webWarehouse/getWarehouseList', async ({ body, auth }) =>
    ok(await warehouses.getWarehouseList(deps.db, org(auth), body)),
  );
  defineEndpoint(app, 'webWarehouse/createWarehouse', async ({ body, auth }) => {
    const { requestId, ...input } = body;
    const data = await createOnce(
      deps,
      auth,
      'webWarehouse/createWarehouse',
      requestId,
      (trx, orgId) => warehouses.createWarehouse(trx, orgId, input),
    );
    return ok(data, 'common.created');
  });
  defineEndpoint(app, 'webWarehouse/updateWarehouse', async ({ body, auth }) => {
    await warehouses.updateWarehouse(deps, org(auth), body);
    return ok(null, 'common.saved');
  });
  defineEndpoint(app, 'webWarehouse/deleteWarehouse', async ({ body, auth }) => {
    await warehouses.deleteWarehouse(deps, org(auth), body.id, body.version);
    return ok(null, 'common.deleted');
  });

  defineEndpoint(app, 'webRack/getRackList', async ({ body, auth }) =>
    ok(await racks.getRackList(deps.db, deps.dialect, org(auth), body)),
  );
  defineEndpoint(app, 'webRack/createRacks', async ({ body, auth }) => {
    const { requestId, ...input } = body;
    const data = await createOnce(deps, auth, 'webRack/createRacks', requestId, (trx, orgId) =>
      racks.createRacks(trx, deps.dialect, orgId, input),
    );
    return ok(data, 'common.created');
  });
  defineEndpoint(app, 'webRack/updateRack', async ({ body, auth }) => {
    await racks.updateRack(deps, org(auth), body);
    return ok(null, 'common.saved');
  });
  defineEndpoint(app, 'webRack/deleteRack', async ({ body, auth }) => {
    await racks.deleteRack(deps, org(auth), body.id, body.version);
    return ok(null, 'common.deleted');
  });

  defineEndpoint(app, 'webWorkshop/getWorkshopList', async ({ body, auth, lang }) =>
    ok(await workshops.getWorkshopList(deps.db, org(auth), body, lang)),
  );
  defineEndpoint(app, 'webWorkshop/createWorkshop', async ({ body, auth }) => {
    const { requestId, ...input } = body;
    const data = await createOnce(
      deps,
      auth,
      'webWorkshop/createWorkshop',
      requestId,
      (trx, orgId) => workshops.createWorkshop(trx, orgId, input),
    );
    return ok(data, 'common.created');
  });
  defineEndpoint(app, 'webWorkshop/updateWorkshop', async ({ body, auth }) => {
    await workshops.updateWorkshop(deps, org(auth), body);
    return ok(null, 'common.saved');
  });
  defineEndpoint(app, 'webWorkshop/deleteWorkshop', async ({ body, auth }) => {
    await workshops.deleteWorkshop(deps, org(auth), body.id, body.version);
    return ok(null, 'common.deleted');
  });

  for (const entity of SIMPLE_ENTITIES) crudRoutes(app, entity);

  defineEndpoint(app, 'webDevice/getDeviceList', async ({ body, auth }) =>
    ok(await devices.getDeviceList(deps.db, org(auth), body)),
  );
  defineEndpoint(app, 'webDevice/createDevice', async ({ body, auth }) => {
    const { requestId, ...input } = body;
    const data = await createOnce(deps, auth, 'webDevice/createDevice', requestId, (trx, orgId) =>
      devices.createDevice(trx, orgId, input),
    );
    return ok(data, 'common.created');
  });
  defineEndpoint(app, 'webDevice/updateDevice', async ({ body, auth }) => {
    await devices.updateDevice(deps, org(auth), body);
    return ok(null, 'common.saved');
  });
  defineEndpoint(app, 'webDevice/deleteDevice', async ({ body, auth }) => {
    await devices.deleteDevice(deps, org(auth), body.id, body.version);
    return ok(null, 'common.deleted');
  });

  registerBigSlabRoutes(app);
}

export const MATERIAL_UNIQUE_KEYS: readonly UniqueKey[] = [
  ...SIMPLE_ENTITIES.flatMap((entity) => entity.uniqueKeys),
  {
    name: 'warehouses_name_uq',
    columns: 'warehouses.org_id, warehouses.name',
    key: 'warehouse.nameTaken',
  },
  {
    name: 'warehouses_code_uq',
    columns: 'warehouses.org_id, warehouses.code',
    key: 'warehouse.codeTaken',
  },
  { name: 'racks_number_uq', columns: 'racks.org_id, racks.number', key: 'rack.numbersTaken' },
  {
    name: 'workshops_code_uq',
    columns: 'workshops.org_id, workshops.code',
    key: 'workshop.codeTaken',
  },
  {
    name: 'big_slabs_barcode_uq',
    columns: 'big_slabs.org_id, big_slabs.barcode',
    key: 'bigSlab.barcodeTaken',
  },
  { name: 'devices_code_uq', columns: 'devices.org_id, devices.code', key: 'device.codeTaken' },
];

export const MATERIALS_MODULE: ServerModule = {
  register: registerMaterialRoutes,
  uniqueKeys: MATERIAL_UNIQUE_KEYS,
};

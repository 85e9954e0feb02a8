import { containsText, directionOf, listPage } from '../../db/list-query.ts';
import type { z } from 'zod';
import type {
  createDeviceBody,
  deviceListBody,
  updateDeviceBody,
} from '@stone/shared/materials/basics';
import type { DevicePickupStatus, DeviceTable } from '@stone/shared/materials/enums';
import type { AppDeps } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { orgTable } from '../../db/org-scope.ts';
import { simpleEntity } from './simple-entity.ts';
type Fields = Omit<z.output<typeof createDeviceBody>, 'requestId'>;

const SORT = {
  code: 'code',
  model: 'model',
  linkedAt: 'linked_at',
  createdAt: 'created_at',
} as const;

const toColumns = (f: Fields) => ({
  code: f.code,
  model: f.model,
  linked_at: f.linkedAt ? new Date(f.linkedAt).toISOString() : null,
  pickup_status: f.pickupStatus,
  current_table: f.currentTable,
});

const devices = simpleEntity('devices', [{ column: 'code', message: 'device.codeTaken' }]);

export async function getDeviceList(db: Db, orgId: string, q: z.output<typeof deviceListBody>) {
  let base = orgTable(db, 'devices', orgId);
  if (q.code) base = base.where(containsText('code', q.code));
  if (q.model) base = base.where(containsText('model', q.model));
  if (q.pickupStatus) base = base.where('pickup_status', '=', q.pickupStatus);
  return listPage(
    base,
    q,
    (query) =>
      query
        .selectAll()
        .orderBy(SORT[q.sortField ?? 'code'], directionOf(q))
        .orderBy('id'),
    (r) => ({
      id: r.id,
      code: r.code,
      model: r.model,
      linkedAt: r.linked_at,
      pickupStatus: r.pickup_status as DevicePickupStatus,
      currentTable: r.current_table as DeviceTable,
      createdAt: r.created_at,
      version: r.version,
    }),
  );
}

export const createDevice = (db: Db, orgId: string, input: Fields) =>
  devices.create(db, orgId, toColumns(input));

export async function updateDevice(
  deps: AppDeps,
  orgId: string,
  input: z.output<typeof updateDeviceBody>,
) {
  const { id, version, ...fields } = input;
  await devices.update(deps.db, orgId, { id, version }, toColumns(fields));
}

export const deleteDevice = (deps: AppDeps, orgId: string, id: string, version: number) =>
  devices.remove(deps.db, orgId, id, version);

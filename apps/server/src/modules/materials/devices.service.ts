import type { z } from 'zod';
import type {
  createDeviceBody,
  DevicePickupStatus,
  DeviceTable,
  deviceListBody,
  updateDeviceBody,
} from '@stone/shared';
import type { AppDeps } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { orgTable } from '../../db/org-scope.ts';
import { deleteAtVersion, updateAtVersion } from '../../db/versioned-rows.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { newId, nowIso } from '../../lib/crypto.ts';
import { containsText, countOf, directionOf, pageOf } from './material-format.ts';

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

export async function getDeviceList(db: Db, orgId: string, q: z.output<typeof deviceListBody>) {
  let base = orgTable(db, 'devices', orgId);
  if (q.code) base = base.where(containsText('code', q.code));
  if (q.model) base = base.where(containsText('model', q.model));
  if (q.pickupStatus) base = base.where('pickup_status', '=', q.pickupStatus);
  const total = countOf(
    await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  );
  const { limit, offset } = pageOf(q);
  const rows = await base
    .selectAll()
    .orderBy(SORT[q.sortField ?? 'code'], directionOf(q))
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
  const list = rows.map((r) => ({
    id: r.id,
    code: r.code,
    model: r.model,
    linkedAt: r.linked_at,
    pickupStatus: r.pickup_status as DevicePickupStatus,
    currentTable: r.current_table as DeviceTable,
    createdAt: r.created_at,
    version: r.version,
  }));
  return { list, total, pageNum: q.pageNum, pageSize: q.pageSize };
}

async function checkCode(db: Db, orgId: string, code: string, id: string | null) {
  const twin = await orgTable(db, 'devices', orgId)
    .select('id')
    .where('code', '=', code)
    .executeTakeFirst();
  if (twin && twin.id !== id) throw conflict('device.codeTaken');
}

export async function createDevice(db: Db, orgId: string, input: Fields) {
  await checkCode(db, orgId, input.code, null);
  const now = nowIso();
  const id = newId();
  await db
    .insertInto('devices')
    .values({
      org_id: orgId,
      id,
      ...toColumns(input),
      created_at: now,
      updated_at: now,
      version: 1,
    })
    .execute();
  return { id };
}

export async function updateDevice(
  deps: AppDeps,
  orgId: string,
  input: z.output<typeof updateDeviceBody>,
) {
  const { id, version, ...fields } = input;
  const row = await orgTable(deps.db, 'devices', orgId)
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  await checkCode(deps.db, orgId, fields.code, id);
  await updateAtVersion(deps.db, 'devices', { orgId, id, version }, toColumns(fields));
}

export async function deleteDevice(deps: AppDeps, orgId: string, id: string, version: number) {
  const row = await orgTable(deps.db, 'devices', orgId)
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  await deleteAtVersion(deps.db, 'devices', { orgId, id, version });
}

import type { DeviceTable } from '@stone/shared/materials/enums';
import type { OrgScope } from '../../db/org-scope.ts';

export const findDevice = (org: OrgScope, id: string) =>
  org.selectFrom('devices').select(['id', 'code']).where('id', '=', id).executeTakeFirst();

/** The saws a machine-table screen can choose, by code. */
export const listDeviceChoices = (org: OrgScope) =>
  org.selectFrom('devices').select(['id', 'code', 'model']).orderBy('code').execute();

/** What the device list shows of a saw's work: whether a table holds a slab, and which was used. */
export const setDeviceState = (
  org: OrgScope,
  id: string,
  state: { busy: boolean; table: DeviceTable; now: string },
) =>
  org
    .updateTable('devices')
    .set((eb) => ({
      pickup_status: state.busy ? 'picked' : 'idle',
      current_table: state.table,
      updated_at: state.now,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', id)
    .execute();

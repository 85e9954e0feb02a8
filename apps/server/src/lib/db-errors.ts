import type { MessageKey } from '@stone/shared';

/**
 * Unique keys with a message of their own. `name` is what PostgreSQL reports as the constraint
 * (a named constraint or index, or `<table>_<column>_key` for a column's own UNIQUE); `columns`
 * is how SQLite names a column key in its message ("UNIQUE constraint failed: t.a, t.b"), while
 * for an expression index SQLite reports the index name instead.
 */
const UNIQUE_KEYS: readonly { name: string; columns?: string; key: MessageKey }[] = [
  { name: 'roles_name_uq', columns: 'roles.org_id, roles.name', key: 'role.nameTaken' },
  { name: 'departments_name_uq', key: 'dept.nameTaken' },
  {
    name: 'members_staff_no_uq',
    columns: 'members.org_id, members.staff_no',
    key: 'member.staffNoTaken',
  },
  {
    name: 'members_user_uq',
    columns: 'members.org_id, members.user_id',
    key: 'member.alreadyMember',
  },
  { name: 'users_phone_key', columns: 'users.phone', key: 'auth.phoneTaken' },
  { name: 'users_username_key', columns: 'users.username', key: 'auth.usernameTaken' },
  { name: 'orgs_name_key', columns: 'orgs.name', key: 'org.nameTaken' },
  // Inventory (issue 13).
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
    name: 'process_categories_name_uq',
    columns: 'process_categories.org_id, process_categories.name',
    key: 'processCategory.nameTaken',
  },
  {
    name: 'big_slabs_barcode_uq',
    columns: 'big_slabs.org_id, big_slabs.barcode',
    key: 'bigSlab.barcodeTaken',
  },
  { name: 'devices_code_uq', columns: 'devices.org_id, devices.code', key: 'device.codeTaken' },
  // Material flows (issue 13): a plan slab picked twice, a machine table loaded twice.
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

const SQLITE_UNIQUE = new Set(['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY']);
const PG_UNIQUE = '23505';

type DriverError = { code?: unknown; constraint?: unknown; message?: unknown };

/**
 * The message for a unique-key violation from either database (a concurrent twin got in first
 * between our check and our insert), or null when the error is something else. The check before
 * the insert gives the same message in the common case; this covers the race.
 */
export function uniqueViolationMessage(error: unknown): MessageKey | null {
  if (!error || typeof error !== 'object') return null;
  const { code, constraint, message } = error as DriverError;
  if (code === PG_UNIQUE) {
    const known = UNIQUE_KEYS.find((k) => k.name === constraint);
    return known?.key ?? 'common.alreadyExists';
  }
  if (typeof code === 'string' && SQLITE_UNIQUE.has(code)) {
    const detail = typeof message === 'string' ? message.replace(/^[^:]*:\s*/, '') : '';
    const known = UNIQUE_KEYS.find((k) => k.columns === detail || detail === `index '${k.name}'`);
    return known?.key ?? 'common.alreadyExists';
  }
  return null;
}

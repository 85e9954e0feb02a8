import type { UpdateObject } from 'kysely';
import { conflict } from '../lib/app-error.ts';
import { nowIso } from '../lib/crypto.ts';
import type { Db } from './database.ts';
import { orgScope } from './org-scope.ts';
import type { Database, VersionedTable } from '../tables.ts';

/**
 * Writes `values` to the row only if it still has the version the user edited, and bumps that
 * version; if someone changed or deleted the row meanwhile, nothing is written and the caller
 * gets a conflict (the client reloads and shows the newer row).
 */
export async function updateAtVersion<T extends VersionedTable>(
  db: Db,
  table: T,
  row: { orgId: string; id: string; version: number },
  values: UpdateObject<Database, T>,
): Promise<void> {
  const result = await orgScope(db, row.orgId)
    .updateTable(table as VersionedTable)
    .set({ ...values, updated_at: nowIso(), version: row.version + 1 })
    .where('id', '=', row.id)
    .where('version', '=', row.version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw conflict();
}

/** Deletes the row only if it still has the version the user saw; otherwise a conflict. */
export async function deleteAtVersion(
  db: Db,
  table: VersionedTable,
  row: { orgId: string; id: string; version: number },
): Promise<void> {
  const result = await orgScope(db, row.orgId)
    .deleteFrom(table)
    .where('id', '=', row.id)
    .where('version', '=', row.version)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) !== 1) throw conflict();
}

import type { SelectQueryBuilder } from 'kysely';
import type { Db } from './database.ts';
import type { Database } from './tables.ts';

/** Tables whose rows belong to one enterprise: `org_id` leads their primary key. */
export type OrgTable = {
  [T in keyof Database]: Database[T] extends { org_id: string } ? T : never;
}[keyof Database];

/**
 * A select over one enterprise's rows of `table`, already filtered by `org_id`, so a repository
 * can't forget it (api-conventions: another enterprise's id answers like a missing one):
 *   orgTable(db, 'projects', orgId).selectAll().where('id', '=', id)
 */
export function orgTable<T extends OrgTable>(
  db: Db,
  table: T,
  orgId: string,
): SelectQueryBuilder<Database, T, object> {
  // Kysely can't resolve `org_id` on a generic table name; every OrgTable has it (type above).
  const query = db.selectFrom(table) as unknown as SelectQueryBuilder<Database, 'projects', object>;
  return query.where('org_id', '=', orgId) as unknown as SelectQueryBuilder<Database, T, object>;
}

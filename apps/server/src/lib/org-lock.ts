import type { Db, Dialect } from '../db/database.ts';

/**
 * Serialises, per enterprise, the writes that check a total before adding to it (member seats):
 * call it first inside the transaction, then count and insert. PostgreSQL holds the enterprise
 * row until commit (NO KEY UPDATE, so inserts that merely reference the enterprise don't wait).
 * SQLite needs nothing: Kysely runs one transaction at a time on its single connection.
 */
export async function lockOrgRow(trx: Db, dialect: Dialect, orgId: string): Promise<void> {
  if (dialect !== 'postgres') return;
  await trx.selectFrom('orgs').select('id').where('id', '=', orgId).forNoKeyUpdate().execute();
}

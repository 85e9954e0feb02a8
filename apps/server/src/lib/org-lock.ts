import type { Db, Dialect } from '../db/database.ts';
import { lockOrgRowForNoKeyUpdate } from './org-lock.repository.ts';

/**
 * Serialises, per enterprise, the writes that check a total before adding to it (member seats):
 * call it first inside the transaction, then count and insert. PostgreSQL holds the enterprise
 * row until commit. SQLite needs nothing: Kysely runs one transaction at a time on its single
 * connection.
 */
export async function lockOrgRow(trx: Db, dialect: Dialect, orgId: string): Promise<void> {
  if (dialect !== 'postgres') return;
  await lockOrgRowForNoKeyUpdate(trx, orgId);
}

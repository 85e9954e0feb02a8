import type { Db } from '../db/database.ts';

/**
 * Holds the enterprise row until the transaction ends. NO KEY UPDATE, so inserts that merely
 * reference the enterprise (every enterprise row's foreign key) don't wait on it. PostgreSQL only.
 */
export async function lockOrgRowForNoKeyUpdate(trx: Db, orgId: string): Promise<void> {
  await trx.selectFrom('orgs').select('id').where('id', '=', orgId).forNoKeyUpdate().execute();
}

import type { Db } from '../../db/database.ts';
import { nowIso } from '../../lib/crypto.ts';

/** The enterprise's own record as its settings screen edits it. */
export type OrgInfoFields = {
  name: string;
  contact: string;
  phone: string;
  email: string | null;
  region: string;
  address: string;
  logo: string | null;
};

/** Saves the record if it still has `version`; false when someone saved first. */
export async function updateOrgInfo(
  db: Db,
  org: { id: string; version: number },
  fields: OrgInfoFields,
): Promise<boolean> {
  const result = await db
    .updateTable('orgs')
    .set({ ...fields, updated_at: nowIso(), version: org.version + 1 })
    .where('id', '=', org.id)
    .where('version', '=', org.version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

import type { Db } from '../../db/database.ts';
import { nowIso } from '../../lib/crypto.ts';

// The accounts (users, a table of no enterprise) that joining and leaving one changes.

export async function isUsernameTaken(db: Db, username: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirst();
  return row !== undefined;
}

/** The enterprise becomes the one the user works in. */
export async function setCurrentOrg(db: Db, userId: string, orgId: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ current_org_id: orgId, updated_at: nowIso() })
    .where('id', '=', userId)
    .execute();
}

/** The user works in no enterprise any more, unless they have already moved on to another. */
export async function leaveCurrentOrg(db: Db, userId: string, orgId: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ current_org_id: null, updated_at: nowIso() })
    .where('id', '=', userId)
    .where((eb) => eb('current_org_id', '=', orgId))
    .execute();
}

import type { Kysely } from 'kysely';

/*
 * Issue 24: lists at 1,000,000 rows. Each index begins like the list's query (org_id), then the
 * screen's sort column and the id that breaks ties, so the first page walks the index in order
 * and stops after a page instead of sorting the whole enterprise:
 * - members: the default order (joined first) and staff no.; the nickname lives on users, shared
 *   by every enterprise, so that order still sorts the enterprise's members.
 */
const INDEXES = [
  ['members_list_created_idx', 'members', ['org_id', 'created_at', 'id']],
  ['members_list_staff_no_idx', 'members', ['org_id', 'staff_no', 'id']],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, table, columns] of INDEXES)
    await db.schema
      .createIndex(name)
      .on(table)
      .columns([...columns])
      .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
}
